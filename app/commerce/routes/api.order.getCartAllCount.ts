import { cartBadgeNow } from '../application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Order getCartAllCount: how many items the caller's cart holds, and its line ids (cartCount, cartNeedGoodIds). */
const handler = cartApiCall(async ({ context, shopper }) => cartBadgeNow(context.runtime, shopper.ownerId));
export const loader = handler;
export const action = handler;
