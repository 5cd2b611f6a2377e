/**
 * The promotions context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { listAvailable } from './application/discounts.server';
export { checkReferral, keptReferral } from './server/referral.server';
export { getOnlinePromotion } from './application/sale-promotions.server';
