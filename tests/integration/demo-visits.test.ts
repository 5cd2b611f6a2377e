import { describe, expect, it } from 'vitest';
import { demoReferralClicks, demoReferralConversions, demoReminderOrders } from '../../composition-root/demo/marketing';
import { demoVisits } from '../../composition-root/demo/tracking';
import { seedDemoVisits } from '../../composition-root/demo/seed';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { signedInStaff } from '../support/clients';
import { startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * The demo's two weeks of visits (what `npm start` seeds for the analytics
 * console): they go in through the landing and collect commands, the funnels
 * count them day by day and by campaign, and seeding again appends nothing. The
 * demo's marketing (issue 26) with them: the Referrals page shows sign-ups and
 * orders after Casey Client's link, the reminders report orders converted.
 */
/** An app with the demo's visits and marketing seeded, settled, and seeded again: the second seeding must append nothing. */
async function seededTwice() {
  const { runtime, base } = await startTestApp();
  const today = new Date();
  await seedDemoVisits(runtime, today);
  await settled(runtime);
  const events = async () => Number((await runtime.db('es_events').count<{ n: string }[]>({ n: '*' }))[0]!.n);
  const before = await events();
  await seedDemoVisits(runtime, today);
  expect(await events()).toBe(before);
  return { runtime, base, today };
}

describe('the demo visits in the analytics funnels', () => {
  it('fill the shop funnel for the last 14 days, by campaign; a second seeding appends nothing', async () => {
    const { runtime, base, today } = await seededTwice();

    const visits = demoVisits(demoGoods(360).slice(0, 60).map((g) => g.goodsId), today);
    const reached = (type: string) => visits.filter((v) => v.events.some((e) => e.eventType === type)).length;
    const staff = await signedInStaff(runtime, base);
    const from = new Date(today.getTime() - 13 * 86_400_000).toISOString().slice(0, 10);
    const to = today.toISOString().slice(0, 10);
    const all = await staff.call(`/admin/analytics/funnels?funnel=shop&from=${from}&to=${to}`);
    expect(all.status).toBe(200);
    // The referred visitors who signed up landed from Casey's link too, and the two who ordered reached checkout and paid
    // (the reminded shoppers' orders name no visitor: they never landed).
    const referred = demoReferralConversions(today);
    const ordered = referred.filter((c) => c.order).length;
    expect(all.data.rows[0].steps.map((s: { visitors: number }) => s.visitors)).toEqual([visits.length + referred.length, reached('product_view'), reached('add_to_cart'), reached('checkout_start') + ordered, ordered]);
    const byCampaign = await staff.call(`/admin/analytics/funnels?funnel=shop&dimension=campaign&from=${from}&to=${to}`);
    expect(byCampaign.data.rows.map((r: { value: string }) => r.value).sort()).toEqual(['(none)', 'autumn-sale', 'room-tours', 'sofas-search']);
    const emailVisitors = visits.filter((v) => v.landing?.values.utm_campaign === 'autumn-sale').length;
    expect(byCampaign.data.rows.find((r: { value: string }) => r.value === 'autumn-sale').entered).toBe(emailVisitors);
  });

  it('fill the Referrals page with sign-ups and orders after the demo client’s link and the reminders report with conversions; a second seeding appends nothing', async () => {
    const { runtime, base, today } = await seededTwice();

    const conversions = demoReferralConversions(today);
    const staff = await signedInStaff(runtime, base);
    const referrals = await staff.call('/admin/referrals');
    expect(referrals.status).toBe(200);
    expect(referrals.data.rows.find((r: { referrerId: string }) => r.referrerId === 'demo-client')).toMatchObject({
      clicks: demoReferralClicks(today).length,
      signUps: conversions.length,
      orders: conversions.filter((c) => c.order).length,
    });

    const orders = demoReminderOrders(today);
    const from = new Date(today.getTime() - 7 * 7 * 86_400_000).toISOString().slice(0, 10);
    const report = await staff.call(`/admin/reminders/report?from=${from}&to=${today.toISOString().slice(0, 10)}`);
    expect(report.status).toBe(200);
    const converted = report.data.kinds.filter((r: { converted: number }) => r.converted > 0);
    expect(converted.reduce((n: number, r: { converted: number }) => n + r.converted, 0)).toBe(orders.length);
    expect(new Set(converted.map((r: { kind: string }) => r.kind))).toEqual(new Set(['cart', 'board', 'price-drop', 'back-in-stock']));
    expect(new Set(converted.map((r: { week: string }) => r.week)).size).toBeGreaterThanOrEqual(3);
    for (const r of converted) expect(r.conversion).toBeGreaterThan(0);
    // Every demo order is placed and paid, the referred clients' ones attributed to their visitor.
    const paid = await runtime.db('es_events').where({ type: 'OrderPaid' }).whereLike('stream_id', 'order-demo-order-re%').count<{ n: string }[]>({ n: '*' });
    expect(Number(paid[0]!.n)).toBe(orders.length + conversions.filter((c) => c.order).length);
  });
});
