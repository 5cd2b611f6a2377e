import fs from 'node:fs';
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { identityCommands } from '../../domain/identity/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { getGoods } from '../../projections/catalogue/goods.queries';
import { postAs } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { contextRouteFiles } from '../../vite.routes';

/**
 * The staff console's calls (issue 11): the data provider's contract (sort,
 * range, filters, totals) against the real server, who may call what, and bad
 * input to the console's commands.
 */
const system = { kind: 'system' } as const;
const card = { cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const signIn = async (email: string, address: string) => {
    const api = new ApiClient(base, null, address);
    const answer = await api.call('/client/login', { email, password: demoPassword });
    if (!answer.success) throw new Error(`${email}: ${answer.message}`);
    return api;
  };
  const [staff, salesman, analyst, client, designer] = await Promise.all(['staff', 'salesman', 'analyst', 'client', 'designer'].map((who, i) => signIn(`${who}@roomcraft.local`, `192.0.2.${20 + i}`)));
  return { runtime, base, errors, staff, salesman, analyst, client, designer };
})();

let buyers = 0;
async function buyer() {
  const { base, runtime } = await ready;
  const userId = `console-${++buyers}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${userId}@example.com`;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword('correct horse battery'), roles: ['client'], username: `Buyer ${buyers}`, verifiedBy: 'system' }, { actor: system });
  const api = new ApiClient(base, null, `198.51.100.${(buyers % 200) + 1}`);
  expect((await api.call('/client/login', { email, password: 'correct horse battery' })).success).toBe(true);
  return Object.assign(api, { userId, email });
}

async function buyable() {
  const { runtime } = await ready;
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  return goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time)).map((g) => g.id as string);
}

async function paidOrder(client: ApiClient, goodsIds: string[]) {
  for (const goodsId of goodsIds) expect((await client.call('/cart/save', { goodsId, count: 1 })).status).toBe(200);
  const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '512-555-0199', isDefault: true });
  const checkoutId = `chk-${Math.random().toString(36).slice(2, 12)}`;
  const order = await client.call('/order/manage/saveOrder', { checkoutId, addressId: address.data.id });
  expect(order.status).toBe(200);
  expect((await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-${checkoutId}`, ...card })).status).toBe(200);
  return (await client.call('/order/manage/get', { id: order.data.orderId })).data as { orderId: string; orderNumber: string; lines: { lineId: string }[] };
}

const q = (query: Record<string, unknown>) => '?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();

/** Every console call, from the route files in the contexts' routes folders (`api.admin.goods.$id.price.ts` → /admin/goods/x1/price). */
const adminRoutes = contextRouteFiles('app')
  .filter((file) => nodePath.basename(file).startsWith('api.admin.'))
  .map((file) => {
    const f = nodePath.basename(file);
    const text = fs.readFileSync(`app/${file}`, 'utf8');
    const path = '/' + f.replace(/^api\./, '').replace(/\.tsx?$/, '').split('.').map((p) => (p.startsWith('$') ? 'x1' : p)).join('/');
    // A route without a loader (or action) is not reached by that method at all.
    return { path, methods: [...(/export (const|async function) loader/.test(text) ? ['GET'] : []), ...(/export (const|async function) action/.test(text) ? ['POST'] : [])] };
  });
const adminPaths = adminRoutes.map((r) => r.path);

describe('who may call the console', () => {
  it('refuses every /api/admin/* call to visitors (sign in), clients and designers (No access.), reading or writing', { timeout: 120_000 }, async () => {
    const { base, client, designer } = await ready;
    expect(adminPaths).toEqual(expect.arrayContaining(['/admin/goods', '/admin/customers', '/admin/returns', '/admin/dashboard', '/admin/me', '/admin/customers/x1/reset-email', '/admin/event-log/streams']));
    for (const { path, methods } of adminRoutes) {
      expect(methods.length, path).toBeGreaterThan(0);
      for (const method of methods) {
        const visitor = await fetch(`${base}/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        expect(visitor.status, `visitor ${method} ${path}`).toBe(401);
        expect((await visitor.json()).message).toBe('Please sign in to continue');
        for (const [who, api] of [['client', client], ['designer', designer]] as const) {
          const answer = await api.call(path, method === 'POST' ? {} : undefined);
          expect(answer, `${who} ${method} ${path}`).toMatchObject({ status: 403, success: false, message: 'No access.' });
        }
      }
    }
  });

  it('tells the console each role’s areas and allowed buttons', async () => {
    const { staff, salesman, analyst } = await ready;
    const me = async (api: ApiClient) => (await api.call('/admin/me')).data;
    expect(await me(staff)).toMatchObject({ id: 'demo-staff', roles: ['staff'], buttons: expect.arrayContaining(['goods.price', 'orders.ship', 'projects.assign', 'discount-codes.create']) });
    expect(await me(salesman)).toMatchObject({ areas: ['dashboard', 'orders', 'returns', 'customers', 'sales-chat'], buttons: ['customers.reset-email'] });
    expect(await me(analyst)).toMatchObject({ areas: ['dashboard', 'event-log', 'analytics'], buttons: [] });
  });

  it('lets a salesman read customers and orders but not discount codes, goods, or staff commands', async () => {
    const { salesman } = await ready;
    expect((await salesman.call(`/admin/orders${q({ range: [0, 4] })}`)).status).toBe(200);
    expect((await salesman.call(`/admin/customers${q({ range: [0, 4] })}`)).status).toBe(200);
    expect((await salesman.call(`/admin/returns${q({ range: [0, 4] })}`)).status).toBe(200);
    for (const path of ['/admin/discount-codes', '/admin/goods', '/admin/needs', '/admin/designers', '/admin/pricing/variant'])
      expect(await salesman.call(path), path).toMatchObject({ status: 403, message: 'No access.' });
    expect(await postAs(salesman, '/admin/discount-codes', { code: 'SALES10', kind: 'percent', value: 10 })).toMatchObject({ status: 403 });
    expect(await postAs(salesman, '/admin/goods/g00001/price', { priceCents: 1 })).toMatchObject({ status: 403 });
  });
});

describe('the data provider’s contract: lists with sort, range, filters and a total', () => {
  it('pages goods in any sort, with the total and a Content-Range', async () => {
    const { staff, runtime } = await ready;
    const [{ n }] = await runtime.db('catalogue_goods_v1').count({ n: '*' });
    const total = Number(n);
    const first = await staff.call(`/admin/goods${q({ sort: ['priceCents', 'ASC'], range: [0, 4], filter: {} })}`);
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(total);
    expect(first.data.list).toHaveLength(5);
    expect(first.headers.get('content-range')).toBe(`goods 0-4/${total}`);
    const prices = first.data.list.map((g: { priceCents: number }) => g.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const [{ min }] = await runtime.db('catalogue_goods_v1').min({ min: 'price_cents' });
    expect(prices[0]).toBe(Number(min));
    // The next page follows on with no overlap; the last answers what is left.
    const second = await staff.call(`/admin/goods${q({ sort: ['priceCents', 'ASC'], range: [5, 9] })}`);
    expect(second.data.list.map((g: { id: string }) => g.id)).not.toEqual(expect.arrayContaining(first.data.list.map((g: { id: string }) => g.id).slice(0, 1)));
    expect(second.data.list[0].priceCents).toBeGreaterThanOrEqual(prices[4]);
    const last = await staff.call(`/admin/goods${q({ sort: ['name', 'DESC'], range: [total - 2, total + 10] })}`);
    expect(last.data.list).toHaveLength(2);
    expect(last.headers.get('content-range')).toBe(`goods ${total - 2}-${total - 1}/${total}`);
    const past = await staff.call(`/admin/goods${q({ range: [total + 100, total + 110] })}`);
    expect(past.data).toEqual({ list: [], total });
    // The older paged shape stays for its callers.
    expect((await staff.call('/admin/goods?pageSize=3')).data).toMatchObject({ page: 1, pageSize: 3 });
  });

  it('filters goods (search, category, price bounds, delisted) and counts the filtered rows; getMany by ids', async () => {
    const { staff, runtime } = await ready;
    const some = await runtime.db('catalogue_goods_v1').select('id', 'category_id').orderBy('id').limit(3);
    const category = some[0].category_id as string;
    const [{ n }] = await runtime.db('catalogue_goods_v1').where({ category_id: category }).count({ n: '*' });
    const inCategory = await staff.call(`/admin/goods${q({ filter: { categoryId: category }, range: [0, 499] })}`);
    expect(inCategory.data.total).toBe(Number(n));
    expect(inCategory.data.list.every((g: { categoryId: string }) => g.categoryId === category)).toBe(true);
    const cheap = await staff.call(`/admin/goods${q({ filter: { maxPriceCents: 20000 }, range: [0, 499] })}`);
    expect(cheap.data.list.every((g: { effectivePriceCents: number }) => g.effectivePriceCents <= 20000)).toBe(true);
    const [{ c }] = await runtime.db('catalogue_goods_v1').where('effective_price_cents', '<=', 20000).count({ c: '*' });
    expect(cheap.data.total).toBe(Number(c));
    const many = await staff.call(`/admin/goods${q({ filter: { id: some.map((s) => s.id) }, range: [0, 2] })}`);
    expect(many.data.list.map((g: { id: string }) => g.id).sort()).toEqual(some.map((s) => s.id).sort());
    const goods = await getGoods(runtime.db, some[1].id);
    const words = await staff.call(`/admin/goods${q({ filter: { q: goods!.name } })}`);
    expect(words.data.list.map((g: { id: string }) => g.id)).toContain(some[1].id);
  });

  it('lists orders by status and date, a client’s orders (getManyReference), returns and customers masked', { timeout: 60_000 }, async () => {
    const { staff } = await ready;
    const ids = await buyable();
    const a = await buyer();
    const order = await paidOrder(a, [ids[0]]);
    const paid = await staff.call(`/admin/orders${q({ filter: { status: 'paid', clientId: a.userId }, sort: ['placedAt', 'DESC'], range: [0, 9] })}`);
    expect(paid.data).toMatchObject({ total: 1, list: [{ id: order.orderId, orderNumber: order.orderNumber, status: 'paid', clientId: a.userId }] });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect((await staff.call(`/admin/orders${q({ filter: { clientId: a.userId, placedFrom: yesterday } })}`)).data.total).toBe(1);
    expect((await staff.call(`/admin/orders${q({ filter: { clientId: a.userId, placedTo: yesterday } })}`)).data.total).toBe(0);
    expect((await staff.call(`/admin/orders${q({ filter: { clientId: a.userId, status: ['shipped', 'delivered'] } })}`)).data.total).toBe(0);
    const one = await staff.call(`/admin/orders/${order.orderId}`);
    expect(one.data).toMatchObject({ id: order.orderId, lines: [{ lineId: order.lines[0].lineId }], address: { city: 'Austin' } });
    const customers = await staff.call(`/admin/customers${q({ filter: { email: a.email } })}`);
    expect(customers.data.total).toBe(1);
    expect(customers.data.list[0]).toMatchObject({ id: a.userId, email: `c***@example.com` });
    const detail = await staff.call(`/admin/customers/${a.userId}`);
    expect(JSON.stringify(detail.data)).not.toContain(a.email);
    expect(JSON.stringify(detail.data)).not.toContain('1 Main St');
    expect(JSON.stringify(detail.data)).not.toContain('555-0199');
    expect(detail.data.addresses[0]).toMatchObject({ city: 'Austin', phone: '***99' });
  });

  it('refuses bad list parameters with a message naming the parameter, changing nothing', async () => {
    const { staff, errors } = await ready;
    const cases: [string, string][] = [
      [q({ sort: ['password_hash', 'ASC'] }), 'sort'],
      [q({ sort: ['name', 'UP'] }), 'sort'],
      [q({ range: [10, 2] }), 'range'],
      [q({ range: [0, 5000] }), 'range'],
      [q({ filter: { nope: 1 } }), 'filter'],
      [q({ filter: { minPriceCents: -1 } }), 'filter.minPriceCents'],
      [q({ filter: { listedFrom: 'yesterday' } }), 'filter.listedFrom'],
      ['?sort=%5B', 'sort'],
    ];
    for (const [query, field] of cases) {
      const answer = await staff.call(`/admin/goods${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.data.fields).some((k) => k === field || k.startsWith(`${field}.`)), `${query} ${JSON.stringify(answer.data.fields)}`).toBe(true);
    }
    expect((await staff.call(`/admin/orders${q({ filter: { status: 'lost' } })}`)).data.fields).toHaveProperty(['filter.status']);
    expect(errors).toEqual([]);
  });
});

describe('the console’s commands', () => {
  it('answers bad input to each command with a field-level message and changes nothing', { timeout: 60_000 }, async () => {
    const { staff, runtime, errors } = await ready;
    const before = await getGoods(runtime.db, 'g00002');
    const cases: [string, Record<string, unknown>, string][] = [
      ['/admin/goods/g00002/price', { priceCents: 'abc' }, 'priceCents'],
      ['/admin/goods/g00002/price', { priceCents: -5 }, 'priceCents'],
      ['/admin/goods/g00002/availability', { availability: '' }, 'availability'],
      ['/admin/goods/g00002/details', { changes: { name: '' } }, 'changes.name'],
      ['/admin/goods/g00002/stock', { onHand: -1 }, 'onHand'],
      ['/admin/goods', { goodsId: 'new-one', name: 'A lamp' }, 'brand'],
      ['/admin/categories', { categoryId: 'Bad Id', name: 'x' }, 'categoryId'],
      ['/admin/categories/sofas/rename', { name: '' }, 'name'],
      ['/admin/discount-codes', { code: 'NEW10', kind: 'percent', value: 0 }, 'value'],
      ['/admin/pricing/variant', { variant: 'Z' }, 'variant'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await postAs(staff, path, body);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(Object.keys(answer.data?.fields ?? {}), `${path} ${JSON.stringify(answer)}`).toContain(field);
    }
    expect(await getGoods(runtime.db, 'g00002')).toEqual(before);
    expect(await getGoods(runtime.db, 'new-one')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('runs a write once for one idempotency key', async () => {
    const { staff, runtime } = await ready;
    const key = `console-price-${Date.now()}`;
    const first = await postAs(staff, '/admin/goods/g00003/price', { priceCents: 12345, salePriceCents: null }, key);
    expect(first.status).toBe(200);
    const again = await postAs(staff, '/admin/goods/g00003/price', { priceCents: 12345, salePriceCents: null }, key);
    expect(again.status).toBe(200);
    const events = await runtime.db('es_events').where({ stream_id: 'goods-g00003', type: 'GoodsPriceChanged' }).count({ n: '*' });
    expect(Number(events[0].n)).toBe(1);
  });

  it('sends a customer a reset mail (staff and salesmen); an analyst is refused', async () => {
    const { staff, salesman, analyst } = await ready;
    const a = await buyer();
    expect(await postAs(salesman, `/admin/customers/${a.userId}/reset-email`, {})).toMatchObject({ status: 200, data: { id: a.userId } });
    expect(await postAs(analyst, `/admin/customers/${a.userId}/reset-email`, {})).toMatchObject({ status: 403, message: 'No access.' });
    expect(await postAs(staff, '/admin/customers/nobody-here/reset-email', {})).toMatchObject({ status: 404 });
  });

  it('blocks a customer: signed out at once, no sign-in; unblocking lets them back; only staff, with a reason', async () => {
    const { staff, salesman, runtime, base } = await ready;
    const a = await buyer();
    expect((await a.call('/client/manage/get')).status).toBe(200);
    expect(await postAs(salesman, `/admin/customers/${a.userId}/block`, { reason: 'Fraud' })).toMatchObject({ status: 403, message: 'No access.' });
    expect(await postAs(staff, `/admin/customers/${a.userId}/block`, {})).toMatchObject({ status: 400, message: 'reason: Please say why the account is blocked', data: { fields: { reason: 'Please say why the account is blocked' } } });
    expect((await a.call('/client/manage/get')).status).toBe(200);
    expect(await postAs(staff, '/admin/customers/demo-staff/block', { reason: 'x' })).toMatchObject({ status: 404 });
    const blocked = await postAs(staff, `/admin/customers/${a.userId}/block`, { reason: 'Chargebacks on three orders' });
    expect(blocked).toMatchObject({ status: 200, data: { id: a.userId, blocked: true, blockedReason: 'Chargebacks on three orders' } });
    // The open session stands for nobody now, and signing in is refused.
    expect((await a.call('/client/manage/get')).status).toBe(401);
    const again = new ApiClient(base, null, '198.51.100.250');
    expect(await again.call('/client/login', { email: a.email, password: 'correct horse battery' })).toMatchObject({ status: 403, message: 'This account is blocked. Please contact us at support@roomcraft.example.' });
    expect((await runtime.store.readStream(`identity-${a.userId}`)).events.filter((e) => e.type === 'AccountBlocked')).toHaveLength(1);
    expect((await postAs(staff, `/admin/customers/${a.userId}/unblock`, {})).data).toMatchObject({ blocked: false });
    expect((await again.call('/client/login', { email: a.email, password: 'correct horse battery' })).success).toBe(true);
  });

  it('shows the dashboard figures', async () => {
    const { staff, analyst } = await ready;
    const answer = await staff.call('/admin/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.data.days).toHaveLength(30);
    expect(answer.data.last30Days.orders).toBeGreaterThanOrEqual(answer.data.today.orders);
    expect(answer.data.projections.length).toBeGreaterThan(5);
    expect((await analyst.call('/admin/dashboard')).status).toBe(200);
  });

  it('shows staff the mail queue beside the read models: waiting, failed, the oldest wait', async () => {
    const { staff, runtime } = await ready;
    const queue = async () => (await staff.call('/admin/projections/status')).data.mail;
    const before = await queue();
    expect(before).toEqual({ pending: expect.any(Number), failed: expect.any(Number), oldestPendingSeconds: before.pending ? expect.any(Number) : null });
    // A mail that has waited ten minutes, and one given up.
    await runtime.db('mail_outbox').insert([
      { sender: 'x', recipient: 'queue-one@example.com', kind: 'test', status: 'pending', created_at: runtime.db.raw("now() - interval '10 minutes'"), next_attempt_at: runtime.db.raw("now() + interval '1 hour'") },
      { sender: 'x', recipient: 'queue-two@example.com', kind: 'test', status: 'failed', failed_at: runtime.db.fn.now(), last_error: 'EMESSAGE DATA 554' },
    ]);
    const after = await queue();
    expect(after).toMatchObject({ pending: before.pending + 1, failed: before.failed + 1 });
    expect(after.oldestPendingSeconds).toBeGreaterThanOrEqual(600);
    expect((await staff.call('/admin/dashboard')).data.mail).toMatchObject({ pending: after.pending, failed: after.failed });
  });
});
