import { attributionCommands } from '../../domain/attribution/commands';
import { emptyTouchValues } from '../../domain/tracking/touch';
import { trackingCommands } from '../../domain/tracking/commands';
import type { TouchValues } from '../../domain/tracking/events';
import type { AppRuntime } from '../runtime';

/** Days of demo visits, ending the day the demo is seeded. */
export const demoTrackingDays = 14;

/** Where demo visitors come from: a campaign's landing values and its referrer, or none (a direct visit). */
const sources: { weight: number; values: Partial<TouchValues> | null; referrerHost: string | null; landingPage: string }[] = [
  { weight: 5, values: null, referrerHost: null, landingPage: '/' },
  { weight: 4, values: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn-sale' }, referrerHost: 'mail.example.net', landingPage: '/marketPlace/index' },
  { weight: 3, values: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'sofas-search', gclid: 'demo' }, referrerHost: 'www.google.com', landingPage: '/marketPlace/category' },
  { weight: 2, values: { utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'room-tours' }, referrerHost: 'l.instagram.com', landingPage: '/design/room' },
];

/** A small deterministic generator: the same demo every time it is seeded. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

interface DemoVisit {
  visitorId: string;
  at: number;
  landing: { values: TouchValues; landingPage: string; referrerHost: string | null } | null;
  events: { eventType: string; page: string }[];
}

/** The demo's visits (pure, deterministic): about 25 visitors a day for the last 14 days, today's only up to `today`. */
export function demoVisits(goodsIds: string[], today: Date): DemoVisit[] {
  const random = generator(26);
  const totalWeight = sources.reduce((sum, s) => sum + s.weight, 0);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const visits: DemoVisit[] = [];
  for (let day = demoTrackingDays - 1; day >= 0; day--) {
    const visitors = 18 + Math.floor(random() * 14);
    for (let n = 0; n < visitors; n++) {
      // Spread over the day's working hours; today's only up to the seeding time.
      let at = midnight - day * 86_400_000 + (8 + random() * 12) * 3_600_000;
      if (at > today.getTime() - 600_000) at = today.getTime() - 600_000 - (n + 1) * 60_000;
      let pick = random() * totalWeight;
      const source = sources.find((s) => (pick -= s.weight) < 0) ?? sources[0]!;
      const goods = goodsIds[Math.floor(random() * goodsIds.length)]!;
      const events: { eventType: string; page: string }[] = [{ eventType: 'page_view', page: source.landingPage }];
      const depth = random();
      if (depth < 0.62) events.push({ eventType: 'page_view', page: `/marketPlace/product/${goods}` }, { eventType: 'product_view', page: `/marketPlace/product/${goods}` });
      if (depth < 0.24) events.push({ eventType: 'add_to_cart', page: `/marketPlace/product/${goods}` });
      if (depth < 0.09) events.push({ eventType: 'page_view', page: '/payment/index/checkout' }, { eventType: 'checkout_start', page: '/payment/index/checkout' });
      visits.push({
        visitorId: `demo-visitor-${day}-${n}`,
        at,
        landing: source.values ? { values: { ...emptyTouchValues(), ...source.values }, landingPage: source.landingPage, referrerHost: source.referrerHost } : null,
        events,
      });
    }
  }
  return visits;
}

/**
 * Demo visits for the analytics console (issue 26): each visitor lands (with a
 * campaign's values, or directly) and browses as a visitor who allowed
 * analytics would — page views, product views, some adding to a cart and
 * starting a checkout — through the same commands the landing and the collect
 * call use, as the visitor, at the visit's time. Paid steps come only from paid
 * orders, so the demo's funnels end at checkout. Command ids are fixed: seeding
 * again appends nothing.
 */
export async function seedDemoTracking(runtime: Pick<AppRuntime, 'pipeline' | 'store'>, goodsIds: string[], today = new Date()) {
  const visits = demoVisits(goodsIds, today);
  if (await runtime.store.commandResult(`demo:tracking:${visits.at(-1)!.visitorId}`)) return;
  for (const { visitorId, at, landing, events } of visits) {
    const actor = { kind: 'visitor', visitorId } as const;
    if (landing) {
      await runtime.pipeline.execute(attributionCommands.RecordLanding, { visitorId, ...landing, siteHost: 'localhost:3000' }, { actor, commandId: `demo:landing:${visitorId}`, now: new Date(at) });
    }
    await runtime.pipeline.execute(
      trackingCommands.CollectTrackingEvents,
      { visitorId, events: events.map((e, i) => ({ ...e, requestId: `${visitorId}-${i}`, eventTime: new Date(at + i * 40_000).toISOString() })) },
      { actor, commandId: `demo:tracking:${visitorId}`, now: new Date(at + events.length * 40_000) },
    );
  }
}
