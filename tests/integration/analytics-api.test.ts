import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../composition-root/demo/accounts';
import { touchKeys, type Touch } from '../../domain/tracking/events';
import { signedInClient, signedInDemo } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Analytics over HTTP (issue 26, ADR 056): the funnels and cohorts for analysts
 * and staff (JSON and CSV), refused to clients (403) and visitors (401), a bad
 * query 400, and no e-mail or id of anyone in any answer. The tracking facts are
 * appended here as the tracking context appends them (domain/tracking/events.ts).
 */
const day = new Date().toISOString().slice(0, 10);
const at = (hh: string) => `${day}T${hh}:00.000Z`;
const touch = (campaign: string): Touch => ({ values: { ...(Object.fromEntries(touchKeys.map((k) => [k, null])) as Touch['values']), utm_campaign: campaign, utm_medium: 'email' }, channel: 'email', landingPage: '/sale', at: at('00:00') });

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const login = (email: string, address: string) => signedInDemo(base, email, address);
  const analyst = await login('analyst@roomcraft.local', '192.0.2.91');
  const staff = await login('staff@roomcraft.local', '192.0.2.92');
  const client = await signedInClient(runtime, base, 'analytics');
  const visitorId = 'visitor-analytics-1';
  const fact = (type: string, data: Record<string, unknown>) => ({ type, data });
  const tracked = (eventType: string, time: string) =>
    fact('TrackingEventCollected', { visitorId, userId: null, requestId: `r-${eventType}`, eventType, page: '/sale', pageAction: null, channel: null, promoCode: null, websiteSource: 'web', eventTime: time, receivedAt: time, extended: {} });
  await runtime.store.append(`attribution-${visitorId}`, [fact('VisitorLanded', { visitorId, touch: touch('spring-sale'), referrerHost: null })], { expectedVersion: 'any' });
  await runtime.store.append(`tracking-${visitorId}`, [tracked('page_view', at('00:01')), tracked('product_view', at('00:02')), tracked('add_to_cart', at('00:03')), tracked('checkout_start', at('00:04'))], { expectedVersion: 'any' });
  await runtime.store.append(`session-analytics-s1`, [fact('SessionStarted', { sessionId: 'analytics-s1', userId: client.userId, visitorId, tokenHash: 'h', method: 'password', startedAt: at('00:04'), expiresAt: at('23:00') })], { expectedVersion: 'any' });
  await runtime.store.append(`order-analytics-o1`, [
    fact('OrderPlaced', { orderId: 'analytics-o1', orderNumber: 'A1', clientId: client.userId, lines: [{ lineId: 'l1', goodsId: 'g1', name: 'Sofa', priceCents: 12345, unitPriceCents: 12345, count: 1, shippingCents: 0 }], totals: { subtotalCents: 12345, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: 12345 }, address: { firstName: 'Ada', lastName: 'Byron', address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100' }, code: null, placedAt: at('00:05') }),
    fact('OrderPaid', { orderId: 'analytics-o1', paymentId: 'pay-a1', amountCents: 12345, card: null, paidAt: at('00:06') }),
  ], { expectedVersion: 'any' });
  await settled(runtime);
  return { runtime, base, analyst, staff, client, errors };
})();

const everyEmail = async () => [...demoAccounts.map((a) => a.email), (await ready).client.email];
const noPersonalData = async (text: string) => {
  const { client } = await ready;
  for (const email of await everyEmail()) expect(text).not.toContain(email);
  expect(text).not.toContain(client.userId);
  expect(text).not.toContain('visitor-analytics-1');
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
};

describe('GET /api/admin/analytics/funnels', () => {
  it('gives an analyst the shop funnel, and by campaign the one purchase under its campaign with its revenue per visitor', async () => {
    const { analyst, errors } = await ready;
    const all = await analyst.call(`/admin/analytics/funnels?funnel=shop&from=${day}&to=${day}`);
    expect(all.status).toBe(200);
    expect(all.data.stepNames).toEqual(['visit', 'product_viewed', 'added_to_cart', 'checkout_started', 'paid']);
    expect(all.data.rows[0].steps.map((s: { visitors: number }) => s.visitors)).toEqual([1, 1, 1, 1, 1]);
    const byCampaign = await analyst.call(`/admin/analytics/funnels?funnel=shop&dimension=campaign&from=${day}&to=${day}`);
    expect(byCampaign.status).toBe(200);
    expect(byCampaign.data.rows).toEqual([expect.objectContaining({ value: 'spring-sale', entered: 1, converted: 1, conversion: 1, revenueCents: 12345, revenuePerVisitorCents: 12345 })]);
    const byChannel = await analyst.call(`/admin/analytics/funnels?dimension=channel&from=${day}&to=${day}`);
    expect(byChannel.data.rows.map((r: { value: string }) => r.value)).toEqual(['email']);
    const byLanding = await analyst.call(`/admin/analytics/funnels?funnel=design&dimension=landing&from=${day}&to=${day}`);
    expect(byLanding.status).toBe(200);
    expect(byLanding.data.stepNames).toEqual(['room_chosen', 'questionnaire_done', 'paid_plan', 'approved_board', 'furniture_bought']);
    for (const answer of [all, byCampaign, byChannel, byLanding]) await noPersonalData(JSON.stringify(answer));
    expect(errors).toEqual([]);
  });

  it('exports the funnel as CSV for analysts and staff', async () => {
    const { analyst, staff, base } = await ready;
    for (const who of [analyst, staff]) {
      const res = await fetch(`${base}/api/admin/analytics/funnels?dimension=campaign&from=${day}&to=${day}&format=csv`, { headers: { authorization: who.token!, 'x-forwarded-for': who.address } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const text = await res.text();
      expect(text).toContain('campaign,visit,product_viewed,added_to_cart,checkout_started,paid,conversion,revenue,revenue_per_visitor');
      expect(text).toContain('spring-sale,1,1,1,1,1,1.0000,123.45,123.45');
      await noPersonalData(text);
    }
  });

  it('refuses a client (403) and a visitor (401), and answers a bad query 400 with a message', async () => {
    const { analyst, client, base } = await ready;
    expect((await client.call('/admin/analytics/funnels')).status).toBe(403);
    expect((await new ApiClient(base).call('/admin/analytics/funnels')).status).toBe(401);
    expect((await client.call('/admin/analytics/cohorts')).status).toBe(403);
    expect((await new ApiClient(base).call('/admin/analytics/cohorts')).status).toBe(401);
    for (const [query, message] of [
      ['funnel=sales', 'funnel must be shop or design'],
      ['dimension=email', 'dimension must be all, channel, campaign or landing'],
      ['from=2026-02-30', 'from must be a day (YYYY-MM-DD)'],
      ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
      ['from=2020-01-01&to=2026-01-01', 'A report covers at most 731 days'],
      ['format=xlsx', 'format must be json or csv'],
      ['visitorId=x', ''],
    ] as const) {
      const answer = await analyst.call(`/admin/analytics/funnels?${query}`);
      expect(answer.status, query).toBe(400);
      if (message) expect(answer.message, query).toContain(message);
    }
    expect((await analyst.call('/admin/analytics/cohorts?format=pdf')).status).toBe(400);
  });
});

describe('GET /api/admin/analytics/cohorts', () => {
  it('gives cohorts by first order month, as JSON and CSV, without anyone’s e-mail or id', async () => {
    const { analyst, base } = await ready;
    const answer = await analyst.call('/admin/analytics/cohorts');
    expect(answer.status).toBe(200);
    const month = day.slice(0, 7);
    const row = answer.data.rows.find((r: { cohort: string }) => r.cohort === month);
    expect(row.clients).toBeGreaterThanOrEqual(1);
    expect(row.months[0].cents).toBeGreaterThanOrEqual(12345);
    await noPersonalData(JSON.stringify(answer));
    const res = await fetch(`${base}/api/admin/analytics/cohorts?format=csv`, { headers: { authorization: analyst.token!, 'x-forwarded-for': analyst.address } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('cohort,clients,month_0_buyers');
    expect(text).toContain(`${month},`);
    await noPersonalData(text);
  });
});
