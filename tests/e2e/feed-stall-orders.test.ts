import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signedInClient } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { holdFeedBack, type OwnPostgres, ownPostgresWithDemoData } from '../support/own-postgres';
import { PageVisitor } from './page-visitor';

/**
 * Issue 20 (the held-back feed): while another database on the server holds a
 * transaction open, the event feed shows nothing new, so read models stay behind.
 * The checkout still answers with what its commands did (the order and its status);
 * the client's order list, the order's page and the JSON calls show an order from
 * its events, marked "Being updated", whether the read model lacks it or shows it
 * as it was.
 */
const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

let own: OwnPostgres;
let shop: Awaited<ReturnType<typeof startTestApp>>;
let errors: string[];
beforeAll(async () => {
  // A server of its own: an open transaction holds back the feed of every database on its server, and other test files run meanwhile.
  own = await ownPostgresWithDemoData();
  // The watcher notices the held-back feed within a fraction of a second, so commands stop waiting for read models and the stall stays short.
  shop = await startTestApp({ FEED_STALL_THRESHOLD_MS: '300' }, { databaseUrl: own.url });
  errors = loggedErrors(shop.runtime);
  // Everything opened on the server is closed before it stops; its stop fails on a pool left open (issue 20).
  return async () => {
    await shop.close();
    await own.stop();
  };
});

/** Holds the server's feed back until `end()`, or the test's end (so a failing test does not hold back the next). */
async function holdFeed() {
  const h = await holdFeedBack(own.adminUrl);
  onTestFinished(() => h.end());
  return h;
}

/** A client with one product in the cart and a default address, signed in through the API and through the pages. */
async function buyer(prefix: string) {
  const { runtime, base } = shop;
  const api = await signedInClient(runtime, base, prefix);
  const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).whereNot({ availability: 'Out of stock' }).orderBy('id').first();
  expect((await api.call('/cart/save', { goodsId: goods.id, count: 1 })).status).toBe(200);
  const address = await api.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
  const page = await new PageVisitor(base).signIn(api.email, 'correct horse battery');
  return { api, page, addressId: address.data.id as string };
}

describe('a checkout while the feed is held back (issue 20)', () => {
  it('answers the order and its status, and the list and the order page show it as being updated until the feed moves', async () => {
    const { runtime, base } = shop;
    const { api, page, addressId } = await buyer('stall');
    const stranger = await signedInClient(runtime, base, 'stall-other');
    const other = await new PageVisitor(base).signIn(stranger.email, 'correct horse battery');

    // The feed is held back from here.
    const hold = await holdFeed();
    const placed = await api.call('/order/manage/saveOrder', { checkoutId: `chk-stall-${randomBytes(4).toString('hex')}`, addressId });
    expect(placed).toMatchObject({ status: 200, data: { status: 'awaiting_payment', paid: false } });
    const { orderId, orderNumber } = placed.data as { orderId: string; orderNumber: string };
    const paid = await api.call('/order/manage/pay', { orderId, attemptId: `att-${orderId}`, ...card });
    expect(paid).toMatchObject({ status: 200, data: { status: 'paid', orderId, orderNumber } });

    // The read model has not seen it…
    expect(await runtime.db('orders_orders_v1').where({ order_id: orderId }).first()).toBeUndefined();
    // …yet the list shows it, marked, and its page opens.
    const list = await page.get('/client/order');
    expect(list.status).toBe(200);
    expect(list.html).toContain(`Order ${orderNumber}`);
    expect(list.html).toContain('Being updated');
    const detail = await page.get(`/order/detail/${orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`Order ${orderNumber}`);
    expect(detail.html).toContain('Being updated');
    expect(detail.html).toContain('Processing');
    // The JSON calls too.
    expect(await api.call('/order/manage/get', { id: orderId })).toMatchObject({ status: 200, data: { orderId, orderNumber, status: 'paid', updating: true, card: { last4: '4242' } } });
    expect(await api.call('/order/manage/getStatus', { id: orderId })).toMatchObject({ status: 200, data: { orderId, status: 'paid', updating: true } });
    const found = await api.call('/order/manage/search', { start: 0, pageSize: 10 });
    expect(found.data.rows).toEqual([expect.objectContaining({ orderId, status: 'paid', updating: true })]);
    // Another client does not see it, from the events or otherwise.
    expect((await other.get(`/order/detail/${orderId}`)).status).toBe(404);
    expect((await other.get('/client/order')).html).not.toContain(orderNumber);
    expect((await stranger.call('/order/manage/get', { id: orderId })).status).toBe(404);
    expect((await stranger.call('/order/manage/getStatus', { id: orderId })).status).toBe(404);
    expect((await stranger.call('/order/manage/search', {})).data).toEqual({ rows: [], total: 0 });

    // Once the transaction ends the feed moves on: the order is listed as usual.
    await hold.end();
    await runtime.runner?.catchUp();
    expect(await runtime.db('orders_orders_v1').where({ order_id: orderId }).first()).toMatchObject({ status: 'paid' });
    const after = await page.get('/client/order');
    expect(after.html).toContain(`Order ${orderNumber}`);
    expect(after.html).not.toContain('Being updated');
    expect(await api.call('/order/manage/get', { id: orderId })).toMatchObject({ status: 200, data: { status: 'paid', updating: false } });
    expect(errors).toEqual([]);
  });

  it('shows an order the read model has, but as it was, with the status its events give, marked as being updated', async () => {
    const { runtime, base } = shop;
    const { api, page, addressId } = await buyer('stale');
    const stranger = await signedInClient(runtime, base, 'stale-other');
    const other = await new PageVisitor(base).signIn(stranger.email, 'correct horse battery');
    const placed = await api.call('/order/manage/saveOrder', { checkoutId: `chk-stale-${randomBytes(4).toString('hex')}`, addressId });
    const { orderId, orderNumber } = placed.data as { orderId: string; orderNumber: string };
    expect((await api.call('/order/manage/pay', { orderId, attemptId: `att-${orderId}`, ...card })).data).toMatchObject({ status: 'paid' });
    await runtime.runner?.catchUp();
    expect(await runtime.db('orders_orders_v1').where({ order_id: orderId }).first()).toMatchObject({ status: 'paid' });

    // Held back, the client cancels it (and is refunded): the read model keeps showing it paid.
    const hold = await holdFeed();
    const cancelled = await api.call('/order/manage/cancel', { id: orderId, reason: 'Changed my mind' });
    expect(cancelled).toMatchObject({ status: 200, data: { orderId, status: 'cancelled', updating: true } });
    expect(await runtime.db('orders_orders_v1').where({ order_id: orderId }).first()).toMatchObject({ status: 'paid' });

    // Its messages open (the thread is new: the read model cannot have it yet).
    expect(await api.call('/order/message/query', { orderId, markRead: false })).toMatchObject({ status: 200, data: { orderId, lastSeq: 0, unread: 0, list: [] } });
    // Every page and call says what the events say, marked as being updated.
    const list = await page.get('/client/order');
    const row = list.html.slice(list.html.indexOf(`Order ${orderNumber}`), list.html.indexOf('View order', list.html.indexOf(`Order ${orderNumber}`)));
    expect(row).toContain('Cancelled');
    expect(row).toContain('Being updated');
    expect(row).not.toContain('Processing');
    const detail = await page.get(`/order/detail/${orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain('Being updated');
    expect(detail.html).toContain('Cancelled');
    expect(await api.call('/order/manage/get', { id: orderId })).toMatchObject({ status: 200, data: { orderId, status: 'cancelled', cancelReason: 'Changed my mind', updating: true } });
    expect(await api.call('/order/manage/getStatus', { id: orderId })).toMatchObject({ status: 200, data: { orderId, orderNumber, status: 'cancelled', updating: true } });
    const found = await api.call('/order/manage/search', { start: 0, pageSize: 10 });
    expect(found.data).toMatchObject({ total: 1, rows: [{ orderId, status: 'cancelled', updating: true }] });
    expect((await api.call('/order/manage/search', { status: 'paid' })).data.rows).toEqual([expect.objectContaining({ orderId, status: 'cancelled', updating: true })]);
    // Never to another client.
    expect((await stranger.call('/order/manage/get', { id: orderId })).status).toBe(404);
    expect((await stranger.call('/order/manage/getStatus', { id: orderId })).status).toBe(404);
    expect((await stranger.call('/order/manage/search', {})).data.rows).toEqual([]);
    expect((await other.get(`/order/detail/${orderId}`)).status).toBe(404);

    // What the events said is what the read model shows once the feed moves.
    const fromEvents = (await api.call('/order/manage/get', { id: orderId })).data;
    await hold.end();
    await runtime.runner?.catchUp();
    const projected = (await api.call('/order/manage/get', { id: orderId })).data;
    expect(projected.updating).toBe(false);
    expect({ ...fromEvents, updating: false }).toEqual(projected);
    expect((await page.get(`/order/detail/${orderId}`)).html).not.toContain('Being updated');
    expect(errors).toEqual([]);
  });
});
