import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { createProcessRunner, processSiteUrl } from '../../composition-root/processes';
import { cartCommands } from '../../domain/cart/commands';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { remindersCommands } from '../../domain/reminders/commands';
import { remindersStream } from '../../domain/reminders/reminders';
import { proposalStream } from '../../domain/review/proposal';
import { ideasCommands } from '../../domain/ideas/commands';
import type { Actor } from '../../domain/shared/messages';
import { createLogger } from '../../infra/logger';
import { mailerFor } from '../../infra/mail';
import { listOutbox } from '../../infra/mail/outbox';
import { processScheduleTable } from '../../workers/process-store';
import { newClientAccount } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';
import { PageVisitor } from '../e2e/page-visitor';

/**
 * Reminders (issue 26, ADR 055) through the real app, its process runner and the
 * durable outbox. Time moves by a second process runner on the same database
 * whose clock the test sets: it sends the scheduled `SendReminder` commands once
 * due (decided at that clock); the app's runner mails what they record.
 */
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const system: Actor = { kind: 'system' };
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  let clock = new Date();
  const later = createProcessRunner({ config: runtime.config, db: runtime.db, store: runtime.store, pipeline: runtime.pipeline, logger: createLogger('silent'), mailer: mailerFor(runtime), payments: runtime.payments, now: () => clock });
  const goods = demoGoods(6, 2611, 'rmd');
  for (const g of goods) await runtime.execute(catalogueCommands.ListGoods, g, { actor: staff }, { waitFor: [] });
  await settled(runtime);
  /**
   * Follows the user's scheduled reminders: the clock moves to the next one due
   * (plus a second), it is sent, and what follows settles; `steps` times at most.
   */
  const deliver = async (userId: string, steps = 4) => {
    for (let i = 0; i < steps; i++) {
      const next = await runtime.db(processScheduleTable).whereNull('done_at').whereLike('process', 'reminder-%').whereRaw(`input ->> 'userId' = ?`, [userId]).orderBy('due_at').first();
      if (!next) return;
      clock = new Date(new Date(next.due_at).getTime() + 1000);
      await later.runDue();
      await settled(runtime);
    }
  };
  return { runtime, base, goods, deliver, errors: loggedErrors(runtime), site: processSiteUrl(runtime.config) };
})();

let n = 0;
async function client() {
  const { runtime } = await ready;
  const { userId, email } = await newClientAccount(runtime, `rem${++n}`);
  const actor: Actor = { kind: 'user', userId, email, roles: ['client'] };
  return { userId, email, actor };
}
type Client = Awaited<ReturnType<typeof client>>;

async function addToCart(who: Client, goodsIndex: number) {
  const { runtime, goods } = await ready;
  const g = goods[goodsIndex]!;
  const snapshot = { goodsId: g.goodsId, priceCents: g.priceCents, salePriceCents: g.salePriceCents, availability: g.availability, markType: g.markType, markTime: g.markTime, shippingType: g.shippingType, shippingCost: g.shippingCost, shippingPct: g.shippingPct, delisted: false };
  await runtime.execute(cartCommands.AddCartLine, { ownerId: who.userId, needGoodsId: randomUUID(), goods: snapshot, count: 1, clientStatus: 'ACTIVE', available: null }, { actor: who.actor }, { waitFor: [] });
  await settled(runtime);
}

const events = async (userId: string) => (await (await ready).runtime.store.readStream(remindersStream(userId))).events;
const sent = async (userId: string) => (await events(userId)).filter((e) => e.type === 'ReminderSent').map((e) => e.data as { kind: string; sentAt: string });
const mails = async (email: string, kind?: string) => (await listOutbox((await ready).runtime, { to: [email] })).filter((m) => !kind || m.kind === kind);
const hourOf = (iso: string, timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso))) % 24;
/** An `Etc/GMT` zone where `iso` is at `hour` o'clock (its minutes as they are). */
function zoneWhere(iso: string, hour: number) {
  let offset = (hour - new Date(iso).getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
async function setZone(who: Client, timeZone: string) {
  await (await ready).runtime.execute(remindersCommands.SetReminderPreference, { userId: who.userId, reminders: true, via: 'settings', timeZone }, { actor: who.actor }, { waitFor: [] });
}
async function priceDrop(goodsIndex: number, factor = 0.9) {
  const { runtime, goods } = await ready;
  const g = goods[goodsIndex]!;
  const current = (await runtime.store.readStream(`goods-${g.goodsId}`)).events.reduce((p, e) => ((e.data as { priceCents?: number }).priceCents ?? p), g.priceCents);
  await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: g.goodsId, priceCents: Math.round(current * factor), salePriceCents: null }, { actor: staff }, { waitFor: [] });
  await settled(runtime);
}

describe('reminders', () => {
  it('an abandoned cart is mailed once, 24 h after its last change, with the unsubscribe link; never between 21:00 and 08:00', async () => {
    const { runtime, deliver, site } = await ready;
    const ada = await client();
    await addToCart(ada, 0);
    const armed = (await events(ada.userId)).find((e) => e.type === 'ReminderArmed')!.data as { dueAt: string };
    const added = (await runtime.store.readStream(`cart-${ada.userId}`)).events[0]!.data as { addedAt: string };
    expect(Date.parse(armed.dueAt) - Date.parse(added.addedAt)).toBe(24 * 3_600_000);
    expect(await mails(ada.email)).toHaveLength(0);
    await deliver(ada.userId);
    const [reminder, ...more] = await sent(ada.userId);
    expect(more).toHaveLength(0);
    expect(reminder!.kind).toBe('cart');
    expect(Date.parse(reminder!.sentAt)).toBeGreaterThanOrEqual(Date.parse(armed.dueAt));
    const hour = hourOf(reminder!.sentAt, 'UTC');
    expect(hour >= 8 && hour < 21).toBe(true);
    const [mail, ...others] = await mails(ada.email, 'reminder-cart');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('You left something in your cart');
    expect(mail!.text).toContain(`${site}/payment/cart`);
    const links = [...mail!.text.matchAll(/\/reminders\/unsubscribe\?u=[^\s]+/g)];
    expect(links).toHaveLength(1);
    expect(mail!.text).toContain(`${site}/reminders/unsubscribe?u=${ada.userId}&t=`);
    expect(mail!.text).not.toContain(runtime.sessionSecret);
  });

  it('a cart that is ordered (or emptied) meanwhile is not reminded of', async () => {
    const { runtime, deliver } = await ready;
    const bo = await client();
    await addToCart(bo, 1);
    await runtime.execute(cartCommands.ClearCart, { ownerId: bo.userId, orderId: randomUUID() }, { actor: system }, { waitFor: [] });
    await settled(runtime);
    await deliver(bo.userId);
    expect((await events(bo.userId)).map((e) => e.type)).toEqual(['ReminderArmed', 'ReminderDisarmed']);
    expect(await mails(bo.email)).toHaveLength(0);
  });

  it('an approved mood board is reminded of 3 days later, with the products not bought', async () => {
    const { runtime, deliver, goods, site } = await ready;
    const cy = await client();
    const proposalId = `rp-${randomUUID()}`;
    const boardId = `rb-${randomUUID().slice(0, 8)}`;
    const products = [goods[2]!.goodsId, goods[3]!.goodsId];
    const at = new Date().toISOString();
    // The review's own events, as the proposal's commands record them (the review flow is tested in review-api).
    const board = { boardId, name: 'Calm bedroom', clientNotes: '', background: { width: 1, height: 1, overlaySrc: null, fill: '#fff' }, roomName: null, objects: products.map((productId) => ({ objMeta: { productId } })) };
    await runtime.store.append(
      proposalStream(proposalId),
      [
        { type: 'ProposalDrafted', data: { proposalId, needId: 'n-rem', clientId: cy.userId, designerId: 'd-rem', version: 1, boardIds: [boardId], draftedAt: at } },
        { type: 'ProposalPublished', data: { proposalId, needId: 'n-rem', version: 1, boards: [board], publishedAt: at } },
        { type: 'MoodBoardApproved', data: { proposalId, needId: 'n-rem', boardId, approvedAt: at } },
      ],
      { expectedVersion: 'no_stream' as never },
    );
    await settled(runtime);
    const armed = (await events(cy.userId)).find((e) => e.type === 'ReminderArmed')!.data as { dueAt: string };
    expect(Date.parse(armed.dueAt) - Date.parse(at)).toBe(3 * 24 * 3_600_000);
    await deliver(cy.userId);
    const [mail] = await mails(cy.email, 'reminder-board');
    expect(mail!.subject).toBe('The furniture of your approved mood board');
    expect(mail!.text).toContain('2 of its products are not bought yet');
    expect(mail!.text).toContain(`${site}/go/board-review/${boardId}`);
  });

  it('a price drop of a product in an idea board mails the client (in their daytime); a capped second one waits 24 h', async () => {
    const { deliver } = await ready;
    const di = await client();
    // The client's zone: it is noon there now, so quiet hours do not hold the mail back.
    const zone = zoneWhere(new Date().toISOString(), 12);
    await setZone(di, zone);
    const { runtime, goods } = await ready;
    for (const i of [4, 5]) await runtime.execute(ideasCommands.SaveIdea, { owner: { kind: 'user', id: di.userId }, item: { kind: 'product', refId: goods[i]!.goodsId } }, { actor: di.actor }, { waitFor: [] });
    await settled(runtime);
    await priceDrop(4);
    const [drop] = await mails(di.email, 'reminder-price-drop');
    expect(drop!.subject).toMatch(/^Price drop: /);
    expect(drop!.text).toMatch(/now costs \$[\d.]+ \(was \$[\d.]+\)/);
    await priceDrop(5);
    const postponed = (await events(di.userId)).find((e) => e.type === 'ReminderPostponed')!.data as { until: string; reason: string };
    expect(postponed.reason).toBe('cap');
    const first = (await sent(di.userId))[0]!;
    expect(Date.parse(postponed.until)).toBe(Date.parse(first.sentAt) + 24 * 3_600_000);
    await deliver(di.userId);
    const all = await sent(di.userId);
    expect(all.map((s) => s.kind)).toEqual(['price-drop', 'price-drop']);
    expect(Date.parse(all[1]!.sentAt) - Date.parse(all[0]!.sentAt)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(await mails(di.email, 'reminder-price-drop')).toHaveLength(2);
  });

  it('quiet hours in the client’s zone: a reminder due at 23:00 there goes at 08:00 there', async () => {
    const { deliver } = await ready;
    const ed = await client();
    await addToCart(ed, 0);
    const { dueAt } = (await events(ed.userId)).find((e) => e.type === 'ReminderArmed')!.data as { dueAt: string };
    const zone = zoneWhere(dueAt, 23);
    await setZone(ed, zone);
    await deliver(ed.userId);
    const postponed = (await events(ed.userId)).find((e) => e.type === 'ReminderPostponed')!.data as { until: string; reason: string };
    expect(postponed.reason).toBe('quiet-hours');
    const [reminder] = await sent(ed.userId);
    expect(hourOf(reminder!.sentAt, zone)).toBe(8);
    expect(new Date(reminder!.sentAt).getUTCMinutes()).toBe(0);
    expect(await mails(ed.email, 'reminder-cart')).toHaveLength(1);
  });

  it('the unsubscribe link works without sign-in and stops further reminders; a forged or another account’s link is refused and changes nothing', async () => {
    const { base, deliver } = await ready;
    const fay = await client();
    const gus = await client();
    await addToCart(fay, 2);
    await deliver(fay.userId);
    const [mail] = await mails(fay.email, 'reminder-cart');
    const link = mail!.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?u=\S+/)![0];
    const { search } = new URL(link);
    const t = new URLSearchParams(search).get('t')!;

    const stranger = new PageVisitor(base);
    // Forged signature, another account with this signature, nothing at all: 403, nothing recorded.
    for (const query of [`?u=${fay.userId}&t=${'A'.repeat(43)}`, `?u=${gus.userId}&t=${t}`, '', `?u=${fay.userId}&t=short`]) {
      const page = await stranger.get(`/reminders/unsubscribe${query}`);
      expect(page.status).toBe(403);
      expect(page.html).toContain('This unsubscribe link is not valid');
    }
    await stranger.get('/reminders/unsubscribe');
    const forged = await stranger.post(`/reminders/unsubscribe?u=${gus.userId}&t=${t}`, { csrf: stranger.csrf, intent: 'off', u: gus.userId, t });
    expect(forged.status).toBe(403);
    expect((await events(gus.userId)).some((e) => e.type === 'ReminderPreferenceSet')).toBe(false);

    const page = await stranger.get(`/reminders/unsubscribe${search}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Unsubscribe from reminders');
    const done = await stranger.post(`/reminders/unsubscribe${search}`, { csrf: stranger.csrf, intent: 'off', u: fay.userId, t });
    expect(done.status, done.html.slice(0, 300)).toBe(200);
    expect(done.html).toContain('you will get no more reminders');
    expect((await events(fay.userId)).find((e) => e.type === 'ReminderPreferenceSet')!.data).toMatchObject({ reminders: false, via: 'link' });
    expect((await stranger.get(`/reminders/unsubscribe${search}`)).html).toContain('Reminders are off for this account.');

    // No more reminders: a new cart and a price drop mail nothing.
    await addToCart(fay, 3);
    await priceDrop(3);
    await deliver(fay.userId);
    expect(await sent(fay.userId)).toHaveLength(1);
    expect(await mails(fay.email)).toHaveLength(1);
  });

  it('one-click unsubscribe (RFC 8058): the mail program posts List-Unsubscribe=One-Click to the signed address, with no cookie or page; a forged link, another body or a GET change nothing', async () => {
    const { base, deliver } = await ready;
    const hal = await client();
    const ivy = await client();
    await addToCart(hal, 2);
    await deliver(hal.userId);
    const [mail] = await mails(hal.email, 'reminder-cart');
    const { search } = new URL(mail!.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?u=\S+/)![0]);
    const t = new URLSearchParams(search).get('t')!;
    const oneClick = (query: string, body = 'List-Unsubscribe=One-Click', method = 'POST') =>
      fetch(`${base}/reminders/unsubscribe/one-click${query}`, { method, headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body: method === 'POST' ? body : undefined });
    for (const query of [`?u=${ivy.userId}&t=${t}`, `?u=${hal.userId}&t=${'A'.repeat(43)}`, '']) expect((await oneClick(query)).status).toBe(403);
    expect((await oneClick(search, 'unsubscribe=yes')).status).toBe(400);
    expect((await oneClick(search, '', 'GET')).status).toBe(405);
    expect((await events(hal.userId)).some((e) => e.type === 'ReminderPreferenceSet')).toBe(false);
    expect((await events(ivy.userId)).some((e) => e.type === 'ReminderPreferenceSet')).toBe(false);
    const done = await oneClick(search);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('no more reminders');
    expect((await events(hal.userId)).find((e) => e.type === 'ReminderPreferenceSet')!.data).toMatchObject({ reminders: false, via: 'one-click' });
  });

  it('the mail settings page shows and toggles reminders for the signed-in client only', async () => {
    const { runtime, base } = await ready;
    const { email, userId } = await newClientAccount(runtime, 'remset');
    const page = await new PageVisitor(base).signIn(email, 'correct horse battery');
    const shown = await page.get('/client/notification');
    expect(shown.html).toContain('Reminders');
    expect((await page.post('/client/notification', { csrf: page.csrf, intent: 'reminders', value: 'false' })).status).toBe(200);
    expect((await events(userId)).find((e) => e.type === 'ReminderPreferenceSet')!.data).toMatchObject({ reminders: false, via: 'settings' });
    expect((await page.post('/client/notification', { csrf: page.csrf, intent: 'reminders', value: 'maybe' })).status).toBe(400);
    const visitor = new PageVisitor(base);
    await visitor.get('/');
    expect((await visitor.post('/client/notification', { csrf: visitor.csrf, intent: 'reminders', value: 'false' })).status).toBe(401);
  });

  it('logs no errors', async () => {
    const { errors } = await ready;
    expect(errors).toEqual([]);
  });
});
