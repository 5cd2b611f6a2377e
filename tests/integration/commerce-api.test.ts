import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { identityCommands } from '../../domain/identity/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { sandboxTestCards, signSandboxWebhook } from '../../infra/payments/sandbox';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

const system = { kind: 'system' } as const;
const webhookSecret = 'test-webhook-secret-0123456789';

const ready = (async () => {
  const { runtime, base } = await startTestApp({ PAYMENT_WEBHOOK_SECRET: webhookSecret }, { demoData: true });
  const errors = loggedErrors(runtime);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents', 'sale_price_cents', 'shipping_type', 'shipping_cost', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const stocked = await runtime.db('catalogue_stock_v1').select('goods_id', 'on_hand');
  const onHand = new Map(stocked.map((r) => [r.goods_id, r.on_hand as number]));
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time) && (onHand.get(g.id) ?? 100) >= 5);
  return { runtime, base, errors, buyable, onHand };
})();

const buyerPassword = 'correct horse battery';

/** A client whose e-mail is verified (a VERIFING one is asked to verify instead of adding to the cart). */
async function registered() {
  const { base, runtime } = await ready;
  const userId = `buyer-${Math.random().toString(36).slice(2, 10)}`;
  const email = `${userId}@example.com`;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(buyerPassword), roles: ['client'], username: 'Buyer', verifiedBy: 'system' }, { actor: system });
  const api = new ApiClient(base, null, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
  expect((await api.call('/client/login', { email, password: buyerPassword })).success).toBe(true);
  return api;
}

/** A visitor keeping the token the first call gave it. */
async function visitorOf(address = '203.0.113.9') {
  const { base } = await ready;
  const visitor = new ApiClient(base, null, address);
  visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
  return visitor;
}

describe('cart through the JSON API', () => {
  it('a visitor adds, changes and removes lines; totals follow; the messages are the spec\'s', async () => {
    const { buyable } = await ready;
    const visitor = await visitorOf();
    const [a, b] = buyable;
    const added = await visitor.call('/cart/save', { goodsId: a.id, count: 2 });
    expect(added).toMatchObject({ status: 200, success: true, message: `${a.name} was added to your cart.` });
    await visitor.call('/cart/saveProductPage', { goodsId: b.id, count: '1' });
    const cart = await visitor.call('/cart/list');
    expect(cart.data.lines).toHaveLength(2);
    const price = (g: typeof a) => (g.sale_price_cents && g.sale_price_cents < g.price_cents ? g.sale_price_cents : g.price_cents);
    expect(cart.data.totals.goodsCents).toBe(price(a) * 2 + price(b));
    expect(cart.data.totals.cartCount).toBe(3);

    const over = await visitor.call('/cart/save', { goodsId: a.id, count: 1001 });
    expect(over).toMatchObject({ status: 400, success: false, message: 'The quantity of an item cannot exceed 1000.' });
    const zero = await visitor.call('/cart/save', { goodsId: a.id, count: 0 });
    expect(zero).toMatchObject({ status: 400, message: 'count: Quantity must be at least 1' });
    const fractional = await visitor.call('/cart/save', { goodsId: a.id, count: 1.5 });
    expect(fractional.status).toBe(400);
    const unknown = await visitor.call('/cart/save', { goodsId: 'no-such-goods', count: 1 });
    expect(unknown).toMatchObject({ status: 404, message: 'This product does not exist' });

    const noId = await visitor.call('/cart/deleteCartsByNeedGoods', {});
    expect(noId).toMatchObject({ status: 400, message: 'Failed to remove item from cart!' });
    const line = cart.data.lines[0].needGoodsId;
    expect((await visitor.call('/cart/deleteCartsByNeedGoods', { needGoodsIds: line })).success).toBe(true);
    const after = await visitor.call('/order/getCartAllCount');
    expect(after.data).toEqual({ cartCount: 1, cartNeedGoodIds: [cart.data.lines[1].needGoodsId] });
    expect((await visitor.call('/cart/getFreeShipAmount', {})).data).toEqual({ freeShipAmount: 300000, smallFreeShipAmount: 300000 });
  });

  it('a product that is out of stock is refused with the spec\'s message', async () => {
    const { runtime, buyable } = await ready;
    const goods = buyable[5];
    await runtime.execute(catalogueCommands.ChangeGoodsAvailability, { goodsId: goods.id, availability: 'out of stock', markType: 'MANUAL', markTime: new Date().toISOString() }, { actor: system });
    const visitor = await visitorOf();
    const res = await visitor.call('/cart/save', { goodsId: goods.id, count: 1 });
    expect(res).toMatchObject({ status: 400, message: 'The product is out of stock' });
  });

  it('two tabs adding to one cart at once lose nothing', async () => {
    const { buyable } = await ready;
    const client = await registered();
    const goods = buyable.slice(10, 18);
    const answers = await Promise.all(goods.map((g) => client.call('/cart/save', { goodsId: g.id, count: 1 })));
    expect(answers.map((a) => `${a.status} ${a.message}`)).toEqual(goods.map(() => expect.stringMatching(/^200/)));
    const same = await Promise.all([1, 2, 3, 4].map(() => client.call('/cart/save', { goodsId: goods[0].id, count: 1 })));
    expect(same.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const cart = await client.call('/cart/list');
    expect(cart.data.lines).toHaveLength(8);
    expect(cart.data.totals.cartCount).toBe(12);
  });

  it('signing in folds the visitor cart into the account cart without losing or doubling lines', async () => {
    const { buyable } = await ready;
    const client = await registered();
    await client.call('/cart/save', { goodsId: buyable[20].id, count: 1 });
    const browser = await visitorOf('203.0.113.77');
    await browser.call('/cart/save', { goodsId: buyable[20].id, count: 2 });
    await browser.call('/cart/save', { goodsId: buyable[21].id, count: 1 });
    const me = await client.call('/client/manage/get');
    await browser.call('/client/login', { email: me.data.email, password: buyerPassword });
    const cart = await browser.call('/cart/list');
    const counts = Object.fromEntries(cart.data.lines.map((l: { goods: { id: string }; goodsCount: number }) => [l.goods.id, l.goodsCount]));
    expect(counts).toEqual({ [buyable[20].id]: 3, [buyable[21].id]: 1 });
    // Signing in again from the same browser adds nothing twice.
    await browser.call('/client/logout', {});
    await browser.call('/client/login', { email: me.data.email, password: buyerPassword });
    expect((await browser.call('/order/getCartAllCount')).data.cartCount).toBe(4);
    // After logout the browser is a new visitor with an empty cart.
    await browser.call('/client/logout', {});
    expect((await browser.call('/order/getCartAllCount')).data.cartCount).toBe(0);
  });
});

describe('codes and tax', () => {
  it('checks a shipping ZIP code: its state, the tax there, and places no order to a ZIP that disagrees with its state', async () => {
    const { buyable } = await ready;
    const client = await registered();
    expect((await client.call('/order/manage/checkShippingCode', { zip: '94102', state: 'CA' })).data).toEqual({ deliverable: true, zip: '94102', state: 'CA', message: 'We deliver to 94102 (CA)', taxRateBps: 725, taxesShipping: false });
    expect((await client.call('/order/manage/checkShippingCode', { zip: '96813' })).data).toMatchObject({ deliverable: false, state: 'HI', message: 'We deliver to the contiguous United States and DC only' });
    expect((await client.call('/order/manage/checkShippingCode', { zip: 12345678901 })).status).toBe(400);
    await client.call('/cart/save', { goodsId: buyable[30].id, count: 1 });
    const wrong = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '94102' });
    const refused = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-zip-wrong', addressId: wrong.data.id });
    expect(refused).toMatchObject({ status: 400, message: 'ZIP code 94102 is in CA, not TX' });
    expect((await client.call('/order/manage/search', { start: 0, pageSize: 10 })).data.total).toBe(0);
  });

  it('DIY1 below its minimum says exactly how much more to spend; above it takes 10% off', async () => {
    const { buyable } = await ready;
    const client = await registered();
    const cheap = buyable.find((g) => g.price_cents < 50_000 && !g.sale_price_cents)!;
    await client.call('/cart/save', { goodsId: cheap.id, count: 1 });
    const refused = await client.call('/order/getCartDiscount', { discountCode: 'diy1' });
    const short = 100_000 - cheap.price_cents;
    const dollars = `$${Math.floor(short / 100).toLocaleString('en-US')}.${String(short % 100).padStart(2, '0')}`;
    expect(refused.data).toMatchObject({ code: 'DIY1', useDiscount: false, message: `spend ${dollars} more to use DIY1` });
    const count = Math.ceil(100_000 / cheap.price_cents);
    await client.call('/cart/save', { goodsId: cheap.id, count: count - 1 });
    const applied = await client.call('/order/getCartDiscount', { discountCode: 'DIY1' });
    expect(applied.data).toMatchObject({ useDiscount: true, valueCents: Math.round((cheap.price_cents * count) / 10) });
    expect((await client.call('/order/getCartDiscount', { discountCode: 'NOPE' })).data.message).toBe('this code does not exist');
    const tax = await client.call('/order/manage/calcTax', { state: 'CA' });
    expect(tax.data.rateBps).toBe(725);
  });
});

describe('checkout', () => {
  async function cartWith(client: ApiClient, goodsIds: string[]) {
    for (const id of goodsIds) expect((await client.call('/cart/save', { goodsId: id, count: 1 })).status).toBe(200);
  }
  async function address(client: ApiClient) {
    const saved = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    expect(saved.success).toBe(true);
    return saved.data.id as string;
  }
  const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

  it('places and pays once, even for ten concurrent clicks; the cart empties and stock is held', async () => {
    const { buyable, runtime, onHand } = await ready;
    const client = await registered();
    const goods = buyable.filter((g) => onHand.has(g.id))[30];
    await cartWith(client, [goods.id]);
    const addressId = await address(client);
    const order = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-aaaa-1', addressId });
    expect(order).toMatchObject({ status: 200, data: { orderNumber: expect.stringMatching(/^RC-\d{4}-\d{6,}$/), paid: false } });
    const again = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-aaaa-1', addressId });
    expect(again.data.orderId).toBe(order.data.orderId);
    const pays = await Promise.all(Array.from({ length: 10 }, () => client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-0001', ...card })));
    expect(pays.map((p) => p.status)).toEqual(Array(10).fill(200));
    const charges = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId }));
    expect(charges).toHaveLength(1);
    expect(charges[0].amount_cents).toBe(order.data.totals.totalCents);
    // A second pay with another attempt: already paid, nothing charged.
    const second = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-0002', ...card });
    expect(second.status).toBe(200);
    expect(await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId }))).toHaveLength(1);
    expect((await client.call('/order/getCartAllCount')).data.cartCount).toBe(0);
    const stock = await runtime.db('catalogue_stock_v1').where({ goods_id: goods.id }).first();
    expect(stock.reserved).toBeGreaterThanOrEqual(1);
  });

  it('concurrent pays with different attempts charge once', async () => {
    const { buyable, runtime } = await ready;
    const client = await registered();
    await cartWith(client, [buyable[40].id]);
    const addressId = await address(client);
    const order = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-bbbb-1', addressId });
    const pays = await Promise.all(Array.from({ length: 6 }, (_, i) => client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `attempt-x${i}00`, ...card })));
    expect(pays.filter((p) => p.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(pays.every((p) => p.status === 200 || p.status === 409)).toBe(true);
    expect(await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId })).where({ status: 'succeeded' })).toHaveLength(1);
  });

  it('a declined card charges nothing, says why, and the order can be paid with another card', async () => {
    const { buyable, runtime } = await ready;
    const client = await registered();
    await cartWith(client, [buyable[45].id]);
    const addressId = await address(client);
    const order = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-cccc-1', addressId });
    const declined = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-d001', ...card, cardNumber: sandboxTestCards.declined });
    expect(declined).toMatchObject({ status: 402, success: false, message: 'Your card was declined.' });
    expect((await client.call('/order/getCartAllCount')).data.cartCount).toBe(1);
    const paid = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-d002', ...card });
    expect(paid.status).toBe(200);
    const rows = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId })).orderBy('created_at');
    expect(rows.map((r) => r.status)).toEqual(['declined', 'succeeded']);
  });

  it('a product that runs out between cart and payment is refused and nothing is charged', async () => {
    const { buyable, runtime, onHand } = await ready;
    const client = await registered();
    const goods = buyable.filter((g) => onHand.has(g.id))[50];
    await cartWith(client, [goods.id]);
    const addressId = await address(client);
    const order = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-dddd-1', addressId });
    await runtime.execute(catalogueCommands.SetStockLevel, { goodsId: goods.id, onHand: 0 }, { actor: system });
    const pay = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-e001', ...card });
    expect(pay).toMatchObject({ status: 409, message: `The product is out of stock: ${goods.name}` });
    expect(await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ orderId: order.data.orderId }))).toHaveLength(0);
  });

  it('a charge whose request died before recording it is recorded by the signed webhook; a bad signature changes nothing', async () => {
    const { buyable, runtime, base } = await ready;
    const client = await registered();
    await cartWith(client, [buyable[70].id]);
    const addressId = await address(client);
    const order = await client.call('/order/manage/saveOrder', { checkoutId: 'chk-hook-01', addressId });
    const token = await runtime.payments.tokenizeCard({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' }, 'webhook-test');
    const charge = await runtime.payments.charge({ token: token.token, amountCents: order.data.totals.totalCents, currency: 'usd', idempotencyKey: 'lost-request', description: 'test', metadata: { orderId: order.data.orderId } });
    expect(charge.status).toBe('succeeded');
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: charge.status === 'succeeded' ? charge.paymentId : '', amount: order.data.totals.totalCents, metadata: { orderId: order.data.orderId } } } });
    const post = (signature: string) => fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'roomcraft-signature': signature }, body });
    const forged = await post(signSandboxWebhook('not-the-secret-at-all', body));
    expect(forged.status).toBe(400);
    expect((await client.call('/order/manage/saveOrder', { checkoutId: 'chk-hook-01', addressId })).data.paid).toBe(false);
    const signed = await post(signSandboxWebhook(webhookSecret, body));
    expect(await signed.json()).toMatchObject({ success: true, data: { recorded: true } });
    expect((await client.call('/order/manage/saveOrder', { checkoutId: 'chk-hook-01', addressId })).data.paid).toBe(true);
    expect((await client.call('/order/getCartAllCount')).data.cartCount).toBe(0);
    // The same event again records nothing more.
    expect(await (await post(signSandboxWebhook(webhookSecret, body))).json()).toMatchObject({ data: { recorded: false } });
  });

  it('no card number reaches events, read models or logs', async () => {
    const { runtime, errors } = await ready;
    const hits = await runtime.db.raw(`SELECT count(*)::int AS n FROM es_events WHERE data::text LIKE '%4242424242424242%' OR data::text LIKE '%4242 4242 4242 4242%'`);
    expect(hits.rows[0].n).toBe(0);
    expect(errors.join('\n')).not.toMatch(/4242 ?4242/);
    expect(errors).toEqual([]);
  });
});

describe('isolation', () => {
  it('a client can never pay, see or remove another client\'s order, cart line or card', async () => {
    const { buyable } = await ready;
    const alice = await registered();
    const bob = await registered();
    await alice.call('/cart/save', { goodsId: buyable[60].id, count: 1 });
    const aliceLine = (await alice.call('/cart/list')).data.lines[0].needGoodsId;
    expect((await bob.call('/cart/deleteCartsByNeedGoods', { needGoodsIds: aliceLine })).status).toBe(404);
    expect((await bob.call('/order/manage/updateCart', { needGoodsId: aliceLine, count: 3 })).status).toBe(404);
    expect((await bob.call('/order/manage/deleteCart', { needGoodsId: aliceLine })).status).toBe(404);
    expect((await alice.call('/cart/list')).data.lines[0].goodsCount).toBe(1);
    const addr = await alice.call('/client/manage/address/save', { firstName: 'Al', lastName: 'Ice', address1: '1 A St', city: 'Austin', state: 'TX', zip: '73301' });
    expect((await bob.call('/order/manage/saveOrder', { checkoutId: 'chk-bob-0001', addressId: addr.data.id })).status).toBe(404);
    const order = await alice.call('/order/manage/saveOrder', { checkoutId: 'chk-alice-01', addressId: addr.data.id });
    const stolen = await bob.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: 'attempt-bob1', cardName: 'Bob', cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123' });
    expect(stolen.status).toBe(404);
    // Bob's saveOrder with Alice's checkout id does not reveal her order.
    expect((await bob.call('/order/manage/saveOrder', { checkoutId: 'chk-alice-01', addressId: addr.data.id })).status).toBe(404);
  });

  it('visitors cannot use the /manage/ calls', async () => {
    const { base } = await ready;
    const visitor = new ApiClient(base);
    for (const path of ['/order/manage/listCart', '/cart/manage/list', '/order/manage/saveOrder', '/order/manage/pay']) {
      expect((await visitor.call(path, {})).status).toBe(401);
    }
  });
});
