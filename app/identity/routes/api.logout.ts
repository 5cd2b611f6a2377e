/** POST logout: the spec's bare call beside the client calls, the same as client/logout (ends the session, answers a visitor token). */
export { action } from './api.client.logout';
import { methodNotAllowed } from '~/web/api.server';
export const loader = () => methodNotAllowed();
