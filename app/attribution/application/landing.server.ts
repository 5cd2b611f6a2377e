import { attributionCommands } from '../../../domain/attribution/commands';
import type { Actor } from '../../../domain/shared/messages';
import { consentOf } from '../../../domain/tracking/consent';
import { touchKeys, type TouchValues } from '../../../domain/tracking/events';
import { emptyTouchValues, touchValuesOf } from '../../../domain/tracking/touch';
import type { Runtime } from '../../../infra/runtime';

export interface Lander {
  visitorId: string;
  actor: Actor;
}

const hostPattern = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

function referrerHostOf(request: Request): string | null {
  try {
    const host = new URL(request.headers.get('referer') ?? '').host;
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
  const raw = touchValuesOf(url.searchParams);
  // Control characters (a NUL the database cannot keep) are dropped; what is left is kept as text.
  const found: TouchValues | null = raw && (Object.fromEntries(touchKeys.map((k) => [k, raw[k]?.replace(/[\u0000-\u001f\u007f]/g, '').trim() || null])) as unknown as TouchValues);
  if (!found || touchKeys.every((k) => !found[k])) return;
  const values = consentOf(request.headers) === 'analytics' ? found : found.ref ? { ...emptyTouchValues(), ref: found.ref } : null;
  if (!values) return;
  const landingPage = url.pathname.slice(0, 300);
  try {
    await runtime.execute(
      attributionCommands.RecordLanding,
      { visitorId: lander.visitorId, values, landingPage, referrerHost: referrerHostOf(request), siteHost: url.host },
      { actor: lander.actor },
    );
  } catch (error) {
    runtime.logger.warn('a landing was not recorded', { problem: error instanceof Error ? error.message.slice(0, 200) : String(error), keys: touchKeys.filter((k) => values[k]).join(',') });
  }
}
