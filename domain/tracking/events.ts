import type { Event } from '../shared/messages';

/**
 * First-party tracking and attribution facts (issue 26): the contract between
 * what collects them (the tracking context: the collect calls, the landing's
 * attribution, the facts attached to sign-up, projects and orders) and what
 * reads them (the analytics projections, experiments). Recorded only for a
 * visitor who chose "analytics" in the cookie banner and does not send Do Not
 * Track; nothing here holds an e-mail, a name or an address.
 */

/** The tracking values kept from the landing address (part 2 §3). */
export const touchKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'ad_id',
  'creative_id',
  'pub_id',
  'influencer',
  'ref',
  'needrtbid',
] as const;
export type TouchKey = (typeof touchKeys)[number];
export type TouchValues = { readonly [K in TouchKey]: string | null };

/** Where a visit came from, derived from its touch values and referrer (`channelOf`). */
export const channels = ['paid_search', 'paid_social', 'email', 'affiliate', 'influencer', 'referral', 'organic', 'direct'] as const;
export type Channel = (typeof channels)[number];

/** One touch: the values, the channel they make, the landing page (a path, no query) and when. */
export interface Touch {
  values: TouchValues;
  channel: Channel;
  landingPage: string;
  at: string;
}

/** Standard tracking event types the site itself sends; `eventType` may be any other name too (≤ 64 characters). */
export const standardEventTypes = ['page_view', 'product_view', 'add_to_cart', 'checkout_start', 'purchase'] as const;

/**
 * One collected tracking event (POST tracking/api/tracking/collect, clientTrack/collect).
 * `visitorId` and `userId` are the session's, never the body's.
 */
export type TrackingEventCollected = Event<
  'TrackingEventCollected',
  {
    visitorId: string;
    userId: string | null;
    requestId: string;
    eventType: string;
    page: string;
    pageAction: string | null;
    channel: string | null;
    promoCode: string | null;
    websiteSource: 'web';
    /** The browser's time, kept within a day of `receivedAt`. */
    eventTime: string;
    receivedAt: string;
    extended: Readonly<Record<string, string | number | boolean | null>>;
  }
>;

/** A visitor's landing with its touch: the first one on the stream is the first touch, each later one a new last touch. */
export type VisitorLanded = Event<'VisitorLanded', { visitorId: string; touch: Touch; referrerHost: string | null }>;

/** The visitor's first and last touch attached as facts to a sign-up, a design project or an order. */
export type AttributionAttached = Event<
  'AttributionAttached',
  {
    visitorId: string;
    subject: 'signup' | 'project' | 'order';
    subjectId: string;
    userId: string | null;
    firstTouch: Touch;
    lastTouch: Touch;
    at: string;
  }
>;

/** Tracking events: `tracking-<visitorId>`; landings and attached facts: `attribution-<visitorId>`. */
export const trackingStream = (visitorId: string) => `tracking-${visitorId}`;
export const attributionStream = (visitorId: string) => `attribution-${visitorId}`;

export type TrackingFact = TrackingEventCollected | VisitorLanded | AttributionAttached;

const searchHosts = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex)\./;

/** The channel a landing's values and referrer make; paid and campaign values win over the referrer. */
export function channelOf(values: TouchValues, referrerHost: string | null, siteHost: string | null = null): Channel {
  const medium = (values.utm_medium ?? '').toLowerCase();
  const source = (values.utm_source ?? '').toLowerCase();
  if (values.gclid || medium === 'cpc' || medium === 'ppc' || medium === 'paid_search') return 'paid_search';
  if (medium === 'email' || source === 'email' || source === 'newsletter') return 'email';
  if (values.influencer || medium === 'influencer') return 'influencer';
  if (values.ad_id || values.creative_id || medium === 'paid_social' || medium === 'social_paid' || medium === 'display') {
    return /facebook|instagram|pinterest|tiktok|meta|snapchat/.test(source) ? 'paid_social' : 'paid_search';
  }
  if (values.pub_id || medium === 'affiliate') return 'affiliate';
  if (values.ref || medium === 'referral') return 'referral';
  const host = referrerHost?.toLowerCase() ?? null;
  if (!host || host === siteHost?.toLowerCase()) return values.utm_campaign || values.utm_source ? 'referral' : 'direct';
  if (searchHosts.test(host)) return 'organic';
  return 'referral';
}
