import { countNewShippingFree } from '~/commerce/application/cart.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** Cart API countNewShippingFree (newType, goodsJson, promoCode): lines that would newly ship free. */
const handler = cartApiCall(async ({ context, shopper, input }) => countNewShippingFree(context.runtime, shopper, input));
export const loader = handler;
export const action = handler;
