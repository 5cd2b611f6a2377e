import { checkShippingCode } from '~/commerce/application/checkout.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';

/** /order/manage/checkShippingCode {zip, state?}: whether we deliver to this ZIP, its state and the sales tax rate there. */
const handler = cartApiCall(async ({ context, input }) => checkShippingCode(context.runtime, input));
export const loader = handler;
export const action = handler;
