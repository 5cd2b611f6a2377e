import { listAvailable } from '~/promotions/application/discounts.server';
import { cartApiCall } from '~/commerce/index.server';

/** Discount listAvailable: the codes the caller can still use now, and their store credit. */
const handler = cartApiCall(async ({ context, shopper }) => listAvailable(context.runtime, shopper.userId));
export const loader = handler;
export const action = handler;
