import { cartTax } from '~/commerce/application/pricing.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/calcTax {state, discountCode}: the sales tax of the client's cart shipped to that state. */
const handler = cartApiCall(async ({ context, shopper, input }) => cartTax(context.runtime, shopper, input));
export const loader = handler;
export const action = handler;
