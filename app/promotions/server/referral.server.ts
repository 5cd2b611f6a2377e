import { getAffiliateDiscount } from '../../../domain/promotions/codes';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { paidProjectCount } from '../../../projections/projects/needs';
import { signedCookie } from '../../web/signed-cookie.server';

/**
 * The referral (part 1 §1, §4; part 2 §4): a client shares a link to the home page
 * with `?ref=<their client id>`. On the home page the check runs once per browser
 * session and, for a real referring client who is not the visitor themself, shows a
 * dialog offering to start a project; the ref is then carried across later
 * navigation in this cookie (signed, HttpOnly, ending with the browser session) so
 * that the first project's payment takes 20% off without the link in the address.
 */
const refPattern = /^[A-Za-z0-9_-]{1,64}$/;

interface Kept {
  /** The referring client, once checked and found. */
  ref: string | null;
  /** The ref value this session already checked (found or not): the check runs once. */
  checked: string;
}

/** A session cookie (no Max-Age): it ends with the browser session. */
const referralCookie = (runtime: Runtime) => signedCookie(runtime, 'rc_referral', { path: '/' });

async function keptOf(runtime: Runtime, request: Request): Promise<Kept | null> {
  try {
    const value = (await referralCookie(runtime).parse(request.headers.get('cookie'))) as unknown;
    if (value && typeof value === 'object' && typeof (value as Kept).checked === 'string') {
      const ref = (value as Kept).ref;
      return { checked: (value as Kept).checked, ref: typeof ref === 'string' && refPattern.test(ref) ? ref : null };
    }
  } catch {
    // A tampered or old cookie counts as none.
  }
  return null;
}

/** The referring client this browser carries, if any (checked when it arrived). */
export async function keptReferral(runtime: Runtime, request: Request): Promise<string | null> {
  return (await keptOf(runtime, request))?.ref ?? null;
}

export interface ReferralOffer {
  percentOff: number;
  /** What the referral takes off at the check price (4900), for the dialog's example. */
  exampleCents: number;
}

/**
 * The home page's check: with `?ref=` it runs once per session. A real client other
 * than the viewer, for a viewer with no paid project yet, gets the dialog; the ref
 * is kept either way it was found. Returns the offer to show (or null) and the
 * cookie to set.
 */
export async function checkReferral(runtime: Runtime, request: Request, viewerId: string | null): Promise<{ offer: ReferralOffer | null; setCookie: string | null; ref: string | null }> {
  const asked = new URL(request.url).searchParams.get('ref')?.trim() ?? '';
  if (!asked || !refPattern.test(asked)) return { offer: null, setCookie: null, ref: await keptReferral(runtime, request) };
  const kept = await keptOf(runtime, request);
  if (kept?.checked === asked) return { offer: null, setCookie: null, ref: kept.ref };
  const referrer = asked === viewerId ? null : await getAccount(runtime.db, asked);
  const isClient = Boolean(referrer && referrer.roles.includes('client'));
  const eligible = isClient && (!viewerId || (await paidProjectCount(runtime.db, viewerId)) === 0);
  const next: Kept = { checked: asked, ref: isClient ? asked : (kept?.ref ?? null) };
  const setCookie = await referralCookie(runtime).serialize(next);
  if (!eligible) return { offer: null, setCookie, ref: next.ref };
  const { percentOff, discountCents } = getAffiliateDiscount();
  return { offer: { percentOff, exampleCents: discountCents }, setCookie, ref: next.ref };
}

/**
 * GET /login/register {id}: the register modal opened from a referral link —
 * the same check as the home page's (once per session, a real client other than
 * the viewer, kept for the session), answering the offer to show, if any.
 */
export async function registerReferral(runtime: Runtime, request: Request, id: string, viewerId: string | null) {
  const url = new URL(request.url);
  url.search = new URLSearchParams({ ref: id }).toString();
  const { offer, setCookie, ref } = await checkReferral(runtime, new Request(url, { headers: request.headers }), viewerId);
  return { referred: ref === id && id !== viewerId, offer, setCookie };
}
