import { affiliateDiscount } from '~/promotions/application/discounts.server';
import { apiCall } from '~/web/api.server';

/** Affiliation getAffiliateDiscount: the referral's 20% off a first design project, checked at the price 4900. */
const handler = apiCall(async () => affiliateDiscount());
export const loader = handler;
export const action = handler;
