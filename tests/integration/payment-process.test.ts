import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { sandboxTestCards, signSandboxWebhook } from '../../infra/payments/sandbox';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paymentsFor } from '../support/payments';
import { settled } from '../support/processes';

/**
 * Issue 21, one payment process: a declined card is not saved, not the default and
 * leaves no order behind; a decline lets go of the stock at once; "keep this card"
 * follows what the client chose; two payments at once charge once; the webhook
 * still finishes a payment whose process died before it heard the gateway.
 */
const webhookSecret = 'test-webhook-secret-0123456789';
const system = { kind: 'system' } as const;
const card = { cardName: 'Pat Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({ PAYMENT_WEBHOOK_SECRET: webhookSecret, PAYMENT_WAIT_MS: '10000' }, { demoData: true });
  const errors = loggedErrors(runtime);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time));
  const staff = new ApiClient(base, null, '192.0.2.70');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors, buyable, staff };
})();

let n = 0;
/** A client with one product (its counted stock set to 10) in the cart and a shipping address. */
async function buyer(goodsIndex: number) {
  const { runtime, base, buyable } = await ready;
  const c = await signedInClient(runtime, base, `pay${++n}`);
  const goods = buyable[goodsIndex]!;
  await runtime.execute(catalogueCommands.SetStockLevel, { goodsId: goods.id, onHand: 10 }, { actor: system });
  await settled(runtime);
  expect((await c.call('/cart/save', { goodsId: goods.id, count: 1 })).status).toBe(200);
  const address = await c.call('/client/manage/address/save', { firstName: 'Pat', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
  return Object.assign(c, { goods, addressId: address.data.id as string });
}

const reserved = async (goodsId: string) => Number((await (await ready).runtime.db('catalogue_stock_v1').where({ goods_id: goodsId }).first()).reserved);
const listed = async (c: ApiClient) => (await c.call('/order/manage/search', {})).data as { rows: Array<{ orderId: string }>; total: number };
const ordersToday = async () => (await (await ready).staff.call('/admin/dashboard')).data.today.orders as number;

describe('a declined card', () => {
  it('is not saved even when "keep this card" was ticked, is no default, lets go of the stock at once and leaves no order in the list or the dashboard', async () => {
    const c = await buyer(60);
    const todayBefore = await ordersToday();
    const reservedBefore = await reserved(c.goods.id);
    const order = await c.call('/order/manage/saveOrder', { checkoutId: `chk-declined-${c.userId}`, addressId: c.addressId });
    const declined = await c.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'declined-1', ...card, cardNumber: sandboxTestCards.declined, saveCard: 'on' });
    expect(declined).toMatchObject({ status: 402, message: 'Your card was declined.' });
    // Not saved, so not the default: the next checkout has nothing to preselect.
    expect((await c.call('/payment/listCards')).data).toEqual([]);
    // The stock it held is back already (released when the decline was recorded, not when the payment would be given up).
    const releases = await (await ready).runtime.db('es_events').where({ type: 'StockReservationReleased' }).whereRaw("data->>'orderId' = ?", [order.data.orderId]);
    expect(releases).toHaveLength(1);
    await expect.poll(() => reserved(c.goods.id), { timeout: 15_000 }).toBe(reservedBefore);
    // No order in the client's list, none in the dashboard's orders today; the cart is as it was.
    expect(await listed(c)).toMatchObject({ rows: [], total: 0 });
    expect(await ordersToday()).toBe(todayBefore);
    expect((await c.call('/order/getCartAllCount')).data.cartCount).toBe(1);
    expect((await paymentsFor((await ready).runtime, { kind: 'order', orderId: order.data.orderId })).map((p) => p.ended)).toEqual(['PaymentDeclined']);

    // The next attempt on the same checkout reuses its draft and pays it; now it is listed and counted.
    const again = await c.call('/order/manage/saveOrder', { checkoutId: `chk-declined-${c.userId}`, addressId: c.addressId });
    expect(again.data.orderId).toBe(order.data.orderId);
    expect((await c.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'declined-2', ...card })).status).toBe(200);
    expect((await listed(c)).rows.map((r) => r.orderId)).toEqual([order.data.orderId]);
    expect(await ordersToday()).toBe(todayBefore + 1);
    expect(await reserved(c.goods.id)).toBe(reservedBefore + 1);
    // Unticked: the card that paid is not kept either.
    expect((await c.call('/payment/listCards')).data).toEqual([]);
  });
});

describe('"keep this card"', () => {
  it('keeps a new card once it has been charged, and only when ticked; the first one kept becomes the default, a later one does not', async () => {
    const { buyable } = await ready;
    const c = await buyer(61);
    const first = await c.call('/order/manage/saveOrder', { checkoutId: `chk-keep1-${c.userId}`, addressId: c.addressId });
    expect((await c.call('/order/manage/pay', { orderId: first.data.orderId, attemptId: 'keep-1', ...card, saveCard: 'on' })).status).toBe(200);
    await expect.poll(async () => (await c.call('/payment/listCards')).data, { timeout: 15_000 }).toMatchObject([{ last4: '4242', isDefault: true }]);
    expect((await c.call('/cart/save', { goodsId: buyable[62]!.id, count: 1 })).status).toBe(200);
    const second = await c.call('/order/manage/saveOrder', { checkoutId: `chk-keep2-${c.userId}`, addressId: c.addressId });
    const mastercard = { ...card, cardNumber: '5555 5555 5555 4444' };
    expect((await c.call('/order/manage/pay', { orderId: second.data.orderId, attemptId: 'keep-2', ...mastercard, saveCard: 'on' })).status).toBe(200);
    await expect.poll(async () => ((await c.call('/payment/listCards')).data as unknown[]).length, { timeout: 15_000 }).toBe(2);
    const cards = (await c.call('/payment/listCards')).data as Array<{ last4: string; isDefault: boolean }>;
    expect(cards.find((k) => k.last4 === '4444')).toMatchObject({ isDefault: false });
    expect(cards.find((k) => k.last4 === '4242')).toMatchObject({ isDefault: true });
  });
});

describe('paying twice at once', () => {
  it('with two different cards (two tabs) charges once: the second answers the first one’s outcome or says it is running', async () => {
    const { runtime } = await ready;
    const c = await buyer(63);
    const order = await c.call('/order/manage/saveOrder', { checkoutId: `chk-tabs-${c.userId}`, addressId: c.addressId });
    const [a, b] = await Promise.all([
      c.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'tab-a', ...card }),
      c.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'tab-b', ...card, cardNumber: '5555 5555 5555 4444' }),
    ]);
    expect([a.status, b.status].sort()).toContain(200);
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
    const charges = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId }));
    expect(charges.filter((ch) => ch.status === 'succeeded')).toHaveLength(1);
    expect(await runtime.db('payment_sandbox_refunds').whereIn('payment_id', charges.map((ch) => ch.payment_id))).toEqual([]);
  });
});

describe('a payment whose process died before it heard the gateway', () => {
  it('is finished by the signed webhook and the restarted process, charged once', async () => {
    const { runtime, base } = await ready;
    const c = await buyer(64);
    const order = await c.call('/order/manage/saveOrder', { checkoutId: `chk-hook-${c.userId}`, addressId: c.addressId });
    // The process stops and nobody drives the payment (the request that would have died with it): it is recorded, but nothing follows.
    await runtime.processes!.stop();
    const drive = runtime.processes!.drive;
    runtime.processes!.drive = async () => undefined;
    try {
      const running = await c.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'hook-1', ...card });
      expect(running).toMatchObject({ status: 409, message: 'Your payment is already being processed.' });
    } finally {
      // The gateway charged it (the charge step's request reached it), then the webhook tells us.
      const [payment] = await paymentsFor(runtime, { kind: 'order', orderId: order.data.orderId });
      const { events } = await runtime.store.readStream(`payment-${payment!.paymentId}`);
      const requested = events[0]!.data as { amountCents: number; card: { card: { token: string } } };
      const charge = await runtime.payments.charge({ token: requested.card.card.token, amountCents: requested.amountCents, currency: 'usd', idempotencyKey: payment!.paymentId, description: 'lost', metadata: { paymentId: payment!.paymentId, orderId: order.data.orderId } });
      expect(charge.status).toBe('succeeded');
      const body = JSON.stringify({ id: `evt_${payment!.paymentId}`, type: 'payment_intent.succeeded', data: { object: { id: charge.status === 'succeeded' ? charge.paymentId : '', amount: requested.amountCents, metadata: { paymentId: payment!.paymentId, orderId: order.data.orderId } } } });
      const hook = await fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'roomcraft-signature': signSandboxWebhook(webhookSecret, body) }, body });
      runtime.processes!.drive = drive;
      expect(await hook.json()).toMatchObject({ success: true, data: { recorded: true } });
      await runtime.processes!.start();
    }
    await runtime.processes!.catchUp();
    await expect.poll(async () => (await paymentsFor(runtime, { kind: 'order', orderId: order.data.orderId })).map((p) => p.ended), { timeout: 15_000 }).toEqual(['PaymentSettled']);
    await settled(runtime);
    expect((await c.call('/order/manage/get', { id: order.data.orderId })).data).toMatchObject({ status: 'paid' });
    expect(await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId })).where({ status: 'succeeded' })).toHaveLength(1);
    expect((await c.call('/order/getCartAllCount')).data.cartCount).toBe(0);
  });

  it('leaves nothing in the error log', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
