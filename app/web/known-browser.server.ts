import { createCookie, type AppLoadContext, type Cookie } from '@remix-run/node';
import type { Runtime } from '../../infra/runtime';

/**
 * A browser remembers (in a signed cookie no script can read or forge) the
 * accounts that signed in from it, kept across sign-out, so sign-in throttling
 * can tell their owner's browser from everyone else's.
 */
const cookies = new WeakMap<Runtime, Cookie>();
const kept = 5;

function cookieFor(runtime: Runtime): Cookie {
  let cookie = cookies.get(runtime);
  if (!cookie) {
    cookie = createCookie('rc_known', {
      httpOnly: true,
      sameSite: 'lax',
      secure: runtime.config.NODE_ENV === 'production',
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      secrets: [runtime.sessionSecret],
    });
    cookies.set(runtime, cookie);
  }
  return cookie;
}

export async function knownAccounts(request: Request, context: AppLoadContext): Promise<string[]> {
  const value = (await cookieFor(context.runtime).parse(request.headers.get('cookie'))) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, kept) : [];
}

/** Set-Cookie adding `userId` to the accounts this browser knows. */
export async function rememberAccount(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const known = (await knownAccounts(request, context)).filter((id) => id !== userId);
  return cookieFor(context.runtime).serialize([userId, ...known].slice(0, kept));
}
