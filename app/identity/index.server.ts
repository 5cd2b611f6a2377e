/**
 * The identity context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { saveAddress, setContactPreference } from './application/account-settings.server';
export { sendPasswordReset } from './application/accounts.server';
export { checkOAuthLogin } from './application/oauth-login.server';
export { signOut, startUserSession } from './application/sign-in.server';
export { callerOf, sessionApiCall, userOf } from './server/api.server';
export { providerSettings } from './server/oauth-client.server';
