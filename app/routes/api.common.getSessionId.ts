import { sessionApiCall } from '~/identity/server/api.server';

/** GET /common/getSessionId: the caller's token (a new visitor token on first contact). */
const handler = sessionApiCall(async ({ session }) => ({
  sessionId: session.token,
  visitorId: session.visitorId,
  loggedIn: session.user !== null,
  user: session.user,
}));
export const loader = handler;
export const action = handler;
