import { calcPriceDiscount } from '~/promotions/application/discounts.server';
import { cartApiCall } from '~/commerce/index.server';

/** Discount calcPriceDiscount {priceCents}: the caller's store credit against a price (creditsUsedCents, creditsRemainCents). */
const handler = cartApiCall(async ({ context, shopper, input }) => calcPriceDiscount(context.runtime, shopper, input));
export const loader = handler;
export const action = handler;
