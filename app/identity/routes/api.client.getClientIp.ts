import { sessionApiCall } from '~/identity/server/api.server';

/**
 * GET /client/getClientIp: the address this request came from, as the site
 * sees it (behind a proxy only when TRUST_PROXY names it), for the caller's own
 * use — never another visitor's.
 */
const handler = sessionApiCall(async ({ visit }) => ({ ip: visit.clientAddress }));
export const loader = handler;
export const action = handler;
