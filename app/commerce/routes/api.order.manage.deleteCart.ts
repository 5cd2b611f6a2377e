import { removeFromCart } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/deleteCart {needGoodsId}: removes one of the client's lines; without it, 'Failed to remove item from cart!'. */
export const action = cartApiCall(async ({ context, shopper, input }) => removeFromCart(context.runtime, shopper, input));
