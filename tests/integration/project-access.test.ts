import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { identityCommands } from '../../domain/identity/commands';
import { orderCommands } from '../../domain/orders/commands';
import { clientPassword, newClientAccount, clientPasswordHash } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Issue 20: a designer reads only the projects staff assigned to them. Every
 * project-scoped call a designer can make (need/*, multipleNeed/*, needMeeting/*,
 * the order service's project calls, the designer's own calls) answers another
 * designer's project 404 (or 403), while the assigned designer and the client
 * get what is theirs.
 */
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const login = async (email: string, password: string, address: string) => {
    const api = new ApiClient(base, null, address);
    expect((await api.call('/client/login', { email, password })).success, email).toBe(true);
    return api;
  };
  const staff = await login('staff@roomcraft.local', demoPassword, '192.0.2.60');
  const assigned = await login('designer@roomcraft.local', demoPassword, '192.0.2.61');
  // A second designer, signed in, to whom the project is not assigned.
  const system = { kind: 'system' } as const;
  const otherId = `designer-other-${Math.random().toString(36).slice(2, 8)}`;
  const otherEmail = `${otherId}@roomcraft.local`;
  await runtime.execute(identityCommands.ClaimEmail, { email: otherEmail, userId: otherId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email: otherEmail, userId: otherId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId: otherId, email: otherEmail, passwordHash: await clientPasswordHash(), roles: ['designer'], username: 'Other designer', verifiedBy: 'system' }, { actor: system });
  const other = await login(otherEmail, clientPassword, '192.0.2.62');

  const me = await newClientAccount(runtime, 'access');
  const owner = await login(me.email, clientPassword, '198.18.60.7');
  const pk = await owner.call('/multipleNeed/saveNeedList', { list: [site('1', 'Living Room')] });
  const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: pk.data })).map((r) => r.need_id as string);
  expect((await owner.call('/need/manage/pay', { needId: needId!, plan: 'CLASSIC', ...card })).data).toMatchObject({ status: 'PAID' });
  expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);

  // A paid order of the project's furniture, so that its shipping has a line to show.
  const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).orderBy('id').first();
  const orderId = `o-access-${Math.random().toString(36).slice(2, 8)}`;
  const price = Number(goods.price_cents);
  await runtime.execute(
    orderCommands.PlaceOrder,
    {
      orderId, orderNumber: `RC-2026-${Math.floor(Math.random() * 900_000) + 100_000}`, clientId: me.userId,
      lines: [{ lineId: 'line-1', goodsId: goods.id, name: goods.name, priceCents: price, unitPriceCents: price, count: 1, shippingCents: 0, refer: { type: 'NEED', id: needId! } }],
      totals: { subtotalCents: price, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: price },
      address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
      code: null,
    },
    { actor: { kind: 'user', userId: me.userId, email: me.email, roles: ['client'] } },
  );
  // Orders are drafts until paid (ADR 025): the payment process settles this one as the gateway would.
  await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: `pi_${orderId}`, amountCents: price, card: null }, { actor: { kind: 'system' } });
  await settled(runtime);
  return { runtime, staff, assigned, other, owner, needId: needId!, orderId, goodsId: goods.id as string, errors };
})();

describe("a design project's calls: its client, its assigned designer and staff only", () => {
  it("a designer not assigned gets 404/403 on every project call; the assigned designer and the client get 200", async () => {
    const { runtime, staff, assigned, other, owner, needId, orderId, goodsId, errors } = await ready;

    // The designer's own calls and the project's shipping: the assigned designer's.
    const designerReads: Array<[string, Record<string, unknown> | undefined]> = [
      ['/order/product/need/ship/info/get', { needId }],
      ['/order/product/query', { needId }],
      [`/designer/projects/${needId}/proposals`, undefined],
    ];
    for (const [path, body] of designerReads) {
      const refused = await other.call(path, body);
      expect([403, 404], `${path} (another designer): ${refused.status} ${refused.message}`).toContain(refused.status);
      expect(refused.success, path).toBe(false);
      expect((await assigned.call(path, body)).status, `${path} (assigned designer)`).toBe(200);
      expect((await owner.call(path, body)).status === 200 || path.startsWith('/designer/'), `${path} (client)`).toBe(true);
      expect((await staff.call(path, body)).status, `${path} (staff)`).toBe(200);
    }
    const info = await assigned.call('/order/product/need/ship/info/get', { needId });
    expect(info.data).toMatchObject({ needId, lines: [{ orderId, lineId: 'line-1', needsShipInfo: true }] });
    const theirs = await other.call('/order/product/need/ship/info/get', { needId });
    expect(theirs).toMatchObject({ status: 404, message: 'This project does not exist' });
    expect(JSON.stringify(theirs)).not.toContain(orderId);
    expect(JSON.stringify(await other.call('/order/product/query', { needId }))).not.toContain(orderId);
    expect((await owner.call('/order/product/need/ship/info/get', { needId })).data.lines).toHaveLength(1);
    // The designer's workspace lists only their own projects.
    expect((await other.call('/designer/projects')).data.map((n: { needId: string }) => n.needId)).not.toContain(needId);
    expect((await assigned.call('/designer/projects')).data.map((n: { needId: string }) => n.needId)).toContain(needId);

    // The client's calls on the project (reads, then writes that must change nothing): another designer is refused.
    const clientCalls: Array<[string, Record<string, unknown>]> = [
      ['/need/getNeed', { needId }],
      ['/need/manage/revisionCounts', { needId }],
      ['/need/manage/goods', { needId }],
      ['/need/manage/cartPrice', { needId }],
      ['/need/manage/afterPaySuccess', { needId }],
      ['/need/checkMoodboardSale', { needId }],
      ['/multipleNeed/furnitureOrders', { needId }],
      ['/multipleNeed/payments', { needId }],
      ['/multipleNeed/getUserRating', { needId }],
      ['/needMeeting/getFreeMeetingCount', { needId, type: 'DESIGN' }],
      ['/need/save', { needId, step: 'BUDGET', values: { type: 'CUSTOM', minPrice: 100, maxPrice: 200 } }],
      ['/need/manage/edit', { needId, step: 'BUDGET', values: { type: 'CUSTOM', minPrice: 100, maxPrice: 200 } }],
      ['/need/manage/submit', { needId }],
      ['/need/manage/sure', { needId }],
      ['/need/manage/delete', { needId }],
      ['/need/manage/revision', { needId, note: 'Let me in' }],
      ['/need/manage/redesign', { needId, reason: 'Let me in' }],
      ['/need/manage/planType', { needId, plan: 'LUXE' }],
      ['/need/manage/furniturePayment', { needId }],
      ['/need/manage/upgrade', { needId, plan: 'LUXE', ...card }],
      ['/multipleNeed/applyPromo', { needId, code: 'DIY1' }],
      ['/multipleNeed/saveUserRating', { needId, stars: 1, comment: 'Let me in' }],
      ['/multipleNeed/saveImageNeed', { needId, photoIds: ['1', '2', '3', '4', '5', '6', '7'] }],
      ['/multipleNeed/tips', { needId, amount: 5, ...card }],
      ['/needMeeting/appointmentMeeting', { needId, startsAt: '2030-01-07T17:00:00.000Z', type: 'DESIGN' }],
      ['/order/product/need/ship/info/save', { orderId, lineId: 'line-1', carrier: 'UPS', trackingNumber: '1Z1' }],
      [`/designer/projects/${needId}/products`, { goodsStr: 'x:1' }],
      [`/designer/projects/${needId}/products/remove`, { goodsId: 'x' }],
      [`/designer/projects/${needId}/deliver`, {}],
    ];
    const version = async () => (await runtime.store.readStream(`need-${needId}`)).version;
    const before = await version();
    for (const [path, body] of clientCalls) {
      const refused = await other.call(path, body);
      expect([403, 404], `${path} (another designer): ${refused.status} ${refused.message}`).toContain(refused.status);
    }
    for (const [path, body] of clientCalls.slice(0, 10)) expect((await owner.call(path, body)).status, `${path} (client)`).toBe(200);
    // Nothing changed: the project's stream has no new event, and it is still in design.
    expect(await version()).toBe(before);
    expect((await owner.call('/need/getNeed', { needId })).data).toMatchObject({ needId, status: 'IN_DESIGN', plan: 'CLASSIC', deliveredAt: null });
    // The assigned designer does the design work.
    expect((await assigned.call(`/designer/projects/${needId}/products`, { goodsStr: `${goodsId}:1` })).data.products).toEqual([{ goodsId, count: 1 }]);
    expect(errors).toEqual([]);
  });
});
