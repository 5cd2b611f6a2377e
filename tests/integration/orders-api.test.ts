import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { identityCommands } from '../../domain/identity/commands';
import { orderCommands } from '../../domain/orders/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { postAs } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';
import { processesSettled, settled } from '../support/processes';

const system = { kind: 'system' } as const;
const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const stocked = await runtime.db('catalogue_stock_v1').select('goods_id', 'on_hand');
  const onHand = new Map(stocked.map((r) => [r.goods_id, r.on_hand as number]));
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time) && (onHand.get(g.id) ?? 100) >= 20);
  const staff = new ApiClient(base, null, '192.0.2.10');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors, buyable, staff };
})();

let clients = 0;
/** A verified client of its own, signed in through the API. */
async function registered() {
  const { base, runtime } = await ready;
  const userId = `orders-${++clients}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${userId}@example.com`;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword('correct horse battery'), roles: ['client'], username: 'Buyer', verifiedBy: 'system' }, { actor: system });
  const api = new ApiClient(base, null, `198.51.100.${(clients % 200) + 1}`);
  expect((await api.call('/client/login', { email, password: 'correct horse battery' })).success).toBe(true);
  return Object.assign(api, { userId, email });
}

/** A paid order through the checkout's own calls (cart, address, saveOrder, pay with a sandbox card). */
async function paidOrder(client: ApiClient, goodsIndexes = [0, 1]) {
  const { buyable } = await ready;
  for (const i of goodsIndexes) expect((await client.call('/cart/save', { goodsId: buyable[i].id, count: 1 })).status).toBe(200);
  const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
  const checkoutId = `chk-${Math.random().toString(36).slice(2, 12)}`;
  const order = await client.call('/order/manage/saveOrder', { checkoutId, addressId: address.data.id });
  expect(order.status).toBe(200);
  const paid = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-${checkoutId}`, ...card });
  expect(paid.status).toBe(200);
  const detail = await client.call('/order/manage/get', { id: order.data.orderId });
  expect(detail.data.status).toBe('paid');
  return detail.data as { orderId: string; orderNumber: string; totals: { totalCents: number }; lines: { lineId: string; goodsId: string }[] };
}

/** A staff call with an Idempotency-Key. */
async function staffPost(path: string, body: Record<string, unknown>, key?: string) {
  return postAs((await ready).staff, path, body, key);
}

describe('orders through the JSON API', () => {
  it('lists, finds and shows the status of the client\'s own orders, with paging, order and status filter', async () => {
    const client = await registered();
    const first = await paidOrder(client, [2]);
    const second = await paidOrder(client, [3, 4]);
    const all = await client.call('/order/manage/search', { start: 0, pageSize: 10 });
    expect(all.data.total).toBe(2);
    expect(all.data.rows.map((r: { orderId: string }) => r.orderId)).toEqual([second.orderId, first.orderId]);
    expect(all.data.rows[0]).toMatchObject({ orderNumber: second.orderNumber, status: 'paid', itemCount: 2, totalCents: second.totals.totalCents });
    expect(all.data.rows[0].thumbnails).toHaveLength(2);
    const oldest = await client.call('/order/manage/search', { start: 1, pageSize: 1, order: 'oldest' });
    expect(oldest.data).toMatchObject({ total: 2, rows: [{ orderId: second.orderId }] });
    expect((await client.call('/order/manage/search', { status: 'shipped' })).data).toEqual({ rows: [], total: 0 });
    const status = await client.call('/order/manage/getStatus', { id: first.orderId });
    expect(status.data).toMatchObject({ orderId: first.orderId, orderNumber: first.orderNumber, status: 'paid' });
    const detail = await client.call('/order/manage/get', { id: first.orderId });
    expect(detail.data).toMatchObject({ card: { brand: 'visa', last4: '4242' }, address: { city: 'Austin' } });
    expect(JSON.stringify(detail.data)).not.toMatch(/token/i);
  });

  it('ships, delivers, takes a return, approves it and refunds, mailing the client at each step', async () => {
    const { runtime } = await ready;
    const client = await registered();
    const order = await paidOrder(client, [5, 6]);
    const [a, b] = order.lines;
    const id = order.orderId;
    const shipped = await staffPost(`/admin/orders/${id}/ship`, { lineId: a.lineId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, 'ship-key-0001');
    expect(shipped).toMatchObject({ status: 200, data: { status: 'partially_shipped' } });
    // The same request again (same key) changes nothing more.
    expect((await staffPost(`/admin/orders/${id}/ship`, { lineId: a.lineId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, 'ship-key-0001')).status).toBe(200);
    // Mailed once, by the order-mails process, with the tracking page's stable link.
    await processesSettled(runtime);
    const shippedMails = await waitForMail(runtime, client.email, 'order-shipped');
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.text).toContain(`/go/shipment/${id}~${a.lineId}~${order.orderNumber}`);
    const go = await fetch(`${(await ready).base}/go/shipment/${id}~${a.lineId}~${order.orderNumber}`, { redirect: 'manual' });
    expect([go.status, go.headers.get('location')]).toEqual([302, `/order/shippingInfo/${id}/${a.lineId}/${order.orderNumber}`]);
    // Shipped: the client can no longer cancel.
    const late = await client.call('/order/manage/cancel', { id });
    expect(late).toMatchObject({ status: 409, message: 'This order has shipped and can no longer be cancelled' });
    // Not delivered yet: no return.
    expect(await client.call('/order/manage/returnOrder', { id, detailIds: a.lineId, reasons: 'Changed my mind' })).toMatchObject({ status: 409, message: 'Only delivered items can be returned' });
    expect(await staffPost(`/admin/orders/${id}/deliver`, { lineId: b.lineId })).toMatchObject({ status: 409, message: 'This item has not shipped yet' });
    await staffPost(`/admin/orders/${id}/ship`, { lineId: b.lineId, carrier: 'FedEx', trackingNumber: '7489' });
    const delivered = await staffPost(`/admin/orders/${id}/deliver`, { lineId: a.lineId });
    expect(delivered.data.status).toBe('partially_delivered');
    const delay = await staffPost(`/admin/orders/${id}/delay`, { lineId: b.lineId, message: 'The sofa is held at the depot by a storm.', expectedBy: '2026-12-24' });
    expect(delay.data.delayNotices).toEqual([expect.objectContaining({ lineId: b.lineId, expectedBy: '2026-12-24' })]);
    expect((await waitForMail(runtime, client.email, 'order-delay'))[0].text).toContain('December 24, 2026');

    const asked = await client.call('/order/manage/returnOrder', { id, detailIds: [a.lineId], reasons: ['Arrived damaged', 'Other'], note: 'The leg is cracked' });
    expect(asked).toMatchObject({ status: 200, data: { order: { status: 'return_requested' } } });
    const returnId = asked.data.returnId as string;
    expect(asked.data.order.lines.find((l: { lineId: string }) => l.lineId === a.lineId).returnStatus).toBe('requested');
    const twice = await client.call('/order/manage/returnOrder', { id, detailIds: a.lineId, reasons: 'Arrived damaged' });
    expect(twice).toMatchObject({ status: 409, message: 'A return for this item is already open' });

    const approved = await staffPost(`/admin/orders/${id}/returns/${returnId}/approve`, {});
    expect(approved.data).toMatchObject({ status: 'returned', returns: [{ returnId, status: 'approved' }] });
    expect(await waitForMail(runtime, client.email, 'return-approved')).toHaveLength(1);
    expect((await staffPost(`/admin/orders/${id}/returns/${returnId}/refuse`, { reason: 'Too late' })).status).toBe(409);

    const tooMuch = await staffPost(`/admin/orders/${id}/refund`, { amountCents: order.totals.totalCents + 1, reason: 'Return' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.message).toMatch(/^At most \$/);
    const part = 1000;
    const refunded = await staffPost(`/admin/orders/${id}/refund`, { amountCents: part, reason: 'Returned leg' }, 'refund-key-01');
    expect(refunded).toMatchObject({ status: 200, data: { refundedCents: part, refunds: [{ amountCents: part, reason: 'Returned leg' }] } });
    // A retried refund request (same key) refunds once, at the gateway too.
    const again = await staffPost(`/admin/orders/${id}/refund`, { amountCents: part, reason: 'Returned leg' }, 'refund-key-01');
    expect(again.data.refundedCents).toBe(part);
    const payment = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: id })).first();
    expect(await runtime.db('payment_sandbox_refunds').where({ payment_id: payment.payment_id })).toHaveLength(1);
    await processesSettled(runtime);
    expect(await waitForMail(runtime, client.email, 'order-refunded')).toHaveLength(1);
    const rest = await staffPost(`/admin/orders/${id}/refund`, { amountCents: order.totals.totalCents - part, reason: 'Goodwill' });
    expect(rest.data.status).toBe('refunded');

    const mine = await client.call('/order/manage/get', { id });
    expect(mine.data.refunds).toHaveLength(2);
    const staffView = await (await ready).staff.call(`/admin/orders/${id}`);
    expect(staffView.data).toMatchObject({ orderId: id, clientId: client.userId });
    const listed = await (await ready).staff.call(`/admin/orders?clientId=${client.userId}`);
    expect(listed.data.rows.map((r: { orderId: string }) => r.orderId)).toEqual([id]);
  });

  it('a refused return is mailed with its reason, and the line can be returned again', async () => {
    const { runtime } = await ready;
    const client = await registered();
    const order = await paidOrder(client, [7]);
    const [a] = order.lines;
    await staffPost(`/admin/orders/${order.orderId}/ship`, { lineId: a.lineId, carrier: 'UPS', trackingNumber: 'T1' });
    await staffPost(`/admin/orders/${order.orderId}/deliver`, { lineId: a.lineId });
    const asked = await client.call('/order/manage/returnOrder', { id: order.orderId, detailIds: a.lineId, reasons: 'Changed my mind' });
    const refused = await staffPost(`/admin/orders/${order.orderId}/returns/${asked.data.returnId}/refuse`, { reason: 'The item was used' });
    expect(refused.data).toMatchObject({ status: 'delivered', returns: [{ status: 'refused', refuseReason: 'The item was used' }] });
    expect((await waitForMail(runtime, client.email, 'return-refused'))[0].text).toContain('The item was used');
    expect((await client.call('/order/manage/returnOrder', { id: order.orderId, detailIds: a.lineId, reasons: 'Other' })).message).toBe('note: Please tell us more about the reason');
  });

  it('cancelling a paid order refunds the card in full once, releases its stock, and cancelling again changes nothing', async () => {
    const { runtime, buyable } = await ready;
    const client = await registered();
    const order = await paidOrder(client, [8]);
    const stockBefore = await runtime.db('catalogue_stock_v1').where({ goods_id: buyable[8].id }).first();
    const cancelled = await client.call('/order/manage/cancel', { id: order.orderId, reason: 'Found another sofa' });
    expect(cancelled).toMatchObject({ status: 200, data: { status: 'cancelled', cancelReason: 'Found another sofa', refundedCents: order.totals.totalCents } });
    const again = await client.call('/order/manage/cancel', { id: order.orderId });
    expect(again).toMatchObject({ status: 200, data: { status: 'cancelled', refundedCents: order.totals.totalCents } });
    const payment = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.orderId })).first();
    const refunds = await runtime.db('payment_sandbox_refunds').where({ payment_id: payment.payment_id });
    expect(refunds.map((r) => [r.idempotency_key, r.amount_cents])).toEqual([[`refund-cancel-${order.orderId}`, order.totals.totalCents]]);
    const stockAfter = await runtime.db('catalogue_stock_v1').where({ goods_id: buyable[8].id }).first();
    expect(stockAfter.reserved).toBe(stockBefore.reserved - 1);
    await processesSettled(runtime);
    expect(await waitForMail(runtime, client.email, 'order-cancelled')).toHaveLength(1);
    expect((await staffPost(`/admin/orders/${order.orderId}/ship`, { lineId: order.lines[0].lineId, carrier: 'UPS', trackingNumber: 'T2' })).status).toBe(409);
  });

  it('an unpaid order is cancelled without a refund', async () => {
    const { runtime, buyable } = await ready;
    const client = await registered();
    const goods = await runtime.db('catalogue_goods_v1').where({ id: buyable[9].id }).first();
    const orderId = `unpaid-${client.userId}`;
    const price = goods.sale_price_cents && goods.sale_price_cents < goods.price_cents ? goods.sale_price_cents : goods.price_cents;
    const actor = { kind: 'user', userId: client.userId, email: client.email, roles: ['client'] } as const;
    await runtime.execute(orderCommands.PlaceOrder, {
      orderId, orderNumber: 'RC-2026-900001', clientId: client.userId,
      lines: [{ lineId: 'l1', goodsId: goods.id, name: goods.name, priceCents: goods.price_cents, unitPriceCents: price, count: 1, shippingCents: 0 }],
      totals: { subtotalCents: goods.price_cents, saleDiscountCents: goods.price_cents - price, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: price },
      address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' }, code: null,
    }, { actor });
    expect((await client.call('/order/manage/getStatus', { id: orderId })).data.status).toBe('awaiting_payment');
    const cancelled = await client.call('/order/manage/cancel', { id: orderId });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundedCents: 0, refunds: [] });
    expect((await waitForMail(runtime, client.email, 'order-cancelled'))[0].text).toContain('Nothing was charged');
  });

  it('another client never sees or changes an order; visitors are asked to sign in; non-staff are refused the staff calls', async () => {
    const { base, staff } = await ready;
    const owner = await registered();
    const other = await registered();
    const order = await paidOrder(owner, [10]);
    const lineId = order.lines[0].lineId;
    for (const [path, body] of [
      ['/order/manage/get', { id: order.orderId }],
      ['/order/manage/getStatus', { id: order.orderId }],
      ['/order/manage/cancel', { id: order.orderId }],
      ['/order/manage/returnOrder', { id: order.orderId, detailIds: lineId, reasons: 'Changed my mind' }],
    ] as const) {
      const res = await other.call(path, body);
      expect(res, path).toMatchObject({ status: 404, success: false, message: 'This order does not exist' });
    }
    expect((await other.call('/order/manage/search', {})).data).toEqual({ rows: [], total: 0 });
    const visitor = new ApiClient(base, null, '203.0.113.99');
    for (const path of ['/order/manage/search', '/order/manage/get', '/order/manage/cancel', `/admin/orders/${order.orderId}/refund`]) {
      expect((await visitor.call(path, { id: order.orderId })).status, path).toBe(401);
    }
    expect((await visitor.call('/admin/orders')).status).toBe(401);
    for (const path of ['/admin/orders', `/admin/orders/${order.orderId}`]) expect((await other.call(path)).status, path).toBe(403);
    expect((await other.call(`/admin/orders/${order.orderId}/ship`, { lineId, carrier: 'UPS', trackingNumber: 'X' })).status).toBe(403);
    expect((await other.call(`/admin/orders/${order.orderId}/refund`, { amountCents: 100 })).status).toBe(403);
    const still = await owner.call('/order/manage/get', { id: order.orderId });
    expect(still.data).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect((await staff.call(`/admin/orders/${order.orderId}`)).status).toBe(200);
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const { runtime, errors } = await ready;
    const client = await registered();
    const other = await registered();
    const order = await paidOrder(client, [11]);
    const foreign = await paidOrder(other, [12]);
    const id = order.orderId;
    const huge = 'x'.repeat(10_000);
    const answers = [
      await client.call('/order/manage/get', { id: 'no-such-order' }),
      await client.call('/order/manage/get', {}),
      await client.call('/order/manage/get', { id: huge }),
      await client.call('/order/manage/search', { start: -1 }),
      await client.call('/order/manage/search', { pageSize: 1e9 }),
      await client.call('/order/manage/search', { status: 'lost' }),
      await client.call('/order/manage/search', { order: 'sideways' }),
      await client.call('/order/manage/cancel', { id, reason: huge }),
      await client.call('/order/manage/returnOrder', { id, detailIds: foreign.lines[0].lineId, reasons: 'Changed my mind' }),
      await client.call('/order/manage/returnOrder', { id, detailIds: order.lines[0].lineId, reasons: 'Because' }),
      await client.call('/order/manage/returnOrder', { id, detailIds: order.lines[0].lineId, reasons: 'Other', note: huge }),
      await client.call('/order/manage/returnOrder', { id, detailIds: [], reasons: 'Changed my mind' }),
      await staffPost(`/admin/orders/${id}/refund`, { amountCents: -5 }),
      await staffPost(`/admin/orders/${id}/refund`, { amountCents: 1e12 }),
      await staffPost(`/admin/orders/${id}/refund`, { amountCents: 10.5 }),
      await staffPost(`/admin/orders/${id}/refund`, { amountCents: 'lots' }),
      await staffPost(`/admin/orders/${id}/ship`, { lineId: foreign.lines[0].lineId, carrier: 'UPS', trackingNumber: 'X' }),
      await staffPost(`/admin/orders/${id}/ship`, { lineId: order.lines[0].lineId, carrier: huge, trackingNumber: 'X' }),
      await staffPost(`/admin/orders/${id}/ship`, { lineId: order.lines[0].lineId, carrier: 'UPS' }),
      await staffPost(`/admin/orders/no-such-order/ship`, { lineId: 'l1', carrier: 'UPS', trackingNumber: 'X' }),
      await staffPost(`/admin/orders/${id}/returns/nope/approve`, {}),
      await staffPost(`/admin/orders/${id}/delay`, { message: huge }),
      await staffPost(`/admin/orders/${id}/delay`, { message: 'Late', expectedBy: 'soon' }),
      await staffPost(`/admin/orders/${id}/ship`, { lineId: order.lines[0].lineId, carrier: 'UPS', trackingNumber: 'X' }, 'bad key!'),
    ];
    for (const [i, a] of answers.entries()) {
      expect(a.status, `answer ${i}: ${a.message}`).toBeGreaterThanOrEqual(400);
      expect(a.status, `answer ${i}: ${a.message}`).toBeLessThan(500);
      expect(a.message, `answer ${i}`).toBeTruthy();
    }
    expect(answers[0].message).toBe('This order does not exist');
    expect(answers[8]).toMatchObject({ status: 404, message: 'This item is not in the order' });
    expect(answers[12].message).toBe('amountCents: A refund must be above zero');
    const after = await client.call('/order/manage/get', { id });
    expect(after.data).toMatchObject({ status: 'paid', refundedCents: 0, returns: [], delayNotices: [], cancelledAt: null });
    expect(after.data.lines.every((l: { shippedAt: string | null }) => l.shippedAt === null)).toBe(true);
    expect((await runtime.store.readStream(`order-${id}`)).events.map((e) => e.type)).toEqual(['OrderPlaced', 'PaymentStarted', 'OrderPaid']);
    expect(errors).toEqual([]);
  });

  it('the orders read model rebuilt from position 0 equals the live one', async () => {
    const { runtime } = await ready;
    await settled(runtime);
    const tables = { orders_orders_v1: ['order_id'], orders_order_lines_v1: ['order_id', 'line_id'], orders_returns_v1: ['order_id', 'return_id'], orders_refunds_v1: ['order_id', 'refund_id'], orders_delay_notices_v1: ['order_id', 'position'] };
    const dump = async () => Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([t, keys]) => [t, await runtime.db(t).orderBy(keys)] as const)));
    const live = await dump();
    expect(live.orders_orders_v1.length).toBeGreaterThan(5);
    expect(live.orders_refunds_v1.length).toBeGreaterThan(0);
    await runtime.runner!.replay('orders');
    expect(await dump()).toEqual(live);
  });
});

describe('order notifications', () => {
  it('a shipped line and a delay notice reach the client’s notifications only; reading them clears the count', async () => {
    const client = await registered();
    const other = await registered();
    const order = await paidOrder(client, [5]);
    const line = order.lines[0]!;
    expect((await staffPost(`/admin/orders/${order.orderId}/delay`, { lineId: line.lineId, message: 'The maker needs two more weeks.' })).status).toBe(200);
    expect((await staffPost(`/admin/orders/${order.orderId}/ship`, { lineId: line.lineId, carrier: 'UPS', trackingNumber: '1Z999AA10123456785' })).status).toBe(200);
    const mine = await client.call('/NOTIFICATION/listMine');
    expect(mine.data.unread).toBe(2);
    expect(mine.data.list.map((n: { kind: string; title: string; href: string }) => [n.kind, n.title, n.href])).toEqual([
      ['ORDER_SHIPPED', `Order ${order.orderNumber} has shipped`, `/order/detail/${order.orderId}`],
      ['ORDER_DELAYED', `A delay on order ${order.orderNumber}`, `/order/detail/${order.orderId}`],
    ]);
    expect((await other.call('/NOTIFICATION/listMine')).data).toMatchObject({ unread: 0, total: 0 });
    // Someone else's ids change nothing of theirs; the owner's read clears one, then all.
    expect((await other.call('/NOTIFICATION/markRead', { ids: mine.data.list[0].id }, { method: 'PUT' })).data).toEqual({ unread: 0 });
    expect((await client.call('/NOTIFICATION/listMine')).data.unread).toBe(2);
    expect((await client.call('/NOTIFICATION/markRead', { ids: mine.data.list[0].id }, { method: 'PUT' })).data).toEqual({ unread: 1 });
    expect((await client.call('/NOTIFICATION/markRead', { all: 'true' }, { method: 'PUT' })).data).toEqual({ unread: 0 });
    expect((await client.call('/NOTIFICATION/markRead', {}, { method: 'PUT' })).status).toBe(400);
    expect((await new ApiClient((await ready).base, null, '203.0.113.77').call('/NOTIFICATION/listMine')).status).toBe(401);
  });
});
