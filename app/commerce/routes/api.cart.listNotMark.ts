import { cartView } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Cart API listNotMark: the caller's lines that cannot be bought now (out of stock, unconfirmed availability). */
const handler = cartApiCall(async ({ context, shopper }) => (await cartView(context.runtime, shopper)).lines.filter((l) => l.goods.outOfStock));
export const loader = handler;
export const action = handler;
