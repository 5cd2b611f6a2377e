import { createCookie } from '@remix-run/node';

/**
 * The role kept in the browser (part 1 §6, part 2 §6: format prefix_letter, e.g.
 * `pricing_d`) picks the low-price variant. A page address carries it once as
 * `?role=pricing_d` (an ad or e-mail link); the price pages keep it in this cookie
 * for 30 days so every later price page shows the same prices. `?role=` (empty)
 * forgets it. Anything not of that format is ignored.
 */
export const priceRoleCookie = createCookie('price_role', { path: '/', maxAge: 30 * 24 * 60 * 60, sameSite: 'lax', httpOnly: true });
const rolePattern = /^[a-z0-9]{1,30}_[a-f]$/i;

export const validRole = (role: unknown): string | null => (typeof role === 'string' && rolePattern.test(role.trim()) ? role.trim().toLowerCase() : null);

/** The browser's price role: the query's (to be remembered) or the cookie's. */
export async function priceRoleOf(request: Request): Promise<{ role: string | null; setCookie: string | null }> {
  const asked = new URL(request.url).searchParams.get('role');
  if (asked !== null) {
    const role = validRole(asked);
    if (role) return { role, setCookie: await priceRoleCookie.serialize(role) };
    if (asked.trim() === '') return { role: null, setCookie: await priceRoleCookie.serialize('', { maxAge: 0 }) };
  }
  let kept: unknown = null;
  try {
    kept = await priceRoleCookie.parse(request.headers.get('cookie'));
  } catch {
    kept = null;
  }
  return { role: validRole(kept), setCookie: null };
}
