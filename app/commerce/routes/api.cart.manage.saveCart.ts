import { changeCartCount } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /cart/manage/saveCart {needGoodsId, count}: a new count for one of the client's lines. */
export const action = cartApiCall(async ({ context, shopper, input }) => changeCartCount(context.runtime, shopper, input));
