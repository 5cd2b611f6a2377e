import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { startTestApp } from '../support/http-app';

const ready = (async () => {
  const { runtime, base: baseUrl } = await startTestApp({}, { demoData: true });
  const tokenOf = async (email: string) => {
    const res = await fetch(`${baseUrl}/api/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    return (await res.json()).data.token as string;
  };
  return { runtime, baseUrl, staff: await tokenOf('staff@roomcraft.local'), client: await tokenOf('client@roomcraft.local') };
})();

async function call(path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}, method?: string) {
  const { baseUrl } = await ready;
  const res = await fetch(baseUrl + path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(token ? { authorization: token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const newGoods = {
  goodsId: 'staff-1',
  name: 'Quillon Walnut Console',
  brand: 'Northfold',
  categoryId: 'sideboards',
  priceCents: 129900,
  availability: 'available',
  shippingType: 'STANDARD',
  shippingCost: 4900,
  vendorId: 'vendor-3',
  markType: 'MANUAL',
  markTime: '2026-11-20T10:00:00.000Z',
};

describe('staff catalogue API', () => {
  it('refuses visitors (401) and clients (403), for reads too', async () => {
    const { client } = await ready;
    expect(await call('/api/admin/goods', null)).toMatchObject({ status: 401, body: { success: false } });
    expect(await call('/api/admin/goods', client)).toMatchObject({ status: 403, body: { message: 'No access.' } });
    expect(await call('/api/admin/goods', client, newGoods)).toMatchObject({ status: 403 });
  });

  it('lets staff list a product that the shop shows at once', async () => {
    const { staff } = await ready;
    const created = await call('/api/admin/goods', staff, newGoods);
    expect(created).toMatchObject({ status: 200, body: { success: true, data: { id: 'staff-1', priceCents: 129900, purchasable: true } } });
    const search = await call('/api/inventorySearch?keywords=quillon', null);
    expect(search.body.data.list.map((g: { id: string }) => g.id)).toEqual(['staff-1']);
  });

  it('changes price, availability and details through their commands', async () => {
    const { staff } = await ready;
    const price = await call('/api/admin/goods/staff-1/price', staff, { priceCents: 119900, salePriceCents: 99900 });
    expect(price.body.data).toMatchObject({ priceCents: 119900, salePriceCents: 99900, effectivePriceCents: 99900 });
    const stock = await call('/api/admin/goods/staff-1/availability', staff, { availability: 'out of stock', markType: 'MANUAL', markTime: '2026-11-21T10:00:00.000Z' });
    expect(stock.body.data).toMatchObject({ availability: 'out of stock', purchasable: false });
    const details = await call('/api/admin/goods/staff-1/details', staff, { changes: { name: 'Quillon Oak Console' } });
    expect(details.body.data.name).toBe('Quillon Oak Console');
  });

  it('answers a rule break with 4xx and a message, and appends nothing', async () => {
    const { staff, runtime } = await ready;
    const before = (await runtime.store.readStream('goods-staff-1')).version;
    const bad = await call('/api/admin/goods/staff-1/price', staff, { priceCents: 1000, salePriceCents: 1000 });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'The sale price must be below the regular price' } });
    const exists = await call('/api/admin/goods', staff, newGoods);
    expect(exists).toMatchObject({ status: 409, body: { message: 'A product with this id already exists' } });
    const invalid = await call('/api/admin/goods', staff, { ...newGoods, goodsId: 'staff-2', priceCents: 0 });
    expect(invalid).toMatchObject({ status: 400, body: { data: { fields: { priceCents: 'Price must be above zero' } } } });
    expect((await runtime.store.readStream('goods-staff-1')).version).toBe(before);
    expect((await runtime.store.readStream('goods-staff-2')).version).toBe(0);
  });

  it('applies a retried call with the same Idempotency-Key once', async () => {
    const { staff, runtime } = await ready;
    const before = (await runtime.store.readStream('goods-staff-1')).version;
    const key = { 'idempotency-key': 'retry-price-0001' };
    await call('/api/admin/goods/staff-1/price', staff, { priceCents: 111100, salePriceCents: null }, key);
    await call('/api/admin/goods/staff-1/price', staff, { priceCents: 111100, salePriceCents: null }, key);
    expect((await runtime.store.readStream('goods-staff-1')).version).toBe(before + 1);
  });

  it('refuses a malformed Idempotency-Key, and the same key on another request, changing nothing', async () => {
    const { staff, runtime } = await ready;
    const before = (await runtime.store.readStream('goods-staff-1')).version;
    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key']) {
      const res = await call('/api/admin/goods/staff-1/price', staff, { priceCents: 123400, salePriceCents: null }, { 'idempotency-key': bad });
      expect(res, bad).toMatchObject({ status: 400, body: { success: false, message: 'Idempotency-Key must be 8 to 100 letters, digits, ".", ":", "_" or "-"' } });
    }
    const key = { 'idempotency-key': 'reused-key-0001' };
    expect((await call('/api/admin/goods/staff-1/price', staff, { priceCents: 123400, salePriceCents: null }, key)).status).toBe(200);
    const otherBody = await call('/api/admin/goods/staff-1/price', staff, { priceCents: 999900, salePriceCents: null }, key);
    expect(otherBody).toMatchObject({ status: 409, body: { success: false, message: 'This Idempotency-Key was already used for a different request' } });
    const otherTarget = await call('/api/admin/goods/staff-1/availability', staff, { availability: 'In stock' }, key);
    expect(otherTarget.status).toBe(409);
    expect((await runtime.store.readStream('goods-staff-1')).version).toBe(before + 1);
    expect((await call('/api/admin/goods/staff-1', staff)).body.data.priceCents).toBe(123400);
  });

  it('scopes keys to their user: two users sending the same key make two commands', async () => {
    const { runtime } = await ready;
    const { commandIdForKey, fingerprintOf } = await import('../../infra/http/idempotency');
    const print = fingerprintOf(['POST', '/api/admin/goods/x/price', { priceCents: 1 }]);
    const a = await commandIdForKey(runtime.db, 'shared-key-0001', 'user-a', print);
    const b = await commandIdForKey(runtime.db, 'shared-key-0001', 'user-b', print);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await commandIdForKey(runtime.db, 'shared-key-0001', 'user-a', print)).toBe(a);
  });

  it('manages categories and delists goods', async () => {
    const { staff } = await ready;
    const created = await call('/api/admin/categories', staff, { categoryId: 'consoles', name: 'Consoles', parentId: 'storage', sort: 5 });
    expect(created.body.data).toMatchObject({ id: 'consoles', parentId: 'storage' });
    const cycle = await call('/api/admin/categories/storage/move', staff, { parentId: 'consoles' });
    expect(cycle).toMatchObject({ status: 409, body: { message: 'A category cannot be moved under itself' } });
    const renamed = await call('/api/admin/categories/consoles/rename', staff, { name: 'Console Tables' });
    expect(renamed.body.data.name).toBe('Console Tables');
    const delisted = await call('/api/admin/goods/staff-1', staff, undefined, {}, 'DELETE');
    expect(delisted.status).toBe(200);
    expect((await call('/api/inventorySearch?keywords=quillon', null)).body.data.total).toBe(0);
  });
});
