import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { orderThreadStream } from '../../domain/messaging/order-thread';
import { postAs, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { settled } from '../support/processes';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const staff = new ApiClient(base, null, '192.0.2.10');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  const sales = new ApiClient(base, null, '192.0.2.11');
  expect((await sales.call('/client/login', { email: 'salesman@roomcraft.local', password: demoPassword })).success).toBe(true);
  const alice = await signedInClient(runtime, base, 'alice');
  const bob = await signedInClient(runtime, base, 'bob');
  const aliceOrder = await paidOrderFor(runtime, alice);
  const bobOrder = await paidOrderFor(runtime, bob);
  return { runtime, base, errors, staff, sales, alice, bob, aliceOrder, bobOrder };
})();

const post = (who: ApiClient, path: string, body: Record<string, unknown> = {}) => who.call(path, body);

describe('the order service (part 2 §7), bearer-authenticated', () => {
  it('takes the session token in the Authorization header only, by POST', async () => {
    const { base, alice } = await ready;
    const anonymous = await fetch(`${base}/api/order/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, message: 'Please sign in to continue' });
    // A browser's cookie alone does not do: the token must be in the header.
    const login = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }, body: JSON.stringify({ email: alice.email, password: 'correct horse battery' }) });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('rc_session='))!.split(';')[0];
    const byCookie = await fetch(`${base}/api/order/query`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: base }, body: '{}' });
    expect(byCookie.status).toBe(401);
    expect((await alice.call('/order/query', {})).status).toBe(200);
    expect((await alice.call('/order/query', { pageSize: 5 }, { method: 'POST' })).status).toBe(200);
    // Bearer prefix or not, the same token.
    const bearer = await fetch(`${base}/api/order/query`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` }, body: '{}' });
    expect(bearer.status).toBe(200);
    expect((await alice.call('/order/query')).status).toBe(405);
  });

  it("a client sees only their own orders, lines, customer, shipping and tracking; another's is not found", async () => {
    const { alice, bob, aliceOrder, bobOrder } = await ready;
    const mine = await post(alice, '/order/query');
    expect(mine.data.rows.map((r: { orderId: string }) => r.orderId)).toEqual([aliceOrder.orderId]);
    expect((await post(alice, '/order/get', { id: aliceOrder.orderId })).data).toMatchObject({ orderId: aliceOrder.orderId, clientId: alice.userId, status: 'paid' });
    for (const [path, body] of [
      ['/order/get', { orderId: bobOrder.orderId }],
      ['/order/product/query', { orderId: bobOrder.orderId }],
      ['/order/customer/get', { orderId: bobOrder.orderId }],
      ['/order/customer/edit', { orderId: bobOrder.orderId, address: { firstName: 'Eve', lastName: 'X', address1: '9 Elm', city: 'Austin', state: 'TX', zip: '73301' } }],
      ['/order/product/need/ship/info/get', { orderId: bobOrder.orderId }],
      ['/order/product/ship/tracking/queryToList', { orderId: bobOrder.orderId }],
      ['/order/product/return/save', { orderId: bobOrder.orderId, lineIds: ['line-1'], reasons: ['Changed my mind'] }],
      ['/order/product/return/cancel', { orderId: bobOrder.orderId, returnId: 'r-1' }],
      ['/order/message/query', { orderId: bobOrder.orderId }],
      ['/order/message/save', { orderId: bobOrder.orderId, content: 'Let me in' }],
    ] as const) {
      const answer = await post(alice, path, body);
      expect(answer, path).toMatchObject({ status: 404, success: false, message: 'This order does not exist' });
    }
    const lines = await post(alice, '/order/product/query', { shipping: 'waiting' });
    expect(lines.data.total).toBe(2);
    expect(lines.data.rows.every((l: { orderId: string }) => l.orderId === aliceOrder.orderId)).toBe(true);
    expect((await post(alice, '/order/product/query', { shipping: 'teleported' })).message).toBe('shipping: shipping is one of waiting, shipped, delivered, cancelled');
    expect((await post(bob, '/order/query')).data.rows.map((r: { orderId: string }) => r.orderId)).toEqual([bobOrder.orderId]);
    const customer = await post(alice, '/order/customer/get', { orderId: aliceOrder.orderId });
    expect(customer.data).toMatchObject({ clientId: alice.userId, email: alice.email, address: { city: 'Austin', state: 'TX' }, canEdit: true });
    const info = await post(alice, '/order/product/need/ship/info/get', { orderId: aliceOrder.orderId });
    expect(info.data.lines.map((l: { needsShipInfo: boolean }) => l.needsShipInfo)).toEqual([true, true]);
    const tracking = await post(alice, '/order/product/ship/tracking/queryToList', { orderId: aliceOrder.orderId });
    expect(tracking.data.map((l: { status: string }) => l.status)).toEqual(['preparing', 'preparing']);
    const dictionary = await post(alice, '/dictionary/queryAll');
    expect(dictionary.data.orderStatuses).toContainEqual({ value: 'paid', label: 'Processing' });
    expect(dictionary.data.returnReasons).toContain('Arrived damaged');
    expect(dictionary.data.socketCodes.map((c: { value: number }) => c.value)).toEqual([4, 3, 1, 0]);
  });

  it('the client corrects the delivery address before shipping, within its state; staff ship, and it can no longer change', async () => {
    const { runtime, alice, staff } = await ready;
    const order = await paidOrderFor(runtime, alice);
    const address = { firstName: 'Ada', lastName: 'Buyer', address1: '22 Oak Ave', address2: 'Apt 4', city: 'Austin', state: 'TX', zip: '73301', phone: '5125550100' };
    const edited = await post(alice, '/order/customer/edit', { orderId: order.orderId, address });
    expect(edited).toMatchObject({ status: 200, data: { address: { address1: '22 Oak Ave', address2: 'Apt 4' } } });
    expect((await post(alice, '/order/get', { orderId: order.orderId })).data.address.address1).toBe('22 Oak Ave');
    const texas = await post(alice, '/order/customer/edit', { orderId: order.orderId, ...address, state: 'CA', zip: '94601' });
    expect(texas).toMatchObject({ status: 400, message: "This order's tax is for TX: to deliver to another state, please cancel it and order again" });
    expect((await post(alice, '/order/customer/edit', { orderId: order.orderId, address: { ...address, zip: '1' } })).status).toBe(400);
    // A salesman reads orders but does not edit another's address, ship, refund or delay.
    const { sales } = await ready;
    expect((await post(sales, '/order/get', { orderId: order.orderId })).status).toBe(200);
    for (const [path, body] of [
      ['/order/customer/edit', { orderId: order.orderId, address }],
      ['/order/product/need/ship/info/save', { orderId: order.orderId, lineId: 'line-1', carrier: 'UPS', trackingNumber: '1Z1' }],
      ['/order/product/refund/save', { orderId: order.orderId, amountCents: 100 }],
      ['/order/product/delay/save', { orderId: order.orderId, message: 'Late' }],
    ] as const) expect(await post(sales, path, body), path).toMatchObject({ status: 403, message: 'No access.' });

    const shipped = await postAs(staff, '/order/product/need/ship/info/save', { orderId: order.orderId, lineId: 'line-1', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, 'ship-info-key-1');
    expect(shipped).toMatchObject({ status: 200, data: { status: 'partially_shipped' } });
    // The same request again (same Idempotency-Key) ships once.
    expect((await postAs(staff, '/order/product/need/ship/info/save', { orderId: order.orderId, lineId: 'line-1', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, 'ship-info-key-1')).status).toBe(200);
    const late = await post(alice, '/order/customer/edit', { orderId: order.orderId, address: { ...address, address1: '1 Late St' } });
    expect(late).toMatchObject({ status: 409, message: 'This order has shipped: its delivery address can no longer be changed' });
    const delay = await post(staff, '/order/product/delay/save', { orderId: order.orderId, lineId: 'line-2', message: 'Held at the depot by a storm.', expectedBy: '2026-12-24' });
    expect(delay.data.delayNotices).toEqual([expect.objectContaining({ lineId: 'line-2', expectedBy: '2026-12-24' })]);
    const tracking = await post(alice, '/order/product/ship/tracking/queryToList', { orderId: order.orderId });
    expect(tracking.data[0]).toMatchObject({ lineId: 'line-1', status: 'shipped', carrier: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' });
    expect(tracking.data[1]).toMatchObject({ lineId: 'line-2', status: 'preparing', expectedBy: '2026-12-24' });
    expect(tracking.data[1].steps.map((s: { text: string }) => s.text)).toEqual(['Being prepared', 'Delayed: Held at the depot by a storm.']);
    expect((await post(alice, '/order/product/ship/tracking/queryToList', { orderId: order.orderId, lineId: 'line-9' })).message).toBe('This item is not in the order');
    const info = await post(alice, '/order/product/need/ship/info/get', { orderId: order.orderId });
    expect(info.data.lines.map((l: { needsShipInfo: boolean }) => l.needsShipInfo)).toEqual([false, true]);
    expect((await post(alice, '/order/product/query', { orderId: order.orderId, shipping: 'shipped' })).data.rows.map((l: { lineId: string }) => l.lineId)).toEqual(['line-1']);
    // Staff see every client's orders; one client's by id.
    const all = await post(staff, '/order/query', { clientId: alice.userId, pageSize: 50 });
    expect(all.data.rows.map((r: { orderId: string }) => r.orderId)).toContain(order.orderId);
    expect(all.data.rows.every((r: { clientId: string }) => r.clientId === alice.userId)).toBe(true);
  });

  it('returns: the client asks and withdraws, asks again; staff settle and refund; a client cannot refund', async () => {
    const { runtime, alice, staff } = await ready;
    const order = await paidOrderFor(runtime, alice, { lines: 1 });
    await post(staff, '/order/product/need/ship/info/save', { orderId: order.orderId, lineId: 'line-1', carrier: 'FedEx', trackingNumber: '7489' });
    expect((await post(staff, `/admin/orders/${order.orderId}/deliver`, { lineId: 'line-1' })).status).toBe(200);
    const asked = await post(alice, '/order/product/return/save', { orderId: order.orderId, lineIds: ['line-1'], reasons: ['Changed my mind'] });
    expect(asked).toMatchObject({ status: 200, data: { order: { status: 'return_requested' } } });
    const returnId = asked.data.returnId as string;
    const withdrawn = await post(alice, '/order/product/return/cancel', { orderId: order.orderId, returnId });
    expect(withdrawn.data).toMatchObject({ status: 'delivered', returns: [{ returnId, status: 'withdrawn' }] });
    expect(withdrawn.data.lines[0].returnStatus).toBeNull();
    expect((await post(alice, '/order/product/return/cancel', { orderId: order.orderId, returnId })).status).toBe(200);
    expect((await post(staff, '/order/product/return/save', { orderId: order.orderId, returnId, decision: 'approve' })).message).toBe('This return has already been withdrawn');
    const again = await post(alice, '/order/product/return/save', { orderId: order.orderId, detailIds: 'line-1', reasons: 'Arrived damaged' });
    expect(again.status).toBe(200);
    expect((await post(staff, '/order/product/return/save', { orderId: order.orderId, returnId: again.data.returnId })).message).toBe("decision: staff settle a return with decision 'approve' or 'refuse'");
    const approved = await post(staff, '/order/product/return/save', { orderId: order.orderId, returnId: again.data.returnId, decision: 'approve' });
    expect(approved.data).toMatchObject({ status: 'returned' });
    expect((await post(alice, '/order/product/return/cancel', { orderId: order.orderId, returnId: again.data.returnId })).message).toBe('This return has already been approved');
    expect(await post(alice, '/order/product/refund/save', { orderId: order.orderId, amountCents: 100 })).toMatchObject({ status: 403, message: 'No access.' });
    const refunded = await postAs(staff, '/order/product/refund/save', { orderId: order.orderId, amountCents: order.totalCents, reason: 'Returned' }, 'refund-svc-key-1');
    expect(refunded).toMatchObject({ status: 200, data: { status: 'refunded', refundedCents: order.totalCents } });
    expect((await postAs(staff, '/order/product/refund/save', { orderId: order.orderId, amountCents: order.totalCents, reason: 'Returned' }, 'refund-svc-key-1')).data.refundedCents).toBe(order.totalCents);
  });

  it('order messages: the client writes, staff and salesmen read and answer; read state per reader; unread counts; nobody else reads them', async () => {
    const { runtime, alice, bob, staff, sales, aliceOrder } = await ready;
    const order = await paidOrderFor(runtime, alice, { lines: 1 });
    const sent = await post(alice, '/order/message/save', { orderId: order.orderId, content: 'Can the sofa come on Friday?' });
    expect(sent).toMatchObject({ status: 200, data: { message: { seq: 1, senderId: alice.userId, senderRole: 'client', text: 'Can the sofa come on Friday?' } } });
    // The same messageId again sends once.
    await post(alice, '/order/message/save', { orderId: order.orderId, content: 'Hello?', messageId: 'om-fixed-1' });
    await post(alice, '/order/message/save', { orderId: order.orderId, content: 'Hello?', messageId: 'om-fixed-1' });
    const unreadForStaff = await post(staff, '/order/message/unreadByUser');
    expect(unreadForStaff.data.orders).toContainEqual(expect.objectContaining({ orderId: order.orderId, orderNumber: order.orderNumber, unread: 2, lastText: 'Hello?' }));
    const count = await staff.call('/orderFulfillment/queryOrderUnreadByUser');
    expect(count.data.count).toBeGreaterThanOrEqual(1);
    const read = await post(staff, '/order/message/query', { orderId: order.orderId });
    expect(read.data.list.map((m: { text: string }) => m.text)).toEqual(['Can the sofa come on Friday?', 'Hello?']);
    expect((await post(staff, '/order/message/unreadByUser')).data.orders.find((o: { orderId: string }) => o.orderId === order.orderId)).toBeUndefined();
    // Read per reader: the salesman has not read them yet.
    expect((await post(sales, '/order/message/unreadByUser')).data.orders).toContainEqual(expect.objectContaining({ orderId: order.orderId, unread: 2 }));
    const answer = await post(staff, '/order/message/save', { orderId: order.orderId, content: 'Friday works. We will call ahead.' });
    expect(answer.data.message).toMatchObject({ seq: 3, senderRole: 'staff' });
    // Alice is told (a notification); her own messages told her nothing.
    const told = (await alice.call('/NOTIFICATION/listMine')).data.list.filter((n: { kind: string; href: string }) => n.kind === 'MESSAGE' && n.href === `/order/detail/${order.orderId}`);
    expect(told).toEqual([expect.objectContaining({ title: expect.stringMatching(/^New message about order /), text: 'Friday works. We will call ahead.' })]);
    expect((await alice.call('/orderFulfillment/queryOrderUnreadByUser')).data).toEqual({ count: 1, messages: 1 });
    const unreadForAlice = await post(alice, '/order/message/unreadByUser');
    expect(unreadForAlice.data).toMatchObject({ total: 1, orders: [{ orderId: order.orderId, unread: 1 }], boards: [] });
    // Peeking (markRead false) leaves it unread.
    expect((await post(alice, '/order/message/query', { orderId: order.orderId, markRead: false })).data.unread).toBe(1);
    expect((await post(alice, '/order/message/query', { orderId: order.orderId, pageSize: 2 })).data.list.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect((await post(alice, '/order/message/query', { orderId: order.orderId, beforeSeq: 2 })).data.list.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect((await alice.call('/orderFulfillment/queryOrderUnreadByUser')).data).toEqual({ count: 0, messages: 0 });
    // Bob reads and writes nothing of it, and his counts never show it.
    expect((await post(bob, '/order/message/query', { orderId: order.orderId })).status).toBe(404);
    expect((await post(bob, '/order/message/unreadByUser')).data).toEqual({ total: 0, orders: [], boards: [] });
    expect((await bob.call('/orderFulfillment/queryOrderUnreadByUser')).data).toEqual({ count: 0, messages: 0 });
    const visitor = new ApiClient((await ready).base);
    expect((await visitor.call('/orderFulfillment/queryOrderUnreadByUser')).data).toEqual({ count: 0, messages: 0 });
    // A thread is stored on its own stream.
    const events = (await runtime.store.readStream(orderThreadStream(`order-${order.orderId}`))).events.map((e) => e.type);
    expect(events).toEqual(['OrderThreadOpened', 'OrderMessageSent', 'OrderMessageSent', 'OrderMessagesRead', 'OrderMessageSent', 'OrderMessagesRead']);
    expect((await post(alice, '/order/message/query', { orderId: aliceOrder.orderId })).data.list).toEqual([]);
  });

  it('bad message input gets a clear message and changes nothing', async () => {
    const { runtime, alice } = await ready;
    const order = await paidOrderFor(runtime, alice, { lines: 1 });
    const stream = orderThreadStream(`order-${order.orderId}`);
    const before = (await runtime.store.readStream(stream)).events.length;
    expect(await post(alice, '/order/message/save', { orderId: order.orderId, content: 'x'.repeat(2001) })).toMatchObject({ status: 400, message: 'text: Please keep a message under 2000 characters' });
    expect(await post(alice, '/order/message/save', { orderId: order.orderId, content: '   ' })).toMatchObject({ status: 400, message: 'text: Please write a message' });
    expect(await post(alice, '/order/message/save', { orderId: order.orderId, content: { nested: true } })).toMatchObject({ status: 400, message: 'Please write the message as text' });
    expect(await post(alice, '/order/message/save', { orderId: order.orderId, content: 'Look', imageUrl: 'https://evil.example/x.png' })).toMatchObject({ status: 400, message: 'imageUrl: This picture cannot be sent' });
    expect(await post(alice, '/order/message/save', { content: 'To whom?' })).toMatchObject({ status: 400, message: 'orderId: Please choose an order (orderId) or a mood board (moodboardId)' });
    expect(await post(alice, '/order/message/save', { orderId: '../../x', content: 'x' })).toMatchObject({ status: 400, message: 'orderId: This order does not exist' });
    expect(await post(alice, '/order/message/query', { orderId: order.orderId, pageSize: 1000 })).toMatchObject({ status: 400, message: 'pageSize: pageSize must be 1 to 100' });
    expect(await post(alice, '/order/message/save', { moodboardId: 'mb0123456789abcdef', content: 'x' })).toMatchObject({ status: 404, message: 'This mood board does not exist' });
    // Only the thread's opening may have been recorded (by the query that read it); no message.
    const after = (await runtime.store.readStream(stream)).events.map((e) => e.type);
    expect(after.slice(before).filter((t) => t !== 'OrderThreadOpened')).toEqual([]);
  });

  it('pushData: unread order messages and the orders that changed since a moment', async () => {
    const { runtime, alice, bob, staff } = await ready;
    const since = new Date(Date.now() - 1000).toISOString();
    const order = await paidOrderFor(runtime, alice, { lines: 1 });
    await post(staff, '/order/message/save', { orderId: order.orderId, content: 'Your order is being prepared.' });
    const pushed = await alice.call(`/handle/of/pushData?since=${encodeURIComponent(since)}`);
    expect(pushed.status).toBe(200);
    expect(pushed.data.orders).toContainEqual(expect.objectContaining({ orderId: order.orderId, status: 'paid' }));
    expect(pushed.data.unreadOrderMessages).toBeGreaterThanOrEqual(1);
    expect(pushed.data.messages.orders).toContainEqual(expect.objectContaining({ orderId: order.orderId, unread: 1 }));
    expect(Date.parse(pushed.data.now)).toBeGreaterThan(Date.parse(since));
    const later = await alice.call(`/handle/of/pushData?since=${encodeURIComponent(pushed.data.now)}`);
    expect(later.data.orders).toEqual([]);
    const theirs = await bob.call(`/handle/of/pushData?since=${encodeURIComponent(since)}`);
    expect(theirs.data.orders.map((o: { orderId: string }) => o.orderId)).not.toContain(order.orderId);
    expect(theirs.data.unreadOrderMessages).toBe(0);
    expect((await new ApiClient((await ready).base).call('/handle/of/pushData')).status).toBe(401);
    expect((await alice.call('/handle/of/pushData?since=yesterday')).message).toBe('since: since is a time like 2026-11-23T10:00:00Z');
    expect((await alice.call('/handle/of/pushData', {})).status).toBe(405);
  });

  it('checkOrder: the 1000 cap, out of stock, stock left and changed prices, for goods, an order and the cart', async () => {
    const { runtime, alice, bob } = await ready;
    const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).orderBy('id').select('id', 'availability', 'mark_type', 'mark_time', 'price_cents', 'sale_price_cents');
    const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time));
    const [a, b] = buyable;
    const capped = await alice.call('/order/checkOrder', { goods: [{ goodsId: a.id, count: 1001 }, { goodsId: b.id, count: 1 }] });
    expect(capped.status).toBe(200);
    expect(capped.data).toMatchObject({ ok: false, messages: ['The quantity of an item cannot exceed 1000.'] });
    const staffActor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } as const;
    await runtime.execute(catalogueCommands.SetStockLevel, { goodsId: b.id, onHand: 0 }, { actor: staffActor });
    await settled(runtime);
    const out = await alice.call('/order/checkOrder', { goods: [{ goodsId: b.id, count: 1 }] });
    expect(out.data).toMatchObject({ ok: false, messages: ['The product is out of stock'] });
    await runtime.execute(catalogueCommands.SetStockLevel, { goodsId: b.id, onHand: 3 }, { actor: staffActor });
    await settled(runtime);
    expect((await alice.call('/order/checkOrder', { goods: [{ goodsId: b.id, count: 5 }] })).data.messages).toEqual(['Only 3 left in stock']);
    expect((await alice.call('/order/checkOrder', { goods: [{ goodsId: b.id, count: 2 }] })).data).toMatchObject({ ok: true, messages: [] });
    // An order waiting for payment, after a price change.
    const order = await paidOrderFor(runtime, bob, { lines: 1, paid: false });
    const line = order.lines[0];
    expect((await bob.call('/order/checkOrder', { orderId: order.orderId })).data).toMatchObject({ ok: true, source: { kind: 'order', status: 'awaiting_payment' } });
    await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: line.goodsId, priceCents: line.priceCents + 1000, salePriceCents: null }, { actor: staffActor });
    await settled(runtime);
    const changed = await bob.call('/order/checkOrder', { orderId: order.orderId });
    expect(changed.data.ok).toBe(false);
    expect(changed.data.messages[0]).toMatch(/^The price of .+ is now \$[\d,]+\.\d\d \(it was \$[\d,]+\.\d\d\)$/);
    expect((await alice.call('/order/checkOrder', { orderId: order.orderId })).status).toBe(404);
    // The cart, as it stands.
    expect((await alice.call('/cart/save', { goodsId: a.id, count: 2 })).status).toBe(200);
    const cart = await alice.call('/order/checkOrder', {});
    expect(cart.data).toMatchObject({ ok: true, source: { kind: 'cart' }, items: [{ goodsId: a.id, count: 2 }] });
    expect((await alice.call('/order/checkOrder', { goods: 'sofa' })).status).toBe(400);
    expect((await alice.call('/order/checkOrder')).status).toBe(405);
  });

  it('logged no error', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
