import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../composition-root/demo/accounts';
import { attributionCommands } from '../../domain/attribution/commands';
import { remindersCommands } from '../../domain/reminders/commands';
import { weekOf } from '../../domain/reminders/report';
import { touchKeys, type Touch } from '../../domain/tracking/events';
import { linkSignature } from '../../infra/identity/secrets';
import { newClientAccount, signedInClient, signedInDemo } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Referral clicks and the reminders report over HTTP (issue 26, ADR 061): a
 * referrer's own figures on /refer-a-friend (nobody else's), the console's
 * referrals list and reminders report for analysts and staff (names and counts,
 * never an e-mail or, for analysts, an id), clients 403, visitors 401, bad
 * queries 400; the one-click unsubscribe counted as such.
 */
const system = { kind: 'system' } as const;
const touch: Touch = { values: { ...(Object.fromEntries(touchKeys.map((k) => [k, null])) as Touch['values']) }, channel: 'referral', landingPage: '/', at: '2026-10-05T09:00:00.000Z' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const login = (email: string, address: string) => signedInDemo(base, email, address);
  const analyst = await login('analyst@roomcraft.local', '192.0.2.81');
  const staff = await login('staff@roomcraft.local', '192.0.2.82');
  const sharer = await signedInClient(runtime, base, 'sharer');
  const other = await signedInClient(runtime, base, 'other-sharer');
  // Three visitors open the sharer's link, one the other's; the first visitor signs up afterwards.
  const click = (referrerId: string, visitorId: string) => runtime.execute(attributionCommands.CountReferClick, { referrerId, visitorId }, { actor: { kind: 'visitor', visitorId } });
  for (const v of ['ref-visitor-1', 'ref-visitor-2', 'ref-visitor-3']) await click(sharer.userId, v);
  await click(other.userId, 'ref-visitor-9');
  // The sign-up's attribution fact, as the attribution process appends it (domain/tracking/events.ts).
  await runtime.store.append('attribution-ref-visitor-1', [{ type: 'AttributionAttached', data: { visitorId: 'ref-visitor-1', subject: 'signup', subjectId: 'ref-new-client', userId: 'ref-new-client', firstTouch: touch, lastTouch: touch, at: '2026-10-05T09:30:00.000Z' } }], { expectedVersion: 'any' });
  // Reminders in the week of Monday 2026-10-05 for one client.
  const shopper = await newClientAccount(runtime, 'reminded');
  const at = (iso: string) => ({ actor: system, now: new Date(iso) });
  await runtime.execute(remindersCommands.ArmReminder, { userId: shopper.userId, kind: 'cart', reminderKey: 'cart', token: 'rr-t1', goodsIds: ['g1'], dueAt: '2026-10-06T10:00:00.000Z' }, at('2026-10-05T10:00:00.000Z'));
  await runtime.execute(remindersCommands.SendReminder, { userId: shopper.userId, kind: 'cart', reminderKey: 'cart', token: 'rr-t1', goodsIds: ['g1'], firstDueAt: '2026-10-06T10:00:00.000Z' }, at('2026-10-06T10:00:00.000Z'));
  await runtime.execute(remindersCommands.ArmReminder, { userId: shopper.userId, kind: 'cart', reminderKey: 'cart', token: 'rr-t2', goodsIds: ['g1'], dueAt: '2026-10-09T10:00:00.000Z' }, at('2026-10-08T10:00:00.000Z'));
  await runtime.execute(remindersCommands.DisarmReminder, { userId: shopper.userId, reminderKey: 'cart', reason: 'ordered' }, at('2026-10-08T11:00:00.000Z'));
  await runtime.execute(remindersCommands.SendReminder, { userId: shopper.userId, kind: 'price-drop', reminderKey: 'price-drop:g1', token: 'rr-n1', goodsIds: ['g1'], title: 'Chair', fromCents: 100, toCents: 90, firstDueAt: '2026-09-28T10:00:00.000Z' }, at('2026-10-07T10:00:00.000Z'));
  await runtime.store.append(`order-rr-o1`, [{ type: 'OrderPlaced', data: { orderId: 'rr-o1', orderNumber: 'RR1', clientId: shopper.userId, lines: [{ lineId: 'l1', goodsId: 'g1', name: 'Sofa', priceCents: 12345, unitPriceCents: 12345, count: 1, shippingCents: 0 }], totals: { subtotalCents: 12345, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: 12345 }, address: { firstName: 'Ada', lastName: 'Byron', address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100' }, code: null, placedAt: '2026-10-08T10:30:00.000Z' } }], { expectedVersion: 'any' });
  await runtime.execute(remindersCommands.SetReminderPreference, { userId: shopper.userId, reminders: false, via: 'settings' }, at('2026-10-09T10:00:00.000Z'));
  await settled(runtime);
  return { runtime, base, analyst, staff, sharer, other, shopper, errors };
})();

const noEmails = (text: string) => {
  for (const a of demoAccounts) expect(text).not.toContain(a.email);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
};
const page = async (base: string, token: string | null) => {
  const res = await fetch(`${base}/refer-a-friend`, { headers: token ? { authorization: token } : {} });
  return { status: res.status, html: await res.text() };
};

describe('referral clicks', () => {
  it('shows a referrer how many people opened their own link, and of them who signed up; nobody else’s figures', async () => {
    const { base, sharer, other } = await ready;
    await expect.poll(async () => (await page(base, sharer.token)).html, { timeout: 20_000, interval: 200 }).toContain('3 people opened your link.');
    const mine = await page(base, sharer.token);
    expect(mine.html).toContain('After opening it, 1 signed up and 0 placed an order.');
    const theirs = await page(base, other.token);
    expect(theirs.html).toContain('1 person opened your link.');
    expect(theirs.html).not.toContain('3 people');
    const visitor = await page(base, null);
    expect(visitor.status).toBe(200);
    expect(visitor.html).not.toContain('data-testid="refer-figures"');
  });

  it('lists referrers for analysts by name with clicks and sign-ups, no e-mail or id; staff also get the client id', async () => {
    const { analyst, staff, sharer, other } = await ready;
    const list = await analyst.call('/admin/referrals');
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.rows).toEqual([
      { rank: 1, referrer: 'Client', clicks: 3, signUps: 1, orders: 0, lastClickAt: expect.any(String) },
      { rank: 2, referrer: 'Client', clicks: 1, signUps: 0, orders: 0, lastClickAt: expect.any(String) },
    ]);
    const text = JSON.stringify(list);
    noEmails(text);
    expect(text).not.toContain(sharer.userId);
    expect(text).not.toContain('ref-visitor');
    const forStaff = await staff.call('/admin/referrals?limit=1&offset=1');
    expect(forStaff.status).toBe(200);
    expect(forStaff.data.rows).toEqual([expect.objectContaining({ rank: 2, referrerId: other.userId, clicks: 1 })]);
    noEmails(JSON.stringify(forStaff));
  });

  it('refuses a client (403) and a visitor (401); a bad query is 400 with a message', async () => {
    const { analyst, sharer, base } = await ready;
    expect((await sharer.call('/admin/referrals')).status).toBe(403);
    expect((await new ApiClient(base).call('/admin/referrals')).status).toBe(401);
    expect(await analyst.call('/admin/referrals?limit=0')).toMatchObject({ status: 400, message: expect.stringContaining('limit must be a whole number from 1 to 100') });
    expect(await analyst.call('/admin/referrals?offset=-1')).toMatchObject({ status: 400 });
    expect(await analyst.call('/admin/referrals?email=x')).toMatchObject({ status: 400 });
  });
});

describe('the reminders report', () => {
  it('counts per week and kind: armed, sent, cancelled, dropped, the order within 7 days, and unsubscribes by way; counts only', async () => {
    const { analyst, staff, shopper } = await ready;
    const query = '/admin/reminders/report?from=2026-10-05&to=2026-10-11';
    await expect.poll(async () => (await analyst.call(query)).data?.unsubscribes?.length, { timeout: 20_000, interval: 200 }).toBe(1);
    for (const who of [analyst, staff]) {
      const report = await who.call(query);
      expect(report.status).toBe(200);
      expect(report.data.fromWeek).toBe('2026-10-05');
      expect(report.data.kinds).toEqual([
        expect.objectContaining({ week: '2026-10-05', kind: 'cart', armed: 2, sent: 1, cancelled: 1, dropped: 0, converted: 1, conversion: 1 }),
        expect.objectContaining({ week: '2026-10-05', kind: 'price-drop', sent: 0, dropped_stale: 1, dropped: 1 }),
      ]);
      expect(report.data.unsubscribes).toEqual([{ week: '2026-10-05', unsubscribed_link: 0, unsubscribed_one_click: 0, unsubscribed_settings: 1, resubscribed: 0, unsubscribed: 1 }]);
      const text = JSON.stringify(report);
      noEmails(text);
      expect(text).not.toContain(shopper.userId);
    }
  });

  it('exports CSV for analysts', async () => {
    const { analyst, base, shopper } = await ready;
    const res = await fetch(`${base}/api/admin/reminders/report?from=2026-10-05&to=2026-10-11&format=csv`, { headers: { authorization: analyst.token!, 'x-forwarded-for': analyst.address } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toContain('week,kind,armed,sent,postponed_cap,postponed_quiet_hours,cancelled,dropped_stale,dropped_bought,dropped_unsubscribed,converted,dropped,conversion,unsubscribed_link');
    expect(text).toContain('2026-10-05,cart,2,1,0,0,1,0,0,0,1,0,1.0000');
    expect(text).toContain('2026-10-05,all,,,,,,,,,,,,0,0,1,0');
    expect(text).not.toContain(shopper.userId);
    noEmails(text);
  });

  it('counts the mail program’s one-click unsubscribe as one-click', async () => {
    const { runtime, analyst, base } = await ready;
    const reader = await newClientAccount(runtime, 'one-click-reader');
    const t = linkSignature(runtime.sessionSecret, `reminders-unsubscribe:${reader.userId}`);
    const res = await fetch(`${base}/reminders/unsubscribe/one-click?u=${encodeURIComponent(reader.userId)}&t=${t}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    const week = weekOf(new Date().toISOString());
    await expect.poll(async () => (await analyst.call(`/admin/reminders/report?from=${week}`)).data?.unsubscribes?.[0]?.unsubscribed_one_click, { timeout: 20_000, interval: 200 }).toBe(1);
  });

  it('refuses a client (403) and a visitor (401); bad days, a reversed or too long range and unknown parameters are 400', async () => {
    const { analyst, sharer, base, errors } = await ready;
    expect((await sharer.call('/admin/reminders/report')).status).toBe(403);
    expect((await new ApiClient(base).call('/admin/reminders/report')).status).toBe(401);
    expect(await analyst.call('/admin/reminders/report?from=2026-02-30')).toMatchObject({ status: 400, message: expect.stringContaining('from must be a day (YYYY-MM-DD)') });
    expect(await analyst.call('/admin/reminders/report?from=2026-10-12&to=2026-10-05')).toMatchObject({ status: 400, message: expect.stringContaining('from must not be after to') });
    expect(await analyst.call('/admin/reminders/report?from=2020-01-01&to=2026-10-05')).toMatchObject({ status: 400, message: expect.stringContaining('at most 105 weeks') });
    expect(await analyst.call('/admin/reminders/report?userId=x')).toMatchObject({ status: 400 });
    expect(await analyst.call('/admin/reminders/report?format=xml')).toMatchObject({ status: 400, message: expect.stringContaining('format must be json or csv') });
    expect(errors).toEqual([]);
  });
});
