import { cartBadge } from '../../../projections/cart/cart-lines';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Order getCartAllCount: how many items the caller's cart holds, and its line ids (cartCount, cartNeedGoodIds). */
const handler = cartApiCall(async ({ context, shopper }) => cartBadge(context.runtime.db, shopper.ownerId));
export const loader = handler;
export const action = handler;
