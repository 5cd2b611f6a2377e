import { describe, expect, it } from 'vitest';
import { collectTrackingSchema } from '../../domain/tracking/commands';
import { recordLandingSchema } from '../../domain/attribution/attribution';
import { demoTrackingDays, demoVisits } from './tracking';

const goods = ['g00001', 'g00002', 'g00003'];
const today = new Date('2026-11-28T09:30:00.000Z');

describe('the demo visits', () => {
  const visits = demoVisits(goods, today);

  it('are the same every time, about 25 a day for 14 days, none in the future', () => {
    expect(demoVisits(goods, today)).toEqual(visits);
    const days = new Map<string, number>();
    for (const v of visits) days.set(new Date(v.at).toISOString().slice(0, 10), (days.get(new Date(v.at).toISOString().slice(0, 10)) ?? 0) + 1);
    expect(days.size).toBe(demoTrackingDays);
    for (const n of days.values()) expect(n).toBeGreaterThanOrEqual(15);
    expect(Math.max(...visits.map((v) => v.at + v.events.length * 40_000))).toBeLessThan(today.getTime());
    expect(new Set(visits.map((v) => v.visitorId)).size).toBe(visits.length);
  });

  it('narrow like a shop funnel: every visit views a page; fewer view a product, fewer add, fewer start a checkout', () => {
    const reached = (type: string) => visits.filter((v) => v.events.some((e) => e.eventType === type)).length;
    expect(reached('page_view')).toBe(visits.length);
    expect(reached('product_view')).toBeLessThan(visits.length);
    expect(reached('add_to_cart')).toBeLessThan(reached('product_view'));
    expect(reached('checkout_start')).toBeLessThan(reached('add_to_cart'));
    expect(reached('checkout_start')).toBeGreaterThan(0);
    expect(new Set(visits.map((v) => v.landing?.values.utm_campaign ?? null))).toEqual(new Set([null, 'autumn-sale', 'sofas-search', 'room-tours']));
  });

  it('pass the commands’ own schemas (they go in as the landing and the collect call do)', () => {
    for (const v of visits) {
      expect(collectTrackingSchema.safeParse({ visitorId: v.visitorId, events: v.events.map((e, i) => ({ ...e, requestId: `${v.visitorId}-${i}`, eventTime: new Date(v.at).toISOString() })) }).success).toBe(true);
      if (v.landing) expect(recordLandingSchema.safeParse({ visitorId: v.visitorId, ...v.landing, siteHost: 'localhost:3000' }).success).toBe(true);
    }
  });
});
