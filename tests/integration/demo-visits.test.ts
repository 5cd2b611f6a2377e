import { describe, expect, it } from 'vitest';
import { demoVisits } from '../../composition-root/demo/tracking';
import { seedDemoVisits } from '../../composition-root/demo/seed';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { signedInStaff } from '../support/clients';
import { startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * The demo's two weeks of visits (what `npm start` seeds for the analytics
 * console): they go in through the landing and collect commands, the funnels
 * count them day by day and by campaign, and seeding again appends nothing.
 */
describe('the demo visits in the analytics funnels', () => {
  it('fill the shop funnel for the last 14 days, by campaign; a second seeding appends nothing', async () => {
    const { runtime, base } = await startTestApp();
    const today = new Date();
    await seedDemoVisits(runtime, today);
    await settled(runtime);
    const events = async () => Number((await runtime.db('es_events').count<{ n: string }[]>({ n: '*' }))[0]!.n);
    const before = await events();
    await seedDemoVisits(runtime, today);
    expect(await events()).toBe(before);

    const visits = demoVisits(demoGoods(360).slice(0, 60).map((g) => g.goodsId), today);
    const reached = (type: string) => visits.filter((v) => v.events.some((e) => e.eventType === type)).length;
    const staff = await signedInStaff(runtime, base);
    const from = new Date(today.getTime() - 13 * 86_400_000).toISOString().slice(0, 10);
    const to = today.toISOString().slice(0, 10);
    const all = await staff.call(`/admin/analytics/funnels?funnel=shop&from=${from}&to=${to}`);
    expect(all.status).toBe(200);
    expect(all.data.rows[0].steps.map((s: { visitors: number }) => s.visitors)).toEqual([visits.length, reached('product_view'), reached('add_to_cart'), reached('checkout_start'), 0]);
    const byCampaign = await staff.call(`/admin/analytics/funnels?funnel=shop&dimension=campaign&from=${from}&to=${to}`);
    expect(byCampaign.data.rows.map((r: { value: string }) => r.value).sort()).toEqual(['(none)', 'autumn-sale', 'room-tours', 'sofas-search']);
    const emailVisitors = visits.filter((v) => v.landing?.values.utm_campaign === 'autumn-sale').length;
    expect(byCampaign.data.rows.find((r: { value: string }) => r.value === 'autumn-sale').entered).toBe(emailVisitors);
  });
});
