import { createCookie, type Cookie } from '@remix-run/node';
import type { Runtime } from '../../infra/runtime';

const made = new WeakMap<Runtime, Map<string, Cookie>>();

/**
 * An HttpOnly, SameSite=Lax cookie signed with the runtime's session secret
 * (Secure in production), made once per runtime and name.
 */
export function signedCookie(runtime: Runtime, name: string, options: { path: string; maxAge?: number }): Cookie {
  let byName = made.get(runtime);
  if (!byName) made.set(runtime, (byName = new Map()));
  let cookie = byName.get(name);
  if (!cookie) {
    cookie = createCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: runtime.config.NODE_ENV === 'production',
      secrets: [runtime.sessionSecret],
      ...options,
    });
    byName.set(name, cookie);
  }
  return cookie;
}
