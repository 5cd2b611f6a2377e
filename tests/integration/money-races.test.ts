import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { creditsStream } from '../../domain/promotions/credits-ledger';
import { postAs, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * Issue 20, money: "the sum of card and credit refunds of a payment never exceeds
 * what was paid, under any interleaving; a code's limits hold at payment time;
 * nobody is charged without what they paid for." Each race runs the real calls at
 * once (Promise.all over HTTP) against real PostgreSQL and the sandbox gateway, then
 * reads the gateway's books and the credits ledger.
 */
const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const stocked = await runtime.db('catalogue_stock_v1').select('goods_id', 'on_hand');
  const onHand = new Map(stocked.map((r) => [r.goods_id, r.on_hand as number]));
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time) && (onHand.get(g.id) ?? 100) >= 20);
  // Goods of $200 or more, so WELCOME25's minimum spend is met.
  const dear = buyable.filter((g) => Number(g.price_cents) >= 25_000);
  const staff = new ApiClient(base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors, buyable, dear, staff };
})();

let n = 0;
async function client() {
  const { runtime, base } = await ready;
  return signedInClient(runtime, base, `money${++n}`);
}

async function staffPost(path: string, body: Record<string, unknown>, key?: string) {
  return postAs((await ready).staff, path, body, key);
}

/** An order placed (not paid) from what is in the client's cart now. */
async function placed(c: Awaited<ReturnType<typeof client>>, extra: Record<string, unknown> = {}) {
  const address = await c.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
  const order = await c.call('/order/manage/saveOrder', { checkoutId: `chk-${Math.random().toString(36).slice(2, 12)}`, addressId: address.data.id, ...extra });
  expect(order.status, order.message).toBe(200);
  return order.data as { orderId: string; orderNumber: string; totals: { totalCents: number; creditsUsedCents: number } };
}

async function paidOrder(c: Awaited<ReturnType<typeof client>>, goodsIndex: number, credits = 0) {
  const { dear } = await ready;
  if (credits) expect((await staffPost(`/admin/credits/${c.userId}`, { amountCents: credits, reason: 'Welcome' })).status).toBe(200);
  expect((await c.call('/cart/save', { goodsId: dear[goodsIndex].id, count: 1 })).status).toBe(200);
  const order = await placed(c);
  const paid = await c.call('/order/manage/pay', { orderId: order.orderId, attemptId: `att-${order.orderId}`, ...card });
  expect(paid.status, paid.message).toBe(200);
  return order;
}

/** What went back: card refunds in the gateway's books, credit granted for refunds and credit returned, by the credits ledger. */
async function moneyBack(clientId: string, orderId: string) {
  const { runtime } = await ready;
  const charge = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId })).andWhere({ status: 'succeeded' }).first();
  const cardCents = charge ? (await runtime.db('payment_sandbox_refunds').where({ payment_id: charge.payment_id })).reduce((s, r) => s + Number(r.amount_cents), 0) : 0;
  const { events } = await runtime.store.readStream(creditsStream(clientId));
  const grantedCents = events.filter((e) => e.type === 'CreditsGranted' && (e.data as { reason: string }).reason.startsWith('Refund for order')).reduce((s, e) => s + (e.data as { amountCents: number }).amountCents, 0);
  const returnedCents = events.filter((e) => e.type === 'CreditsReturned' && (e.data as { orderId: string }).orderId === orderId).reduce((s, e) => s + (e.data as { amountCents: number }).amountCents, 0);
  return { cardCents, creditCents: grantedCents + returnedCents, totalCents: cardCents + grantedCents + returnedCents };
}

describe('refunds never give back more than was paid (issue 20)', () => {
  it('three concurrent full refunds as store credit grant the credit once', async () => {
    const c = await client();
    const order = await paidOrder(c, 0);
    const answers = await Promise.all([1, 2, 3].map((i) => staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: order.totals.totalCents, reason: 'Race', to: 'credit' }, `race-credit-${order.orderId}-${i}`.slice(0, 100))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).every((a) => /^At most \$0\.00/.test(a.message))).toBe(true);
    expect(await moneyBack(c.userId, order.orderId)).toEqual({ cardCents: 0, creditCents: order.totals.totalCents, totalCents: order.totals.totalCents });
    const detail = await c.call('/order/manage/get', { id: order.orderId });
    expect(detail.data.refundedCents).toBe(order.totals.totalCents);
  });

  it('card and credit refunds raced together stay within what was paid', async () => {
    const c = await client();
    const order = await paidOrder(c, 1);
    const total = order.totals.totalCents;
    const answers = await Promise.all([
      staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: total, reason: 'Race card' }, `race-card-a-${order.orderId}`.slice(0, 100)),
      staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: total, reason: 'Race credit', to: 'credit' }, `race-credit-b-${order.orderId}`.slice(0, 100)),
      staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: total, reason: 'Race card' }, `race-card-c-${order.orderId}`.slice(0, 100)),
      c.call('/order/manage/cancel', { id: order.orderId, reason: 'Race cancel' }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 400), JSON.stringify(answers.map((a) => [a.status, a.message]))).toBe(true);
    const back = await moneyBack(c.userId, order.orderId);
    expect(back.totalCents).toBe(total);
    expect((await c.call('/order/manage/get', { id: order.orderId })).data.refundedCents).toBe(total);
  });

  it('a refund as credit of card and credit, then the client cancels: nothing more comes back, and nothing is left to refund', async () => {
    const c = await client();
    const order = await paidOrder(c, 2, 5000);
    expect(order.totals.creditsUsedCents).toBe(5000);
    const paidCents = order.totals.totalCents + 5000;
    expect((await staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: paidCents, reason: 'All of it', to: 'credit' })).status).toBe(200);
    const cancelled = await c.call('/order/manage/cancel', { id: order.orderId, reason: 'Changed my mind' });
    expect(cancelled.status, cancelled.message).toBe(200);
    expect(await moneyBack(c.userId, order.orderId)).toEqual({ cardCents: 0, creditCents: paidCents, totalCents: paidCents });
    expect(await staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: 5000, reason: 'Again', to: 'credit' })).toMatchObject({ status: 400, message: 'At most $0.00 can be refunded' });
  });

  it('a cancel that refunded everything (card and credit) leaves nothing for a later refund as credit', async () => {
    const c = await client();
    const order = await paidOrder(c, 3, 5000);
    const cancelled = await c.call('/order/manage/cancel', { id: order.orderId });
    expect(cancelled.status, cancelled.message).toBe(200);
    const paidCents = order.totals.totalCents + 5000;
    expect(await moneyBack(c.userId, order.orderId)).toEqual({ cardCents: order.totals.totalCents, creditCents: 5000, totalCents: paidCents });
    expect(await staffPost(`/admin/orders/${order.orderId}/refund`, { amountCents: 5000, reason: 'Credit part again', to: 'credit' })).toMatchObject({ status: 400, message: 'At most $0.00 can be refunded' });
    expect(cancelled.data.refundedCents).toBe(paidCents);
  });
});

describe('first-order codes hold at payment time (issue 20)', () => {
  const succeededCharges = async (orderId: string) => {
    const { runtime } = await ready;
    return (await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId })).andWhere({ status: 'succeeded' })).length;
  };

  it('two orders placed before either was paid cannot both use a first-order code, even paid at once; the refused one is not charged', async () => {
    const { dear } = await ready;
    const c = await client();
    await c.call('/cart/save', { goodsId: dear[4].id, count: 1 });
    const a = await placed(c, { code: 'WELCOME25' });
    const b = await placed(c, { code: 'PROMO10' });
    const answers = await Promise.all([a, b].map((o) => c.call('/order/manage/pay', { orderId: o.orderId, attemptId: `att-${o.orderId}`, ...card })));
    expect(answers.map((x) => x.status).sort(), JSON.stringify(answers.map((x) => x.message))).toEqual([200, 409]);
    const refused = answers.find((x) => x.status === 409)!;
    expect(refused.message).toMatch(/^(WELCOME25|PROMO10): only for a first order$/);
    expect((await succeededCharges(a.orderId)) + (await succeededCharges(b.orderId))).toBe(1);
  });

  it('an order paid after another order was paid is not a first order any more', async () => {
    const { dear } = await ready;
    const c = await client();
    await c.call('/cart/save', { goodsId: dear[5].id, count: 1 });
    const withCode = await placed(c, { code: 'PROMO10' });
    const plain = await placed(c);
    expect((await c.call('/order/manage/pay', { orderId: plain.orderId, attemptId: `att-${plain.orderId}`, ...card })).status).toBe(200);
    const late = await c.call('/order/manage/pay', { orderId: withCode.orderId, attemptId: `att-${withCode.orderId}`, ...card });
    expect(late).toMatchObject({ status: 409, message: 'PROMO10: only for a first order' });
    expect(await succeededCharges(withCode.orderId)).toBe(0);
    // Cancelling the paid order makes the next one a first order again.
    expect((await c.call('/order/manage/cancel', { id: plain.orderId })).status).toBe(200);
    expect((await c.call('/order/manage/pay', { orderId: withCode.orderId, attemptId: `att2-${withCode.orderId}`, ...card })).status).toBe(200);
  });
});

describe('a single-use project code raced by five clients (issue 20)', () => {
  it('one client gets it and pays; the others are refused and charged nothing', async () => {
    const { runtime, base, staff } = await ready;
    const code = `ONCE${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    expect((await staff.call('/admin/discount-codes', { code, kind: 'fixed', value: 1000, scope: 'project', totalLimit: 1 })).status).toBe(200);
    const buyers = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const v = new ApiClient(base, null, `203.0.113.${120 + i}`);
        v.token = (await v.call('/common/getSessionId')).data.sessionId;
        const saved = await v.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '3', name: 'Bedroom' }) }] });
        const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: saved.data })).map((r) => r.need_id as string);
        const me = await client();
        await v.call('/client/login', { email: me.email, password: 'correct horse battery' });
        return { v, needId: needId! };
      }),
    );
    const answers = await Promise.all(buyers.map(({ v, needId }) => v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', code, ...card })));
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.message))).toEqual([200, 400, 400, 400, 400]);
    for (const [i, answer] of answers.entries()) {
      const { needId } = buyers[i]!;
      const charges = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ needId })).andWhere({ status: 'succeeded' });
      const refunds = charges.length ? await runtime.db('payment_sandbox_refunds').whereIn('payment_id', charges.map((ch) => ch.payment_id)) : [];
      const kept = charges.reduce((s, ch) => s + Number(ch.amount_cents), 0) - refunds.reduce((s, r) => s + Number(r.amount_cents), 0);
      if (answer.status === 200) {
        expect(answer.data).toMatchObject({ status: 'PAID', paidCents: 7900 });
        expect(kept).toBe(7900);
      } else {
        // Refused before the card was charged: no charge at all.
        expect(charges).toEqual([]);
        expect(answer.message).toBe(`${code}: this code has been used up`);
        expect((await buyers[i]!.v.call('/need/getNeed', { needId })).data.paidCents).toBeNull();
      }
    }
  });
});

describe('a gateway card token belongs to the account that tokenised it (issue 20)', () => {
  it('another account cannot save it; its own account can', async () => {
    const alice = await client();
    const bob = await client();
    const token = (await alice.call('/payment/tokenize', { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: 'Alice' })).data.id as string;
    expect(await bob.call('/payment/save', { token, firstName: 'Bob' })).toMatchObject({ status: 400, message: 'Save fail' });
    expect((await bob.call('/payment/listCards')).data).toEqual([]);
    expect(await alice.call('/payment/save', { token, firstName: 'Alice' })).toMatchObject({ status: 200, data: { last4: '4242' } });
  });

  it('leaves nothing in the error log', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
