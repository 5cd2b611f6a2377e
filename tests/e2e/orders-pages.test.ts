import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { orderCommands } from '../../domain/orders/commands';
import { promotionCommands } from '../../domain/promotions/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

const system = { kind: 'system' } as const;
const staffActor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } as const;
const password = 'correct horse battery';

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

async function client(name: string) {
  const { runtime } = shop;
  const userId = `pages-${name}`;
  const email = `${userId}@example.com`;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: ['client'], username: name, verifiedBy: 'system' }, { actor: system });
  return { userId, email, actor: { kind: 'user', userId, email, roles: ['client'] } as const };
}

let orderNo = 500_000;
/** An order placed by the client and paid with a sandbox card, as the checkout records it. */
async function paidOrder(owner: Awaited<ReturnType<typeof client>>, lineCount = 2) {
  const { runtime } = shop;
  const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).orderBy('id').limit(lineCount);
  const lines = goods.map((g, i) => ({ lineId: `line-${i + 1}`, goodsId: g.id, name: g.name, priceCents: g.price_cents, unitPriceCents: g.price_cents, count: 1, shippingCents: 0 }));
  const subtotal = lines.reduce((s, l) => s + l.priceCents, 0);
  const orderId = `page-order-${++orderNo}`;
  const orderNumber = `RC-2026-${orderNo}`;
  await runtime.execute(orderCommands.PlaceOrder, {
    orderId, orderNumber, clientId: owner.userId, lines,
    totals: { subtotalCents: subtotal, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: subtotal },
    address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' }, code: null,
  }, { actor: owner.actor });
  const card = await runtime.payments.tokenizeCard({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Buyer' }, owner.userId);
  const charge = await runtime.payments.charge({ token: card.token, amountCents: subtotal, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: orderNumber, metadata: { orderId } });
  if (charge.status !== 'succeeded') throw new Error('the sandbox declined the test card');
  await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: charge.paymentId, amountCents: subtotal, card: { ...card } }, { actor: system });
  return { orderId, orderNumber, lines, totalCents: subtotal };
}

describe('order pages without scripts', () => {
  it('lists, shows, cancels and returns a client\'s orders; another client gets 404 everywhere', async () => {
    const owner = await client('owner');
    const stranger = await client('stranger');
    const first = await paidOrder(owner);
    const second = await paidOrder(owner);
    const detail = (id: string) => `/order/detail/${id}`;

    const visitor = new PageVisitor(shop.base);
    for (const path of ['/client/order', detail(first.orderId), `/order/cancel/${first.orderId}`]) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(401);
      expect(page.html, path).toContain('Please sign in to continue');
    }

    const v = await new PageVisitor(shop.base).signIn(owner.email, password);
    const list = await v.get('/client/order');
    expect(list.status).toBe(200);
    expect(list.html).toContain(`Order ${first.orderNumber}`);
    expect(list.html).toContain(`Order ${second.orderNumber}`);
    expect(list.html.indexOf(second.orderNumber)).toBeLessThan(list.html.indexOf(first.orderNumber));
    expect(list.html).toContain('Processing');
    expect(list.html).toContain('href="/client/order"');
    expect((await v.get('/client/order?status=shipped')).html).toContain('No orders with this status.');
    expect(await v.get('/order/index')).toMatchObject({ status: 302, location: '/client/order' });

    const shown = await v.get(detail(first.orderId));
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`Order ${first.orderNumber}`);
    expect(shown.html).toContain('VISA •••• 4242');
    expect(shown.html).toContain(first.lines[0].name);
    expect(shown.html).toContain(`href="/order/cancel/${first.orderId}"`);
    expect(shown.html).toContain(`href="/print/order?id=${first.orderId}"`);
    expect(shown.html).toContain(`href="/order/customerservice/${first.orderId}"`);
    expect(shown.html).not.toContain(`href="/order/return/${first.orderId}"`);

    // Staff ship and deliver the second order's first line.
    const line = second.lines[0].lineId;
    await shop.runtime.execute(orderCommands.ShipOrderLine, { orderId: second.orderId, lineId: line, carrier: 'UPS', trackingNumber: '1Z999AA1' }, { actor: staffActor });
    await shop.runtime.execute(orderCommands.MarkLineDelivered, { orderId: second.orderId, lineId: line }, { actor: staffActor });
    const tracking = await v.get(`/order/shippingInfo/${second.orderId}/${line}/${second.orderNumber}`);
    expect(tracking.status).toBe(200);
    expect(tracking.html).toContain('1Z999AA1');
    expect(tracking.html).toContain('UPS');
    expect((await v.get(`/order/shippingInfo/${second.orderId}/${line}/RC-2026-000001`)).status).toBe(404);
    expect((await v.get(`/order/shippingInfo/${second.orderId}/no-line/${second.orderNumber}`)).status).toBe(404);
    const secondDetail = await v.get(detail(second.orderId));
    expect(secondDetail.html).toContain('Partly delivered');
    expect(secondDetail.html).toContain(`href="/order/return/${second.orderId}"`);
    expect(secondDetail.html).not.toContain(`href="/order/cancel/${second.orderId}"`);
    expect((await v.get(`/order/cancel/${second.orderId}`)).html).toContain('This order has shipped and can no longer be cancelled.');
    // Every link of the order's pages leads somewhere.
    const pagesOfOrder = [detail(second.orderId), `/order/customerservice/${second.orderId}`, `/order/shippingInfo/${second.orderId}/${line}/${second.orderNumber}`, '/client/order'];
    const links = new Set<string>();
    for (const path of pagesOfOrder) for (const m of (await v.get(path)).html.matchAll(/href="(\/[^"]*)"/g)) links.add(m[1].replace(/&amp;/g, '&'));
    expect(links).toContain(`/print/order?id=${second.orderId}`);
    for (const link of links) {
      if (link.startsWith('/build/') || link.startsWith('/assets/') || link === '/sign-out') continue;
      expect((await v.get(link)).status, link).toBeLessThan(400);
    }

    const returnPage = await v.get(`/order/return/${second.orderId}`);
    expect(returnPage.status).toBe(200);
    expect(returnPage.html).toContain('Does not fit my space');
    const noReason = await v.post(`/order/return/${second.orderId}`, { csrf: v.csrf, intent: 'return', detailIds: line });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain('Please choose a reason');
    const asked = await v.post(`/order/return/${second.orderId}`, { csrf: v.csrf, intent: 'return', detailIds: line, reasons: 'Does not fit my space', note: 'Too wide for the hall' });
    expect(asked).toMatchObject({ status: 302, location: `/client/order/return/return-success?id=${second.orderId}` });
    expect((await v.get(asked.location!)).html).toContain('Return requested');
    const returns = await v.get(`/order/returndetail/${second.orderId}`);
    expect(returns.html).toContain('Waiting for our answer');
    expect(returns.html).toContain('Too wide for the hall');
    expect((await v.get('/client/order/return/reason')).html).toContain('within 30 days of delivery');

    const cancelPage = await v.get(`/order/cancel/${first.orderId}`);
    expect(cancelPage.html).toContain(`We will refund $`);
    const cancelled = await v.post(`/order/cancel/${first.orderId}`, { csrf: v.csrf, intent: 'cancel', reason: 'Changed plans' });
    expect(cancelled).toMatchObject({ status: 302, location: `/order/detail/${first.orderId}?cancelled=1` });
    const after = await v.get(cancelled.location!);
    expect(after.html).toContain('Your order has been cancelled.');
    expect(after.html).toContain('Cancelled');
    const help = await v.get(`/order/customerservice/${first.orderId}`);
    expect(help.html).toContain('mailto:support@roomcraft.example');

    const other = await new PageVisitor(shop.base).signIn(stranger.email, password);
    expect((await other.get('/client/order')).html).not.toContain(first.orderNumber);
    for (const path of [
      detail(second.orderId),
      `/order/cancel/${second.orderId}`,
      `/order/return/${second.orderId}`,
      `/order/returndetail/${second.orderId}`,
      `/order/customerservice/${second.orderId}`,
      `/order/shippingInfo/${second.orderId}/${line}/${second.orderNumber}`,
      detail('no-such-order'),
    ]) {
      expect((await other.get(path)).status, path).toBe(404);
    }
    const foreignCancel = await other.post(`/order/cancel/${second.orderId}`, { csrf: other.csrf, intent: 'cancel' });
    expect(foreignCancel.status).toBe(404);
    expect((await v.get(detail(second.orderId))).html).toContain('Return requested');
    expect(logged).toEqual([]);
  });

  it('answers hostile queries and posts of the wrong kind on the order pages with a 4xx, never a 500', async () => {
    const owner = await client('sweeper');
    const order = await paidOrder(owner, 1);
    const v = await new PageVisitor(shop.base).signIn(owner.email, password);
    const line = order.lines[0].lineId;
    const pages = [
      '/client/order',
      '/order/index',
      `/order/detail/${order.orderId}`,
      `/order/cancel/${order.orderId}`,
      `/order/return/${order.orderId}`,
      `/order/returndetail/${order.orderId}`,
      `/order/customerservice/${order.orderId}`,
      `/order/shippingInfo/${order.orderId}/${line}/${order.orderNumber}`,
      '/client/order/return/reason',
      '/client/order/return/return-success',
      `/order/detail/${'x'.repeat(5000)}`,
      '/order/detail/%00',
      '/order/detail/%E2%80%AE',
    ];
    const queries = ['', '?page=%00', '?page=-5&status=%ff', '?status=cancelled&page=99999999999999999999', '?id=%00', `?id=${'y'.repeat(3000)}`];
    for (const page of pages) {
      for (const q of queries) expect((await v.get(page + q)).status, page + q).toBeLessThan(500);
    }
    const posts: Array<[string, Record<string, string>]> = [
      [`/order/cancel/${order.orderId}`, { intent: 'cancel', reason: 'r'.repeat(10_000) }],
      [`/order/cancel/${order.orderId}`, { intent: 'other' }],
      [`/order/return/${order.orderId}`, { intent: 'return', detailIds: 'nope', reasons: 'Changed my mind' }],
      [`/order/return/${order.orderId}`, { intent: 'return', detailIds: line, reasons: 'Stolen by pirates' }],
      [`/order/return/${order.orderId}`, { intent: 'return', detailIds: line, reasons: 'Other', note: 'n'.repeat(10_000) }],
      ['/order/cancel/no-such-order', { intent: 'cancel' }],
    ];
    for (const [path, fields] of posts) {
      const res = await v.post(path, { csrf: v.csrf, ...fields });
      expect(res.status, `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    // Without the form token, nothing happens.
    expect((await v.post(`/order/cancel/${order.orderId}`, { intent: 'cancel' })).status).toBe(403);
    const events = (await shop.runtime.store.readStream(`order-${order.orderId}`)).events.map((e) => e.type);
    expect(events).toEqual(['OrderPlaced', 'OrderPaid']);
    expect(logged).toEqual([]);
  });
});

describe('store credit page without scripts', () => {
  it('shows the client\'s balance, its history and the codes open to them; visitors are asked to sign in', async () => {
    const owner = await client('credit-owner');
    const other = await client('credit-other');
    await shop.runtime.execute(promotionCommands.GrantCredits, { clientId: owner.userId, grantId: 'page-goodwill', amountCents: 4250, reason: 'Goodwill for a late sofa', expiresAt: '2030-01-01T00:00:00.000Z' }, { actor: staffActor });
    const visitor = await new PageVisitor(shop.base).get('/client/credit');
    expect(visitor.status).toBe(401);
    const page = await (await new PageVisitor(shop.base).signIn(owner.email, password)).get('/client/credit');
    expect(page.status).toBe(200);
    expect(page.html).toContain('$42.50');
    expect(page.html).toContain('Goodwill for a late sofa');
    expect(page.html).toContain('expires Jan 1, 2030');
    expect(page.html).toContain('DIY1');
    expect(page.html).toContain('10% off orders of $1,000.00 or more');
    const others = await (await new PageVisitor(shop.base).signIn(other.email, password)).get('/client/credit');
    expect(others.html).not.toContain('Goodwill for a late sofa');
    expect(others.html).toContain('You have no store credit yet.');
    expect(logged).toEqual([]);
  });
});
