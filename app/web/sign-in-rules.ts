/**
 * Where the login modal opens and where the browser goes afterwards (part 2 §2,
 * part 1 §4 and §6). Shared by the root loader and the browser, so both agree.
 */
import { safeRedirect } from './safe-redirect';

export type LoginMode = 'LOGIN' | 'REGISTER' | 'CREATE' | 'OAUTH_BIND' | 'OAUTH_CREATE';

/** What the URL asks of the modal: the mode, and for social sign-in the key and the provider's e-mail. */
export interface LoginRequest {
  mode: LoginMode;
  error?: string;
  authId?: string;
  email?: string;
  provider?: 'GOOGLE' | 'FACEBOOK';
}

/** The sign-in modal opens when the path contains sign-in (/sign-in, /design/sign-in, /diy/sign-in). */
export const isSignInPath = (pathname: string) => pathname.toLowerCase().includes('sign-in');

/**
 * Pages that need a signed-in client: the account pages under /client (the mood
 * board detail is open to all and reloads after sign-in) and any path with /manage/.
 */
export function signInRequired(pathname: string): boolean {
  if (pathname.includes('/manage/')) return true;
  return pathname === '/client' || (pathname.startsWith('/client/') && !pathname.startsWith('/client/detail/'));
}

/** After a sign-in on this page the page reloads (part 1 §2). */
export const reloadsAfterSignIn = (pathname: string) => pathname.startsWith('/client/detail/mood_board');

/** Query parameters that only ask for the modal; they are dropped once it has done its job. */
export const loginParams = ['login', 'register', 'authId', 'oauth', 'oauthError'] as const;

/** Where to land after signing in from this address: a sign-in page leaves for its redirectTo (or home). */
export function afterSignIn(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (isSignInPath(pathname)) return safeRedirect(params.get('redirectTo'));
  for (const name of loginParams) params.delete(name);
  const rest = params.toString();
  return pathname + (rest ? `?${rest}` : '');
}

export const providerLabel = (provider: string | undefined) => (provider === 'FACEBOOK' ? 'Facebook' : provider === 'GOOGLE' ? 'Google' : 'your provider');
