import { removeManyFromCart } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Cart API deleteCartsByNeedGoods {needGoodsIds}: removes the caller's lines; without an id, 'Failed to remove item from cart!'. */
export const action = cartApiCall(async ({ context, shopper, input }) => removeManyFromCart(context.runtime, shopper, input));
