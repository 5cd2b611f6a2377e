import { callerOf, sessionApiCall } from '~/identity/index.server';
import { membershipOfClient } from '~/membership/application/membership.server';

/**
 * GET /clientMember: the signed-in client's membership — `{ tier, tiers,
 * memberSince, perks: [{ key, title, text, active, until, href }], next }`.
 * A visitor gets 401; nobody can ask for another client's.
 */
const handler = sessionApiCall(async ({ context, session }) => membershipOfClient(context.runtime, callerOf(session).userId));
export const loader = handler;
export const action = handler;
