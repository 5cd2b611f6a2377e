import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../infra/db/knex';
import { signedInClient } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { ownPostgresWithDemoData } from '../support/own-postgres';
import { PageVisitor } from './page-visitor';
import { atFileEnd } from '../support/cleanup';

/**
 * Issue 20 (the held-back feed): while another database on the server holds a
 * transaction open, the event feed shows nothing new, so read models stay behind.
 * The checkout still answers with what its commands did (the order and its status),
 * and the client's order list and the order's page show the order from its events,
 * marked "Being updated", instead of hiding it.
 */
const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

/** A transaction holding a transaction id, left open in another database on the same server (as tests/integration/feed-stall.test.ts). */
async function openTransactionElsewhere(adminUrl: string) {
  const name = `other_${randomBytes(4).toString('hex')}`;
  const admin = createDb(adminUrl, { max: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  const other = createDb(adminUrl.replace(/\/postgres$/, `/${name}`), { max: 1, idleInTransactionMs: 0 });
  const trx = await other.transaction();
  await trx.raw('SELECT pg_current_xact_id()');
  let ended: Promise<void> | undefined;
  // Once: the test ends it when it is done, and the file's end does if the test failed first.
  const end = () =>
    (ended ??= (async () => {
      await trx.rollback().catch(() => undefined);
      await other.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    })());
  atFileEnd(end);
  return { end };
}

// A server of its own: an open transaction holds back the feed of every database on its server, and other test files run meanwhile.
// Started before the test (seeding the demo data is slow on a busy machine: the hook's time, not the test's).
let own: Awaited<ReturnType<typeof ownPostgresWithDemoData>>;
let shop: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  own = await ownPostgresWithDemoData();
  // The watcher notices the held-back feed within a fraction of a second, so the checkout stops waiting for read models and the stall stays short.
  shop = await startTestApp({ FEED_STALL_THRESHOLD_MS: '300' }, { databaseUrl: own.url });
});

describe('a checkout while the feed is held back (issue 20)', () => {
  it('answers the order and its status, and the list and the order page show it as being updated until the feed moves', async () => {
    const errors = loggedErrors(shop.runtime);
    const { runtime, base } = shop;
    const api = await signedInClient(runtime, base, 'stall');
    const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).whereNot({ availability: 'Out of stock' }).orderBy('id').first();
    expect((await api.call('/cart/save', { goodsId: goods.id, count: 1 })).status).toBe(200);
    const address = await api.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const page = await new PageVisitor(base).signIn(api.email, 'correct horse battery');
    const stranger = await signedInClient(runtime, base, 'stall-other');
    const other = await new PageVisitor(base).signIn(stranger.email, 'correct horse battery');

    // The feed is held back from here.
    const held = await openTransactionElsewhere(own.adminUrl);
    const placed = await api.call('/order/manage/saveOrder', { checkoutId: `chk-stall-${randomBytes(4).toString('hex')}`, addressId: address.data.id });
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
    // Another client does not see it, from the events or otherwise.
    expect((await other.get(`/order/detail/${orderId}`)).status).toBe(404);
    expect((await other.get('/client/order')).html).not.toContain(orderNumber);

    // Once the transaction ends the feed moves on: the order is listed as usual.
    await held.end();
    await runtime.runner?.catchUp();
    expect(await runtime.db('orders_orders_v1').where({ order_id: orderId }).first()).toMatchObject({ status: 'paid' });
    const after = await page.get('/client/order');
    expect(after.html).toContain(`Order ${orderNumber}`);
    expect(after.html).not.toContain('Being updated');
    expect(errors).toEqual([]);
  });
});
