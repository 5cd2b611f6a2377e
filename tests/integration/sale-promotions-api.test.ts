import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { postAs, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = new ApiClient(base, null, '192.0.2.26');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors, staff };
})();

const day = 86_400_000;
const promotion = (over: Record<string, unknown> = {}) => ({
  homePageContent: 'Spring sale',
  globalTop: { content: 'Spring sale: 30% off', expirationDate: new Date(Date.now() + 10 * day).toISOString().slice(0, 10) },
  termsAndConditions: 'Spring sale terms.',
  startsAt: new Date(Date.now() + 20 * day).toISOString(),
  endsAt: new Date(Date.now() + 30 * day).toISOString(),
  ...over,
});

describe('the sale promotion through the JSON API (part 2 §3, §7)', () => {
  it('getOnlinePromotion answers the demo promotion, its fields as JSON strings', async () => {
    const { base } = await ready;
    const res = await new ApiClient(base, null, '192.0.2.27').call('/promotion/getOnlinePromotion');
    expect(res.status).toBe(200);
    expect(res.data.promotionId).toBe('demo-holiday-sale');
    expect(JSON.parse(res.data.globalTop)).toMatchObject({ content: 'Holiday sale: 25% off every design plan' });
    expect(JSON.parse(res.data.homePageContent)).toBe('Holiday sale: 25% off every design plan');
    expect(typeof res.data.cartDiscount).toBe('string');
    expect(typeof res.data.payDiscount).toBe('string');
    expect(res.data.termsAndConditions).toContain('25% off the list price');
  });

  it('staff save, list, change and withdraw a promotion; a scheduled one is not served before its start', async () => {
    const { staff } = await ready;
    const saved = await postAs(staff, '/admin/promotions', promotion());
    expect(saved).toMatchObject({ status: 200, data: { globalTop: { content: 'Spring sale: 30% off' }, cartDiscount: '', defaultShow: true } });
    const id = saved.data.promotionId as string;
    expect((await staff.call('/admin/promotions')).data.rows.map((r: { promotionId: string }) => r.promotionId)).toContain(id);
    const changed = await postAs(staff, `/admin/promotions/${id}`, promotion({ termsAndConditions: 'Changed terms.' }));
    expect(changed).toMatchObject({ status: 200, data: { promotionId: id, termsAndConditions: 'Changed terms.' } });
    expect((await staff.call('/promotion/getOnlinePromotion')).data.promotionId).toBe('demo-holiday-sale');
    expect(await postAs(staff, `/admin/promotions/${id}/withdraw`, {})).toMatchObject({ status: 200, data: { withdrawn: true } });
    expect((await staff.call(`/admin/promotions/${id}`)).status).toBe(404);
    expect((await postAs(staff, '/admin/promotions/nosuch/withdraw', {})).status).toBe(404);
  });

  it('refuses bad input with a 4xx and a message, storing nothing', async () => {
    const { staff, runtime, errors } = await ready;
    const before = await runtime.db('promotions_sale_promotions_v1').count<{ n: string }[]>({ n: '*' });
    const bad = [
      promotion({ globalTop: { content: '', expirationDate: '2026-12-31' } }),
      promotion({ globalTop: { content: 'x', expirationDate: '2027-02-29' } }),
      promotion({ endsAt: new Date(Date.now() - 30 * day).toISOString() }),
      promotion({ termsAndConditions: 42 }),
      promotion({ promotionId: '../../x' }),
    ];
    for (const body of bad) {
      const res = await postAs(staff, '/admin/promotions', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.message).toBeTruthy();
    }
    expect(await runtime.db('promotions_sale_promotions_v1').count<{ n: string }[]>({ n: '*' })).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('only staff: a visitor is 401, a client is 403, and nothing is stored', async () => {
    const { base, runtime } = await ready;
    const client = await signedInClient(runtime, base, 'promo-banner');
    expect((await postAs(client, '/admin/promotions', promotion())).status).toBe(403);
    expect((await client.call('/admin/promotions')).status).toBe(403);
    expect((await postAs(client, '/admin/promotions/demo-holiday-sale/withdraw', {})).status).toBe(403);
    const visitor = new ApiClient(base, null, '192.0.2.28');
    expect((await visitor.call('/admin/promotions', promotion())).status).toBe(401);
    expect((await visitor.call('/promotion/getOnlinePromotion')).data.promotionId).toBe('demo-holiday-sale');
  });
});
