import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Experiments over HTTP (issue 26, ADR 052): getAbProperty (stable, spread over
 * visitors, the control when none runs), exposures only with analytics consent,
 * the staff console's calls (others refused, bad input 4xx and nothing stored),
 * and the plan price of a price experiment's arm: shown = charged = converted.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const staff = new ApiClient(base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors: loggedErrors(runtime), staff };
})();

let people = 0;
async function visitor() {
  const { base } = await ready;
  const v = new ApiClient(base, null, `203.0.113.${(++people % 200) + 1}`);
  v.token = (await v.call('/common/getSessionId')).data.sessionId;
  return v;
}

/** getAbProperty as the browser asks it, with the cookie banner's choice (and Do Not Track). */
async function abProperty(v: ApiClient, consent: 'analytics' | 'essential' | null, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { authorization: v.token!, 'x-forwarded-for': v.address, ...extra };
  if (consent) headers.cookie = `rc_consent=${consent}`;
  const res = await fetch(`${v.base}/api/common/getAbProperty`, { headers });
  const json = await res.json();
  expect(res.status).toBe(200);
  return json.data;
}

const exposures = async (visitorId: string) => Number((await (await ready).runtime.db('es_events').where('stream_id', 'like', `exposure-%.${visitorId}`).count({ n: '*' }))[0]!.n);
const registryEvents = async () => Number((await (await ready).runtime.db('es_events').where({ stream_id: 'experiments-registry' }).count({ n: '*' }))[0]!.n);
const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });

describe('getAbProperty', () => {
  it('answers the control when nothing runs; a running experiment gives each visitor a stable arm, spread over visitors; stopped, the control again', async () => {
    const { staff } = await ready;
    const v = await visitor();
    expect(await abProperty(v, null)).toMatchObject({ home: { experimentId: null, variant: 'control', path: '/' }, price: { experimentId: null, variant: 'A' }, experiments: [] });

    expect(await staff.call('/admin/experiments/home-variants/start', {})).toMatchObject({ status: 200, data: { status: 'running', run: 1 } });
    const first = await abProperty(v, null);
    expect(first.home.experimentId).toBe('home-variants');
    for (let i = 0; i < 3; i++) expect((await abProperty(v, null)).home).toEqual(first.home);
    const arms = new Set<string>();
    for (let i = 0; i < 25; i++) arms.add((await abProperty(await visitor(), null)).home.variant);
    expect(arms.size).toBeGreaterThan(2);
    expect([...arms].every((a) => ['control', 'cindex', 'dindex', 'eindex', 'findex'].includes(a))).toBe(true);

    // Signing in keeps the visitor, so the arm stays.
    const { email } = await newClientAccount((await ready).runtime, 'exp-keep');
    await v.call('/client/login', { email, password: 'correct horse battery' });
    expect((await abProperty(v, null)).home).toEqual(first.home);

    expect(await staff.call('/admin/experiments/home-variants/stop', {})).toMatchObject({ status: 200, data: { status: 'stopped' } });
    expect((await abProperty(v, null)).home).toEqual({ experimentId: null, variant: 'control', path: '/' });
  });

  it('records an exposure once, and only with analytics consent and no Do Not Track', async () => {
    const { staff } = await ready;
    await staff.call('/admin/experiments/home-variants/start', {});
    const none = await visitor();
    const noneId = (await abProperty(none, null)).visitorId;
    await abProperty(none, 'essential');
    await abProperty(none, 'analytics', { dnt: '1' });
    await abProperty(none, 'analytics', { 'sec-gpc': '1' });
    expect(await exposures(noneId)).toBe(0);
    const yes = await visitor();
    const yesId = (await abProperty(yes, 'analytics')).visitorId;
    await abProperty(yes, 'analytics');
    expect(await exposures(yesId)).toBe(1);
    // A body's visitor id is ignored: one is only ever oneself; another visitor's exposure is not made.
    const other = await visitor();
    const otherId = (await abProperty(other, null)).visitorId;
    const forged = await yes.call('/common/getAbProperty', { visitorId: otherId, userId: 'u-1' });
    expect(forged).toMatchObject({ status: 200, data: { visitorId: yesId } });
    expect(await exposures(otherId)).toBe(0);
    expect((await yes.call('/common/getAbProperty', '{"visitorId": ', { contentType: 'application/json' })).status).toBe(400);
    await staff.call('/admin/experiments/home-variants/stop', {});
  });
});

describe('the console’s experiment calls', () => {
  it('are for staff only: visitors 401, clients 403, and nothing is stored', async () => {
    const { runtime, base } = await ready;
    const before = await registryEvents();
    const client = await signedInClient(runtime, base, 'exp-client');
    const anon = await visitor();
    const body = { experimentId: 'sneaky', kind: 'home', name: 'Sneaky', arms: [{ key: 'control', weight: 1 }, { key: 'cindex', weight: 1 }], sampleSize: 100 };
    for (const [who, status] of [[anon, 401], [client, 403]] as const) {
      expect((await who.call('/admin/experiments')).status).toBe(status);
      expect((await who.call('/admin/experiments', body)).status).toBe(status);
      expect((await who.call('/admin/experiments/home-variants/start', {})).status).toBe(status);
      expect((await who.call('/admin/experiments/home-variants/stop', {})).status).toBe(status);
    }
    expect(await registryEvents()).toBe(before);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const { staff, errors } = await ready;
    const before = await registryEvents();
    const ok = { experimentId: 'home-two', kind: 'home', name: 'Two', arms: [{ key: 'control', weight: 1 }, { key: 'dindex', weight: 1 }], sampleSize: 500 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, experimentId: 'no spaces' }, 'experimentId'],
      [{ ...ok, kind: 'colour' }, 'kind'],
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, arms: [{ key: 'cindex', weight: 1 }, { key: 'control', weight: 1 }] }, 'arms'],
      [{ ...ok, arms: [{ key: 'control', weight: 1 }, { key: 'bindex', weight: 1 }] }, 'arms'],
      [{ ...ok, arms: [{ key: 'control', weight: 0 }, { key: 'cindex', weight: 0 }] }, 'arms'],
      [{ ...ok, arms: 'x' }, 'arms'],
      [{ ...ok, sampleSize: 5 }, 'sampleSize'],
      [{ ...ok, experimentId: 'home-variants' }, 'experimentId'],
    ];
    for (const [body, field] of cases) {
      const answer = await staff.call('/admin/experiments', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.data?.fields ?? {}), JSON.stringify(answer)).toContain(field);
    }
    expect(await staff.call('/admin/experiments/nope-nope/start', {})).toMatchObject({ status: 404, message: 'Experiment not found' });
    expect(await registryEvents()).toBe(before);
    // One home experiment at a time.
    expect((await staff.call('/admin/experiments', ok)).status).toBe(200);
    await staff.call('/admin/experiments/home-variants/start', {});
    expect(await staff.call('/admin/experiments/home-two/start', {})).toMatchObject({ status: 409, message: 'Stop "Home page variants" first: one home experiment runs at a time' });
    await staff.call('/admin/experiments/home-variants/stop', {});
    expect(errors).toEqual([]);
  });
});

describe('a plan-price experiment', () => {
  it('shows a visitor their arm’s prices, charges exactly that, and counts the conversion for the arm', async () => {
    const { staff, runtime } = await ready;
    const created = await staff.call('/admin/experiments', { experimentId: 'price-bd', kind: 'price', name: 'B or D', arms: [{ key: 'A', weight: 0 }, { key: 'B', weight: 1 }, { key: 'D', weight: 1 }], sampleSize: 100 });
    expect(created).toMatchObject({ status: 200, data: { status: 'draft', winner: null, reason: 'Not started yet' } });
    expect((await staff.call('/admin/experiments/price-bd/start', {})).status).toBe(200);

    const v = await visitor();
    const ab = await abProperty(v, 'analytics');
    expect(['B', 'D']).toContain(ab.price.variant);
    const shown = (await v.call('/multipleNeed/getPriceSetting')).data;
    expect(shown.variant).toBe(ab.price.variant);
    expect(shown.prices.CLASSIC.payPrice).toBe(ab.price.variant === 'B' ? 11900 : 4900);
    // The plan page shows the same arm (the page reads the session from the same token).
    const pageHtml = await (await fetch(`${v.base}/about/price`, { headers: { authorization: v.token!, 'x-forwarded-for': v.address } })).text();
    expect(pageHtml).toContain(ab.price.variant === 'B' ? 'List price $259.00' : '$39.00');
    // Staff's site-wide variant and other visitors are untouched.
    expect((await staff.call('/admin/pricing/variant')).data.variant).toBe('A');

    const saved = await v.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] });
    const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: saved.data })).map((r) => r.need_id as string);
    const { email } = await newClientAccount(runtime, 'exp-payer');
    await v.call('/client/login', { email, password: 'correct horse battery' });
    const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
    const paid = await v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card });
    expect(paid).toMatchObject({ status: 200, data: { status: 'PAID', plan: 'CLASSIC', paidCents: shown.prices.CLASSIC.payPrice } });
    const charges = await runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'needId' = ?", [needId]);
    expect(charges.map((c) => Number(c.amount_cents))).toEqual([shown.prices.CLASSIC.payPrice]);

    await settled(runtime);
    const report = (await staff.call('/admin/experiments')).data.list.find((e: { experimentId: string }) => e.experimentId === 'price-bd');
    const arm = report.arms.find((a: { key: string }) => a.key === ab.price.variant);
    expect(arm).toMatchObject({ exposures: 1, conversions: 1, rate: 1 });
    expect(report.winner).toBeNull();
    expect(report.reason).toMatch(/^Too early/);
    await staff.call('/admin/experiments/price-bd/stop', {});
    expect((await v.call('/multipleNeed/getPriceSetting')).data.variant).toBe('A');
  });
});
