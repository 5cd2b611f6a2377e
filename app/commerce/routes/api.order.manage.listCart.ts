import { cartView } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/listCart: the signed-in client's cart with its totals. */
const handler = cartApiCall(async ({ context, shopper }) => cartView(context.runtime, shopper));
export const loader = handler;
export const action = handler;
