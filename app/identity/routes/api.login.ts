/** POST login {email, password}: the spec's bare call beside the client calls, the same as client/login (a new session and token). */
export { action } from './api.client.login';
import { methodNotAllowed } from '~/web/api.server';
export const loader = () => methodNotAllowed();
