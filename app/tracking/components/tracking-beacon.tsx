import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { touchKeys } from '../../../domain/tracking/events';
import { analyticsAllowed, collectPath, TrackerQueue, trackingDelayMs, type TrackedEvent } from '../tracker';

/** Other code marks a key action with `window.dispatchEvent(new CustomEvent(trackEventName, { detail: { eventType, pageAction } }))`. */
export const trackEventName = 'roomcraft:track';

/** What a page may mark itself as with `data-track-view`. */
const viewEvents = new Set(['product_view']);
/** The cookie banner's event when a choice is made (its detail: `analytics` or `essential`). */
const consentEventName = 'roomcraft:consent';
const consentedLandingPath = '/api/attribution/landing';
/** Whether an address's query carries a tracking value. */
const hasTouchValues = (search: string) => {
  const query = new URLSearchParams(search);
  return touchKeys.some((k) => (query.get(k) ?? '').trim() !== '');
};

const allowed = () => analyticsAllowed(document.cookie, navigator as Navigator & { globalPrivacyControl?: boolean });

function send(batch: TrackedEvent[], leaving: boolean) {
  const body = JSON.stringify(batch);
  // keepalive lets the request outlive the page (as sendBeacon would, which cannot send JSON's content type).
  fetch(collectPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: leaving, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * The first-party tracker (issue 26, ADR 053): no third-party script. Only with
 * the visitor's analytics consent (and no Do Not Track / GPC) it queues a page
 * view per page, clicks on elements marked `data-track="<action>"` and the
 * `roomcraft:track` events, and sends them in batches after the spec's 5 s
 * visitor-tracking delay (at once when the page is hidden or left).
 */
export function TrackingBeacon() {
  const location = useLocation();
  const queue = useRef<TrackerQueue | null>(null);
  const seq = useRef(0);

  const track = (eventType: string, pageAction?: string, extended?: TrackedEvent['extended']) => {
    if (!allowed()) return;
    queue.current ??= new TrackerQueue(trackingDelayMs);
    const now = Date.now();
    queue.current.push({ eventType, page: window.location.pathname, pageAction, eventTime: now, requestId: `${now.toString(36)}-${(seq.current++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`, websiteSource: 'web', extended }, now);
  };

  /** The page's view, and what the page marks itself as (`data-track-view`, e.g. a product page's `product_view`). */
  const viewed = () => {
    track('page_view', undefined, document.referrer ? { referrer: document.referrer.slice(0, 500) } : undefined);
    const marked = document.querySelector('[data-track-view]')?.getAttribute('data-track-view');
    if (marked && viewEvents.has(marked)) track(marked);
  };

  useEffect(viewed, [location.pathname]);

  useEffect(() => {
    // Analytics allowed in the banner: the page it was allowed on counts (its view, and its landing's tracking values).
    const onConsent = (e: Event) => {
      if ((e as CustomEvent<string>).detail !== 'analytics' || !allowed()) return;
      viewed();
      if (hasTouchValues(window.location.search)) {
        fetch(consentedLandingPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ href: window.location.href, referrer: document.referrer || null }), credentials: 'same-origin' }).catch(() => undefined);
      }
    };
    window.addEventListener(consentEventName, onConsent);
    return () => window.removeEventListener(consentEventName, onConsent);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const flush = (leaving: boolean) => {
      for (const batch of queue.current?.due(Date.now(), leaving) ?? []) send(batch, leaving);
    };
    const timer = window.setInterval(() => flush(false), 1_000);
    const onHide = () => document.visibilityState === 'hidden' && flush(true);
    const onLeave = () => flush(true);
    const onClick = (e: MouseEvent) => {
      const marked = (e.target as Element | null)?.closest?.('[data-track]');
      if (marked) track('click', marked.getAttribute('data-track')?.slice(0, 200) ?? undefined);
    };
    const onTrack = (e: Event) => {
      const detail = (e as CustomEvent<{ eventType?: string; pageAction?: string }>).detail;
      if (detail?.eventType) track(detail.eventType, detail.pageAction);
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('click', onClick, true);
    window.addEventListener(trackEventName, onTrack);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(trackEventName, onTrack);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
