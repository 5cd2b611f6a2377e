import { sessionApiCall } from '~/identity/server/api.server';
import { authorizedByHeader } from '~/web/session.server';

/**
 * GET /common/getSessionId: the caller's token (a new visitor token on first
 * contact). A signed-in browser's token lives in an HttpOnly cookie and is never
 * handed to page scripts: only a caller whose `authorization` header carries
 * that very token gets a signed-in token back (any other header proves nothing).
 */
const handler = sessionApiCall(async ({ request, session }) => ({
  sessionId: session.user && !authorizedByHeader(request, session) ? null : session.token,
  visitorId: session.visitorId,
  loggedIn: session.user !== null,
  user: session.user,
}));
export const loader = handler;
export const action = handler;
