import { describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount, signedInDemo } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paymentsFor } from '../support/payments';
import { startPinterestFake } from '../support/pinterest-fake';
import { atFileEnd } from '../support/cleanup';

const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });

const ready = (async () => {
  const pinterest = await startPinterestFake({ ada_designs: [], 'ada_designs/living-room': Array.from({ length: 3 }, (_, i) => ({ id: `pin${i}`, description: `Idea ${i}`, link: null })) });
  atFileEnd(() => pinterest.close());
  const { runtime, base } = await startTestApp({ PINTEREST_API_URL: pinterest.url }, { demoData: true });
  const login = (email: string, address: string) => signedInDemo(base, email, address);
  const staff = await login('staff@roomcraft.local', '192.0.2.40');
  const designer = await login('designer@roomcraft.local', '192.0.2.41');
  // Goods the cart takes: listed, purchasable, with stock to spare; one on sale, one at list price.
  const rows = await runtime.db('catalogue_goods_v1 as g').leftJoin('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id')
    .where('g.delisted', false).where((q) => q.whereNull('s.on_hand').orWhereRaw('s.on_hand - s.reserved > 20')).orderBy('g.id').limit(100);
  const goods = (await staff.call('/goods/getByIds', { ids: rows.map((r) => r.id).join(',') })).data.filter((g: { purchasable: boolean }) => g.purchasable);
  const onSale = goods.find((g: { salePriceCents: number | null; priceCents: number }) => g.salePriceCents !== null && g.salePriceCents < g.priceCents);
  const fullPrice = goods.find((g: { salePriceCents: number | null }) => g.salePriceCents === null);
  expect(onSale && fullPrice).toBeTruthy();
  return { runtime, base, staff, designer, onSale, fullPrice, pinterest, errors: loggedErrors(runtime) };
})();

let n = 0;
/** A signed-in client of its own, from an address of its own. */
async function client() {
  const { runtime, base } = await ready;
  const me = await newClientAccount(runtime, 'goods');
  const api = new ApiClient(base, null, `198.18.${++n}.7`);
  expect((await api.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
  return Object.assign(api, me);
}

/** A one-room project of this client, drafted and (optionally) paid for Classic. */
async function project(api: ApiClient, pay = true) {
  const { runtime } = await ready;
  const pk = await api.call('/multipleNeed/saveNeedList', { list: [site('1', 'Living Room')] });
  const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: pk.data })).map((r) => r.need_id as string);
  if (pay) expect((await api.call('/need/manage/pay', { needId: needId!, plan: 'CLASSIC', ...card })).data).toMatchObject({ status: 'PAID', plan: 'CLASSIC' });
  return needId!;
}

describe("a design project's furniture, its cart price and its orders", () => {
  it('the designer records the furniture; the client sees it priced now, puts it in the cart in one step, buys it, and finds the order under the project', async () => {
    const { staff, designer, onSale, fullPrice, runtime, errors } = await ready;
    const me = await client();
    const needId = await project(me);
    expect((await me.call('/need/manage/goods', { needId })).data).toMatchObject({ needId, goods: [] });
    expect(await me.call('/need/manage/furniturePayment', { needId })).toMatchObject({ status: 400, message: 'This project has no furniture to buy yet' });

    // Only the assigned designer (or staff) records it.
    expect((await designer.call(`/designer/projects/${needId}/products`, { products: [{ goodsId: onSale.id, count: 2 }] })).status).toBe(404);
    expect((await me.call(`/designer/projects/${needId}/products`, { products: [{ goodsId: onSale.id, count: 2 }] })).status).toBe(403);
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
    expect(await designer.call(`/designer/projects/${needId}/products`, { products: [{ goodsId: 'no-such-thing', count: 1 }] })).toMatchObject({ status: 400, message: 'no-such-thing: this product is not in the marketplace' });
    expect((await designer.call(`/designer/projects/${needId}/products`, { products: [{ goodsId: onSale.id, count: 0 }] })).status).toBe(400);
    const recorded = await designer.call(`/designer/projects/${needId}/products`, { goodsStr: `${onSale.id}:2,${fullPrice.id}:1` });
    expect(recorded.data.products).toEqual([{ goodsId: onSale.id, count: 2 }, { goodsId: fullPrice.id, count: 1 }]);

    const listed = (await me.call(`/need/manage/goods?needId=${needId}`)).data.goods;
    expect(listed).toEqual([
      expect.objectContaining({ goodsId: onSale.id, count: 2, source: 'DESIGNER', priceCents: onSale.priceCents, salePriceCents: onSale.salePriceCents, onSale: true, buyable: true }),
      expect.objectContaining({ goodsId: fullPrice.id, count: 1, onSale: false, buyable: true }),
    ]);
    const sale = (await me.call('/need/checkMoodboardSale', { needId })).data;
    expect(sale).toMatchObject({ onSale: true, goods: [{ goodsId: onSale.id }], savingCents: (onSale.priceCents - onSale.salePriceCents) * 2 });

    // The price in the cart by the cart's rules: the paid project ships free for 90 days.
    const price = (await me.call('/need/manage/cartPrice', { needId })).data;
    const subtotal = onSale.priceCents * 2 + fullPrice.priceCents;
    expect(price).toMatchObject({ subtotalCents: subtotal, saleDiscountCents: (onSale.priceCents - onSale.salePriceCents) * 2, shippingCents: 0, freeShippingEligible: true, project: { eligible: true } });
    expect(price.totalCents).toBe(subtotal - price.saleDiscountCents);
    expect((await me.call('/need/manage/cartPrice', { needId, goodsIds: fullPrice.id })).data.subtotalCents).toBe(fullPrice.priceCents);
    expect(await me.call('/need/manage/cartPrice', { needId, goodsIds: 'someone-elses' })).toMatchObject({ status: 400, message: 'This product is not part of the project' });

    // One step into the cart, marked for the project; asked again, nothing doubles.
    const put = await me.call('/need/manage/furniturePayment', { needId });
    expect(put).toMatchObject({ status: 200, message: 'Added To Cart.', data: { added: [onSale.id, fullPrice.id], next: '/payment/index/checkout' } });
    expect((await me.call('/need/manage/furniturePayment', { needId })).data).toMatchObject({ added: [], alreadyInCart: [onSale.id, fullPrice.id] });
    const cart = (await me.call('/cart/list')).data;
    expect(cart.lines.map((l: { goodsCount: number; refer: unknown }) => [l.goodsCount, l.refer])).toEqual([[2, { type: 'NEED', id: needId }], [1, { type: 'NEED', id: needId }]]);

    // The checkout as for any cart; the order shows under the project.
    const address = await me.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const order = await me.call('/order/manage/saveOrder', { checkoutId: `chk-goods-${needId}`, addressId: address.data.id });
    expect((await me.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-goods-${needId}`, ...card })).status).toBe(200);
    // The furniture's payment went through the one payment process, as an order.
    expect((await paymentsFor(runtime, { kind: 'order', orderId: order.data.orderId })).map((p) => p.ended)).toEqual(['PaymentSettled']);
    const orders = (await me.call('/multipleNeed/furnitureOrders', { needId })).data;
    expect(orders).toMatchObject({ needId, total: 1, rows: [{ orderId: order.data.orderId, status: 'paid', projectLines: [{ goodsId: onSale.id, count: 2 }, { goodsId: fullPrice.id, count: 1 }] }] });
    expect((await me.call('/multipleNeed/furnitureOrders', { needId, pageSize: 0 })).status).toBe(400);

    // The project's payments: the plan, never a card.
    const payments = await me.call(`/multipleNeed/payments?needId=${needId}`);
    expect(payments.data).toMatchObject({ needId, payments: [{ kind: 'PLAN', description: 'Classic plan', amountCents: 8900 }], totalCents: 8900 });
    expect(JSON.stringify(payments.data)).not.toMatch(/4242|pi_|tok_|card/i);

    // The designer changes the list; the last delivery is found.
    expect((await me.call('/need/getLastProposalNeed')).data).toBeNull();
    expect((await designer.call(`/designer/projects/${needId}/products/remove`, { goodsId: fullPrice.id })).data.products).toEqual([{ goodsId: onSale.id, count: 2 }]);
    expect(await designer.call(`/designer/projects/${needId}/products/remove`, { goodsId: fullPrice.id })).toMatchObject({ status: 404, message: 'This product is not part of the project' });
    await designer.call(`/designer/projects/${needId}/deliver`, {});
    expect((await me.call('/need/getLastProposalNeed')).data).toMatchObject({ needId, status: 'DELIVERED' });
    expect(await runtime.db('cart_lines_v1').where({ owner_id: me.userId })).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a project code applied beforehand is what payNeed charges with; a code that does not apply says why and changes nothing', async () => {
    const { staff, runtime } = await ready;
    const me = await client();
    const needId = await project(me, false);
    expect(await me.call('/multipleNeed/applyPromo', { needId, code: 'PROMO10' })).toMatchObject({ status: 400, message: 'Please choose a plan first' });
    await me.call('/need/save', { needId, step: 'PAYMENT', values: { plan: 'CLASSIC' } });
    expect(await me.call('/multipleNeed/applyPromo', { needId, code: 'PROMO10' })).toMatchObject({ status: 400, message: 'PROMO10: this code is only for furniture' });
    expect(await me.call('/multipleNeed/applyPromo', { needId, code: 'NOSUCHCODE' })).toMatchObject({ status: 400 });
    const code = `ROOM${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    await staff.call('/admin/discount-codes', { code, kind: 'fixed', value: 2000, scope: 'project' });
    expect((await me.call('/multipleNeed/applyPromo', { needId, code: code.toLowerCase() })).data).toMatchObject({ code, applies: true, discountCents: 2000, payCents: 6900 });
    const visitor = new ApiClient(me.base, null, '198.18.250.1');
    expect((await visitor.call('/multipleNeed/applyPromo', { needId, code })).status).toBe(401);
    const paid = await me.call('/need/manage/payNeed', { needId, ...card });
    expect(paid.data).toMatchObject({ status: 'PAID', paidCents: 6900 });
    expect((await me.call('/multipleNeed/payments', { needId })).data.payments).toEqual([expect.objectContaining({ kind: 'PLAN', amountCents: 6900, discountCents: 2000, code })]);
    expect(await me.call('/multipleNeed/applyPromo', { needId, code })).toMatchObject({ status: 409, message: 'This project is already paid' });
    expect(await runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'needId' = ?", [needId])).toHaveLength(1);
  });

  it("another client's project answers 404 on every call; a visitor is asked to sign in; bad input changes nothing", async () => {
    const { staff, designer, onSale, runtime, errors } = await ready;
    const owner = await client();
    const needId = await project(owner);
    await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' });
    await designer.call(`/designer/projects/${needId}/products`, { products: [{ goodsId: onSale.id, count: 1 }] });
    const stranger = await client();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/need/manage/goods', { needId }], ['/need/manage/cartPrice', { needId }], ['/need/manage/furniturePayment', { needId }],
      ['/need/manage/pay', { needId, plan: 'CLASSIC', ...card }], ['/multipleNeed/furnitureOrders', { needId }], ['/multipleNeed/payments', { needId }],
      ['/multipleNeed/applyPromo', { needId, code: 'X' }], ['/need/checkMoodboardSale', { needId }],
      ['/cart/batchSaveDiyMb', { goodsStr: onSale.id, referId: needId }],
    ];
    for (const [path, body] of calls) expect((await stranger.call(path, body)).status, path).toBe(404);
    expect((await stranger.call('/need/getLastProposalNeed')).data).toBeNull();
    expect((await stranger.call('/cart/list')).data.lines).toEqual([]);
    const visitor = new ApiClient(owner.base, null, '198.18.251.1');
    for (const path of ['/need/manage/goods', '/need/manage/cartPrice', '/need/manage/furniturePayment', '/need/manage/pinterestPins']) expect((await visitor.call(path, { needId })).status, path).toBe(401);
    expect((await visitor.call('/multipleNeed/payments', { needId })).status).toBe(404);

    for (const body of [{}, { needId: 'abc' }, { needId: '9999999999' }, { needId, goodsIds: ['bad id!'] }]) expect((await owner.call('/need/manage/cartPrice', body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect((await owner.call('/need/manage/furniturePayment', { needId, goodsIds: 'not-in-project' })).status).toBe(400);
    expect((await owner.call('/cart/list')).data.lines).toEqual([]);
    expect((await designer.call(`/designer/projects/${needId}/products`, { products: 'not json' })).status).toBe(400);
    expect((await designer.call(`/designer/projects/abc/products`, { products: [] })).status).toBe(400);
    expect((await owner.call('/need/manage/goods', { needId })).data.goods.map((g: { goodsId: string }) => g.goodsId)).toEqual([onSale.id]);
    expect(await runtime.db('es_events').where({ stream_id: `need-${needId}`, type: 'ProjectProductsRecorded' })).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("a client's public Pinterest board, a page at a time; a board that does not exist, Pinterest failing, bad names", async () => {
    const { pinterest } = await ready;
    const me = await client();
    const first = await me.call('/need/manage/pinterestPins', { username: '@ada_designs', boardName: 'Living Room', limit: 2, width: 200 });
    expect(first.data).toMatchObject({ board: { name: 'living room', pinCount: 3 }, pins: [{ id: 'pin0', image: { url: 'https://i.pinimg.com/237x/pin0.jpg' } }, { id: 'pin1' }], nextCursor: '2' });
    expect((await me.call(`/need/manage/pinterestPins?username=ada_designs&boardName=living-room&cursor=${first.data.nextCursor}`)).data).toMatchObject({ pins: [{ id: 'pin2' }], nextCursor: null });
    expect(await me.call('/need/manage/pinterestPins', { username: 'ada_designs', boardName: 'kitchen' })).toMatchObject({ status: 404, message: 'This Pinterest board does not exist or is not public' });
    expect(await me.call('/need/manage/pinterestPins', { username: 'ada_designs', boardName: 'broken' })).toMatchObject({ status: 502, message: 'Pinterest is not answering right now; please try again in a moment' });
    const asked = pinterest.requests.length;
    for (const body of [{ username: 'a', boardName: 'x' }, { username: 'ada/../x', boardName: 'x' }, { username: 'ada_designs', boardName: '../../admin' }, { username: 'ada_designs', boardName: 'x', limit: 51 }, { username: 'ada_designs', boardName: 'x', width: 10 }, { username: 'ada_designs' }])
      expect((await me.call('/need/manage/pinterestPins', body)).status, JSON.stringify(body)).toBe(400);
    expect(pinterest.requests.length).toBe(asked);
  });
});
