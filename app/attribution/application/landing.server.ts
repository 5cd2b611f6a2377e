import { attributionCommands } from '../../../domain/attribution/commands';
import type { Actor } from '../../../domain/shared/messages';
import { consentOf } from '../../../domain/tracking/consent';
import { touchKeys, type TouchValues } from '../../../domain/tracking/events';
import { emptyTouchValues, touchValuesOf } from '../../../domain/tracking/touch';
import type { Runtime } from '../../../infra/runtime';
import { ValidationError } from '../../../domain/shared/errors';
import { parseWith } from '../../web/api.server';
import { z } from 'zod';

export interface Lander {
  visitorId: string;
  actor: Actor;
}

const hostPattern = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

function referrerHostOf(referrer: string | null): string | null {
  try {
    const host = new URL(referrer ?? '').host;
    return hostPattern.test(host) ? host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's landing (issue 26, ADR 054): when a page's address carries any
 * tracking value (ad_id, creative_id, pub_id, utm_*, gclid, influencer, ref,
 * needrtbid), it is recorded as RecordLanding → `VisitorLanded` on the visitor's
 * attribution stream. With analytics consent (and no Do Not Track) every value is
 * kept; without it only `ref` (what honours a referral), and nothing when there is
 * no ref. Cheap when there is nothing to record (no database call); never fails
 * the page: a refusal or a busy store is logged and the page is served.
 */
export async function recordLanding(runtime: Runtime, request: Request, lander: Lander): Promise<void> {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // A page's data request (client navigation, revalidation) is not a landing.
  if (url.pathname.endsWith('.data') || url.searchParams.has('_data')) return;
  try {
    await landAt(runtime, url, request.headers, request.headers.get('referer'), lander);
  } catch (error) {
    runtime.logger.warn('a landing was not recorded', { problem: error instanceof Error ? error.message.slice(0, 200) : String(error) });
  }
}

/** Records the landing at `url` under the consent the headers carry; false when there is nothing to keep. */
async function landAt(runtime: Runtime, url: URL, headers: Headers, referrer: string | null, lander: Lander): Promise<boolean> {
  const raw = touchValuesOf(url.searchParams);
  // Control characters (a NUL the database cannot keep) are dropped; what is left is kept as text.
  const found: TouchValues | null = raw && (Object.fromEntries(touchKeys.map((k) => [k, raw[k]?.replace(/[\u0000-\u001f\u007f]/g, '').trim() || null])) as unknown as TouchValues);
  if (!found || touchKeys.every((k) => !found[k])) return false;
  const values = consentOf(headers) === 'analytics' ? found : found.ref ? { ...emptyTouchValues(), ref: found.ref } : null;
  if (!values) return false;
  const landingPage = url.pathname.slice(0, 300);
  await runtime.execute(
    attributionCommands.RecordLanding,
    { visitorId: lander.visitorId, values, landingPage, referrerHost: referrerHostOf(referrer), siteHost: url.host },
    { actor: lander.actor },
  );
  return true;
}

const consentedLanding = z.object({
  href: z.string({ required_error: 'Please give the page address', invalid_type_error: 'Please give the page address' }).min(1, 'Please give the page address').max(2_000, 'The page address is too long'),
  referrer: z.string({ invalid_type_error: 'The referrer must be an address' }).max(2_000, 'The referrer is too long').nullish(),
});

/**
 * POST /api/attribution/landing {href, referrer?}: the page the visitor was on
 * when they allowed analytics in the cookie banner. Its tracking values were
 * recorded (ref only, or not at all) when the page was served without consent;
 * now that the consent cookie is set, they are recorded in full. Only an address
 * on this site; under the consent the request carries (so essential-only keeps
 * only `ref`, as for a served page).
 */
export async function recordConsentedLanding(runtime: Runtime, request: Request, lander: Lander, input: Record<string, unknown>) {
  const { href, referrer } = parseWith(consentedLanding, input);
  const site = new URL(request.url);
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    throw new ValidationError('INVALID_HREF', 'The page address is not one of this site’s', { href: 'The page address is not one of this site’s' });
  }
  if (url.host !== site.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ValidationError('INVALID_HREF', 'The page address is not one of this site’s', { href: 'The page address is not one of this site’s' });
  return { recorded: await landAt(runtime, url, request.headers, referrer ?? null, lander) };
}
