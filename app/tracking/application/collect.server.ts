import { forgedIdentity, parseCollectBody } from '../../../domain/tracking/collect';
import { consentOf, doNotTrack } from '../../../domain/tracking/consent';
import type { Runtime } from '../../../infra/runtime';
import { envelope, failure } from '../../web/api.server';
import { rateLimiter } from '../../web/rate-limit.server';
import { refusalOf } from '../../web/refusal';
import type { RequestSession } from '../../web/session.server';
import { collectorOf, trackingEventsLimit, type CollectItem } from '../server/collector.server';

/** The collect calls' answers (ADR 050, ADR 053). */
export const collectMessages = {
  notKept: 'Nothing was kept: analytics is not allowed for this visitor.',
  tooMany: trackingEventsLimit.message,
  busy: 'Tracking is busy; try again in a few seconds.',
};

/**
 * One collect call (POST tracking/api/tracking/collect, clientTrack/collect):
 * the body is checked first (400 naming the field, 413 for a batch or an event
 * too large), then the identity (a body naming another visitor or user: 403),
 * then consent: without analytics consent, or with Do Not Track / Global Privacy
 * Control, nothing is kept (202, `stored: 0`) — no collected event is essential
 * (what the site must keep, orders and sign-ins, are its own contexts' facts).
 * Then the visitor's rate limit (429) and the queue (503 when full); 200 with
 * `stored` once the events are in the visitor's stream.
 */
export async function collectTracking(runtime: Runtime, session: RequestSession, request: Request, body: unknown): Promise<Response> {
  const parsed = parseCollectBody(body);
  if (!parsed.ok) return failure(parsed.message, parsed.status);
  const who = { visitorId: session.visitorId, userId: session.user?.id ?? null };
  const forged = forgedIdentity(parsed.events, who);
  if (forged) return failure(forged, 403);
  if (consentOf(request.headers) !== 'analytics') {
    return envelope({ stored: 0, consent: 'essential', doNotTrack: doNotTrack(request.headers) }, collectMessages.notKept, 202);
  }
  const count = parsed.events.length;
  if (!(await rateLimiter(runtime).take(trackingEventsLimit, session.visitorId, count))) {
    const res = failure(collectMessages.tooMany, 429);
    res.headers.set('Retry-After', '5');
    return res;
  }
  const item: CollectItem = { input: { visitorId: session.visitorId, events: parsed.events }, actor: session.actor };
  const stored = collectorOf(runtime).queue.offer([item]);
  if (!stored) {
    const res = failure(collectMessages.busy, 503);
    res.headers.set('Retry-After', '2');
    return res;
  }
  try {
    await stored;
  } catch (error) {
    runtime.logger.warn('tracking events not stored', { count, problem: error instanceof Error ? error.message : String(error) });
    return failure(collectMessages.busy, 503);
  }
  const outcome = item.outcome;
  if (outcome && !outcome.ok) {
    const refusal = refusalOf(outcome.error);
    if (refusal) return failure(refusal.message, refusal.status, refusal.fields);
    throw outcome.error;
  }
  return envelope({ stored: count });
}
