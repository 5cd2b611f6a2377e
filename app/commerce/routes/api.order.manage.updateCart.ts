import { changeCartCount } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/updateCart {needGoodsId, count}: a new count for one of the client's lines (at most 1000). */
export const action = cartApiCall(async ({ context, shopper, input }) => changeCartCount(context.runtime, shopper, input));
