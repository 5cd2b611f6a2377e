import { keptReferral } from '~/promotions/index.server';
import { sessionApiCall } from '~/identity/index.server';
import { incrReferCount } from '../application/calls.server';

/**
 * POST /api/client/incrReferCount {ref?} (part 1 §7): a referral link's click,
 * counted for the referrer once per visitor; the ref this browser carries when
 * the body has none. 4xx for an unknown or malformed ref, nothing stored.
 */
export const action = sessionApiCall(async ({ request, context, session, input }) =>
  incrReferCount(context.runtime, { visitorId: session.visitorId, actor: session.actor, userId: session.user?.id ?? null }, input, await keptReferral(context.runtime, request)),
);
