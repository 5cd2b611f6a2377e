import { sessionApiCall, userOf } from '~/identity/index.server';
import { enrollAttentive } from '../application/calls.server';

/**
 * POST /api/client/enrollAttentive {event} (part 1 §7): the signed-in client's
 * SMS/marketing enrollment for an event, once per event; 401 for a visitor,
 * 4xx for a bad event name, nothing stored.
 */
export const action = sessionApiCall(async ({ context, session, input }) =>
  enrollAttentive(context.runtime, { visitorId: session.visitorId, actor: session.actor, userId: userOf(session).id }, input),
);
