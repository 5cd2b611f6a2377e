import { describe, expect, it } from 'vitest';
import { demoReferralClicks, demoReferralConversions, demoReminderOrders, demoReminderSteps } from './marketing';

describe('the demo’s referral clicks and reminders', () => {
  const today = new Date('2026-11-28T17:00:00.000Z');

  it('are the same every time, all in the past, and reminders go out in the day (no quiet hours)', () => {
    const steps = demoReminderSteps(today);
    expect(demoReminderSteps(today)).toEqual(steps);
    expect(steps.length).toBeGreaterThan(30);
    expect(steps.every((s) => s.at < today.getTime())).toBe(true);
    for (const s of steps.filter((x) => x.command === 'send')) {
      const hour = new Date(s.at).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(21);
    }
    // Every kind of reminder and every way of unsubscribing that the report shows appears.
    expect(new Set(steps.filter((s) => s.command === 'send').map((s) => (s as { kind: string }).kind))).toEqual(new Set(['cart', 'board', 'price-drop', 'back-in-stock']));
    expect(steps.some((s) => s.command === 'disarm')).toBe(true);
    expect(steps.some((s) => s.command === 'choose')).toBe(true);
  });

  it('clicks come from distinct visitors over the last two weeks', () => {
    const clicks = demoReferralClicks(today);
    expect(new Set(clicks.map((c) => c.visitorId)).size).toBe(clicks.length);
    expect(clicks.every((c) => c.at < today.getTime() && c.at > today.getTime() - 15 * 86_400_000)).toBe(true);
  });

  it('three referred visitors sign up after their click, two of them order after signing up; all in the past, the same every time', () => {
    const conversions = demoReferralConversions(today);
    expect(demoReferralConversions(today)).toEqual(conversions);
    const clicks = new Map(demoReferralClicks(today).map((c) => [c.visitorId, c.at]));
    expect(conversions).toHaveLength(3);
    expect(new Set(conversions.map((c) => c.userId)).size).toBe(3);
    for (const c of conversions) {
      expect(c.clickedAt).toBe(clicks.get(c.visitorId));
      expect(c.landedAt).toBeLessThan(c.clickedAt);
      expect(c.signedUpAt).toBeGreaterThan(c.clickedAt);
      expect(c.email).toMatch(/@roomcraft\.local$/);
      if (c.order) {
        expect(c.order.clientId).toBe(c.userId);
        expect(c.order.visitorId).toBe(c.visitorId);
        expect(c.order.at).toBeGreaterThan(c.signedUpAt);
        expect(c.order.at).toBeLessThan(today.getTime());
      }
    }
    expect(conversions.filter((c) => c.order)).toHaveLength(2);
  });

  it('some reminded shoppers order within 7 days after a sent reminder: every kind, in several weeks, the same every time', () => {
    const orders = demoReminderOrders(today);
    expect(demoReminderOrders(today)).toEqual(orders);
    const sends = demoReminderSteps(today).filter((s) => s.command === 'send') as Extract<ReturnType<typeof demoReminderSteps>[number], { command: 'send' }>[];
    const kinds = new Set<string>();
    for (const o of orders) {
      expect(o.at).toBeLessThan(today.getTime());
      // A reminder that went out (not a capped or stale second piece of news) in the 7 days before the order.
      const sent = sends.filter((s) => s.userId === o.clientId && !/-news[23]$/.test(s.token) && s.at <= o.at && o.at - s.at <= 7 * 86_400_000);
      expect(sent.length).toBeGreaterThan(0);
      for (const s of sent) kinds.add(s.kind);
      expect(new Date(o.at).getUTCHours()).toBeGreaterThanOrEqual(8);
    }
    expect(kinds).toEqual(new Set(['cart', 'board', 'price-drop', 'back-in-stock']));
    expect(new Set(orders.map((o) => o.clientId.split('-')[2])).size).toBeGreaterThanOrEqual(3);
    // Small: with the referred clients' two, six paid orders in all.
    expect(orders.length + demoReferralConversions(today).filter((c) => c.order).length).toBeLessThanOrEqual(6);
  });
});
