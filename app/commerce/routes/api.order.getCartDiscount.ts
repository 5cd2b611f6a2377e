import { cartDiscount } from '~/commerce/application/pricing.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Order getCartDiscount {discountCode}: what the code does for the caller's cart, or exactly why it does not apply. */
const handler = cartApiCall(async ({ context, shopper, input }) => cartDiscount(context.runtime, shopper, input));
export const loader = handler;
export const action = handler;
