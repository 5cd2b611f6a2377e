import type { AppLoadContext } from '@remix-run/node';
import { signedCookie } from './signed-cookie.server';
import type { Runtime } from '../../infra/runtime';

/**
 * A browser remembers (in a signed cookie no script can read or forge) the
 * accounts that signed in from it, kept across sign-out, so sign-in throttling
 * can tell their owner's browser from everyone else's.
 */
const kept = 5;
const cookieFor = (runtime: Runtime) => signedCookie(runtime, 'rc_known', { path: '/', maxAge: 365 * 24 * 60 * 60 });

export async function knownAccounts(request: Request, context: AppLoadContext): Promise<string[]> {
  const value = (await cookieFor(context.runtime).parse(request.headers.get('cookie'))) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, kept) : [];
}

/** Set-Cookie adding `userId` to the accounts this browser knows. */
export async function rememberAccount(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const known = (await knownAccounts(request, context)).filter((id) => id !== userId);
  return cookieFor(context.runtime).serialize([userId, ...known].slice(0, kept));
}
