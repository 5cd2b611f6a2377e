/**
 * The first-party tracker's queue (issue 26; part 1 §9: visitor-tracking delay
 * 5 s): events wait at least `delayMs` after the first one is queued and go in
 * batches of at most `maxBatch` (the server's limit, ADR 050). Pure: the caller
 * gives the clock and does the sending.
 */
export const trackingDelayMs = 5_000;
export const trackerMaxBatch = 50;
/** Most events kept waiting (a page left open for days does not grow memory). */
export const trackerMaxQueued = 200;
export const collectPath = '/tracking/api/tracking/collect';

export interface TrackedEvent {
  eventType: string;
  page: string;
  pageAction?: string;
  eventTime: number;
  requestId: string;
  websiteSource: 'web';
  extended?: Record<string, string | number | boolean | null>;
}

export class TrackerQueue {
  private events: TrackedEvent[] = [];
  private firstAt: number | null = null;

  constructor(private readonly delayMs = trackingDelayMs) {}

  push(event: TrackedEvent, nowMs: number): void {
    if (this.events.length >= trackerMaxQueued) this.events.shift();
    this.events.push(event);
    this.firstAt ??= nowMs;
  }

  get size(): number {
    return this.events.length;
  }

  /** The batches due at `nowMs` (all of them when `force`, e.g. the page is being left). */
  due(nowMs: number, force = false): TrackedEvent[][] {
    if (!this.events.length || (!force && (this.firstAt === null || nowMs - this.firstAt < this.delayMs))) return [];
    const batches: TrackedEvent[][] = [];
    while (this.events.length) batches.push(this.events.splice(0, trackerMaxBatch));
    this.firstAt = null;
    return batches;
  }
}

/** True when the visitor allowed analytics in the cookie banner and the browser does not ask not to be tracked. */
export function analyticsAllowed(cookie: string, nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
  return /(?:^|;\s*)rc_consent=analytics(?:;|$)/.test(cookie);
}
