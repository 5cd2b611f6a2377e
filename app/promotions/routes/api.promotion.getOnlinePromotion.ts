import { getOnlinePromotion } from '~/promotions/application/sale-promotions.server';
import { apiCall } from '~/web/api.server';

/** getOnlinePromotion (part 2 §7): the promotion online now; homePageContent, globalTop, cartDiscount, payDiscount as JSON strings, plus termsAndConditions. */
const handler = apiCall(async ({ context }) => getOnlinePromotion(context.runtime));
export const loader = handler;
export const action = handler;
