import { cartView } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Cart API list: the caller's cart lines, priced now, with the recomputed totals. */
const handler = cartApiCall(async ({ context, shopper }) => cartView(context.runtime, shopper));
export const loader = handler;
export const action = handler;
