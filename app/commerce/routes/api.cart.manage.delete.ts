import { removeManyFromCart } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /cart/manage/delete {needGoodsIds}: removes the client's lines. */
export const action = cartApiCall(async ({ context, shopper, input }) => removeManyFromCart(context.runtime, shopper, input));
