import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { postAs, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';

const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents', 'sale_price_cents', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const stocked = await runtime.db('catalogue_stock_v1').select('goods_id', 'on_hand');
  const onHand = new Map(stocked.map((r) => [r.goods_id, r.on_hand as number]));
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time) && (onHand.get(g.id) ?? 100) >= 20);
  const staff = new ApiClient(base, null, '192.0.2.20');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors, buyable, staff };
})();

async function registered() {
  const { base, runtime } = await ready;
  return signedInClient(runtime, base, 'promo');
}

async function staffPost(path: string, body: Record<string, unknown>, key?: string) {
  return postAs((await ready).staff, path, body, key);
}

const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const codesOf = (res: { data: { codes: { code: string }[] } }) => res.data.codes.map((c) => c.code);

describe('discount codes and store credit through the JSON API', () => {
  it('staff create and end codes; listAvailable shows only what this client can use now', async () => {
    const client = await registered();
    const live = uniqueCode('LIVE');
    const created = await staffPost('/admin/discount-codes', { code: live, kind: 'fixed', value: 1500, minSpendCents: 10000, firstOrderOnly: false, perClientLimit: 1 });
    expect(created).toMatchObject({ status: 200, data: { code: live, totalUses: 0, ended: false, description: '$15.00 off orders of $100.00 or more' } });
    const again = await staffPost('/admin/discount-codes', { code: live, kind: 'percent', value: 5 });
    expect(again).toMatchObject({ status: 409, message: 'A code with this name already exists' });
    const builtin = await staffPost('/admin/discount-codes', { code: 'DIY1', kind: 'percent', value: 50 });
    expect(builtin.status).toBe(409);

    const future = uniqueCode('SOON');
    await staffPost('/admin/discount-codes', { code: future, kind: 'percent', value: 10, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const ended = uniqueCode('GONE');
    await staffPost('/admin/discount-codes', { code: ended, kind: 'percent', value: 10 });
    const end = await staffPost(`/admin/discount-codes/${ended}/end`, {});
    expect(end).toMatchObject({ status: 200, data: { ended: true } });
    const once = uniqueCode('ONCE');
    await staffPost('/admin/discount-codes', { code: once, kind: 'percent', value: 10, totalLimit: 1 });

    const listed = await client.call('/discount/listAvailable');
    expect(listed.status).toBe(200);
    expect(codesOf(listed)).toEqual(expect.arrayContaining(['DIY1', 'DIY3', 'DIY5', 'PROMO10', 'WELCOME25', live, once]));
    expect(codesOf(listed)).not.toEqual(expect.arrayContaining([future]));
    expect(codesOf(listed)).not.toContain(ended);
    expect(codesOf(listed)).not.toContain('SUMMER10');
    expect(listed.data.codes.find((c: { code: string }) => c.code === 'DIY1').description).toBe('10% off orders of $1,000.00 or more');
    expect(listed.data.creditsCents).toBe(0);

    // The cart explains an ended code exactly.
    const { buyable } = await ready;
    await client.call('/cart/save', { goodsId: buyable[0].id, count: 1 });
    const why = await client.call('/order/getCartDiscount', { discountCode: ended });
    expect(why.data).toMatchObject({ useDiscount: false, message: 'this code has expired' });

    // Used once by somebody: gone for everyone; PROMO10 and WELCOME25 leave a client after their first order.
    const first = await registered();
    await first.call('/cart/save', { goodsId: buyable[1].id, count: 1 });
    const address = await first.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const order = await first.call('/order/manage/saveOrder', { checkoutId: `chk-${once}`, addressId: address.data.id, code: once });
    expect(order.status).toBe(200);
    expect((await first.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-${once}`, ...card })).status).toBe(200);
    const afterUse = await client.call('/discount/listAvailable');
    expect(codesOf(afterUse)).not.toContain(once);
    const buyerView = await first.call('/discount/listAvailable');
    expect(codesOf(buyerView)).not.toContain('PROMO10');
    expect(codesOf(buyerView)).not.toContain('WELCOME25');
    expect(codesOf(buyerView)).toContain('DIY1');

    const staffList = await (await ready).staff.call('/admin/discount-codes?start=0&pageSize=100');
    expect(staffList.data.rows.find((r: { code: string }) => r.code === once)).toMatchObject({ totalUses: 1 });
  });

  it('granted credit shows in calcPriceDiscount, pays part of an order, and comes back when the order is cancelled', async () => {
    const { buyable } = await ready;
    const client = await registered();
    const granted = await staffPost(`/admin/credits/${client.userId}`, { amountCents: 2500, reason: 'Sorry for the late delivery' }, 'grant-key-0001');
    expect(granted).toMatchObject({ status: 200, data: { balanceCents: 2500 } });
    // The same grant retried grants once.
    expect((await staffPost(`/admin/credits/${client.userId}`, { amountCents: 2500, reason: 'Sorry for the late delivery' }, 'grant-key-0001')).data.balanceCents).toBe(2500);

    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 1000 })).data).toEqual({ priceCents: 1000, creditsUsedCents: 1000, creditsRemainCents: 1500, payCents: 0 });
    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 0 })).data).toEqual({ priceCents: 0, creditsUsedCents: 0, creditsRemainCents: 2500, payCents: 0 });
    expect((await client.call('/discount/listAvailable')).data.creditsCents).toBe(2500);

    const revenueToday = async () => (await (await ready).staff.call('/admin/dashboard')).data.today.revenueCents as number;
    const revenueBefore = await revenueToday();
    await client.call('/cart/save', { goodsId: buyable[4].id, count: 1 });
    const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const order = await client.call('/order/manage/saveOrder', { checkoutId: `chk-credit-${client.userId}`, addressId: address.data.id });
    expect(order.data.totals.creditsUsedCents).toBe(2500);
    const paid = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-credit-${client.userId}`, ...card });
    expect(paid.status).toBe(200);
    // One idempotency scheme for every payment (issue 21): the payment's id; the charge names its order.
    const charge = await (await ready).runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId })).andWhere({ status: 'succeeded' }).first();
    expect(charge.idempotency_key).toBe(charge.metadata.paymentId);
    expect(Number(charge.amount_cents)).toBe(order.data.totals.totalCents);
    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 1000 })).data.creditsRemainCents).toBe(0);

    // The dashboard's revenue counts what the order took, by card and in credit; cancelled, it counts nothing.
    expect(await revenueToday()).toBe(revenueBefore + order.data.totals.totalCents + 2500);
    expect((await client.call('/order/manage/cancel', { id: order.data.orderId })).status).toBe(200);
    expect(await revenueToday()).toBe(revenueBefore);
    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 100 })).data).toMatchObject({ creditsUsedCents: 100, creditsRemainCents: 2400 });
    const ledger = await (await ready).staff.call(`/admin/credits/${client.userId}`);
    expect(ledger.data.ledger.map((e: { kind: string }) => e.kind)).toEqual(['returned', 'spent', 'granted']);
  });

  it('an order that credit covers in full is paid at once, holds its stock and spends the credit once', async () => {
    const { buyable, runtime } = await ready;
    const client = await registered();
    const cheapest = [...buyable].sort((a, b) => a.price_cents - b.price_cents)[0];
    await staffPost(`/admin/credits/${client.userId}`, { amountCents: 10_000_000, reason: 'Covers everything' });
    await client.call('/cart/save', { goodsId: cheapest.id, count: 1 });
    const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const checkoutId = `chk-full-${client.userId}`;
    const [a, b] = await Promise.all([1, 2].map(() => client.call('/order/manage/saveOrder', { checkoutId, addressId: address.data.id })));
    expect(a.status, a.message).toBe(200);
    expect(b.status, b.message).toBe(200);
    expect(a.data).toMatchObject({ paid: true, totals: { totalCents: 0 } });
    const spent = a.data.totals.creditsUsedCents;
    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 100_000_000 })).data.creditsUsedCents).toBe(10_000_000 - spent);
    const reserved = await runtime.db('catalogue_stock_v1').where({ goods_id: cheapest.id }).first();
    expect(reserved.reserved).toBeGreaterThanOrEqual(1);
  });

  it('staff refund to store credit when the client asks: the credit is there at once, once per key, never more than was paid', async () => {
    const { buyable, runtime } = await ready;
    const client = await registered();
    await client.call('/cart/save', { goodsId: buyable[6].id, count: 1 });
    const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const order = await client.call('/order/manage/saveOrder', { checkoutId: `chk-refund-${client.userId}`, addressId: address.data.id });
    expect((await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-refund-${client.userId}`, ...card })).status).toBe(200);
    const total = order.data.totals.totalCents;
    const refund = (amountCents: number, key: string) => staffPost(`/admin/orders/${order.data.orderId}/refund`, { amountCents, reason: 'Scratched leg', to: 'credit' }, key);
    expect((await refund(1500, 'credit-refund-0001')).status).toBe(200);
    expect((await refund(1500, 'credit-refund-0001')).status).toBe(200);
    expect((await client.call('/discount/listAvailable')).data.creditsCents).toBe(1500);
    expect(await refund(total, 'credit-refund-0002')).toMatchObject({ status: 400, message: expect.stringMatching(/^At most \$/) });
    const ledger = await (await ready).staff.call(`/admin/credits/${client.userId}`);
    expect(ledger.data.ledger[0]).toMatchObject({ kind: 'granted', amountCents: 1500, reason: `Refund for order ${order.data.orderNumber}: Scratched leg` });
    const charges = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId })).andWhere({ status: 'succeeded' });
    expect(charges).toHaveLength(1);
    expect(await runtime.db('payment_sandbox_refunds').whereIn('payment_id', charges.map((c) => c.payment_id))).toEqual([]);
    const mails = await waitForMail(runtime, `${client.userId}@example.com`, 'order-refunded');
    expect(mails[0]!.text).toContain('as store credit');
    expect((await staffPost(`/admin/orders/${order.data.orderId}/refund`, { amountCents: 100, to: 'gift-card' })).status).toBe(400);
  });

  it('getAffiliateDiscount answers the referral at 4900', async () => {
    const visitor = new ApiClient((await ready).base, null, '203.0.113.40');
    expect((await visitor.call('/affiliation/getAffiliateDiscount')).data).toEqual({ priceCents: 4900, percentOff: 20, discountCents: 980, payCents: 3920 });
  });

  it('visitors and clients cannot call the staff routes, nor read another client\'s credit', async () => {
    const { base } = await ready;
    const client = await registered();
    const other = await registered();
    await staffPost(`/admin/credits/${other.userId}`, { amountCents: 700, reason: 'Goodwill' });
    expect((await client.call(`/admin/credits/${other.userId}`)).status).toBe(403);
    expect((await client.call(`/admin/credits/${client.userId}`, { amountCents: 100000, reason: 'self' })).status).toBe(403);
    expect((await client.call('/admin/discount-codes', { code: 'MINE50', kind: 'percent', value: 50 })).status).toBe(403);
    expect((await client.call('/admin/discount-codes/DIY1/end', {})).status).toBe(403);
    const visitor = new ApiClient(base, null, '203.0.113.41');
    expect((await visitor.call('/admin/discount-codes')).status).toBe(401);
    // A client's own calls answer only their own credit.
    expect((await client.call('/discount/calcPriceDiscount', { priceCents: 1000, clientId: other.userId })).data.creditsUsedCents).toBe(0);
    expect((await other.call('/discount/calcPriceDiscount', { priceCents: 1000 })).data.creditsUsedCents).toBe(700);
    expect((await visitor.call('/discount/listAvailable')).data.creditsCents).toBe(0);
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const { runtime, errors } = await ready;
    const client = await registered();
    const before = await runtime.db('promotions_credit_entries_v1').count({ n: '*' });
    for (const amountCents of [-100, 0, 12.5, 1e12, 'lots', null])
      expect((await staffPost(`/admin/credits/${client.userId}`, { amountCents, reason: 'x' })).status).toBe(400);
    expect((await staffPost(`/admin/credits/${client.userId}`, { amountCents: 100 })).message).toMatch(/reason/i);
    expect((await staffPost(`/admin/credits/${client.userId}`, { amountCents: 100, reason: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await staffPost('/admin/credits/no-such-client', { amountCents: 100, reason: 'x' })).status).toBe(404);
    expect(await runtime.db('promotions_credit_entries_v1').count({ n: '*' })).toEqual(before);

    for (const body of [{ code: 'a b', kind: 'percent', value: 10 }, { code: 'X'.repeat(40), kind: 'percent', value: 10 }, { code: 'PCT200', kind: 'percent', value: 200 }, { code: 'NEG', kind: 'fixed', value: -5 }, { code: 'BADKIND', kind: 'free', value: 5 }, { code: 'DATES', kind: 'percent', value: 5, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }])
      expect((await staffPost('/admin/discount-codes', body)).status).toBe(400);
    expect((await staffPost('/admin/discount-codes/NOSUCHCODE/end', {})).status).toBe(404);

    for (const priceCents of [-1, 1.5, 'abc', 1e15]) expect((await client.call('/discount/calcPriceDiscount', { priceCents })).status).toBe(400);
    expect((await client.call('/order/getCartDiscount', { discountCode: '<script>' })).data).toMatchObject({ useDiscount: false, message: 'this code does not exist' });
    expect(errors).toEqual([]);
  });
});
