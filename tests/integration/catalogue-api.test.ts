import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/http-app';

const ready = startTestApp({}, { demoData: true });

async function call(path: string, init?: RequestInit) {
  const { base } = await ready;
  const res = await fetch(base + path, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('catalogue JSON API', () => {
  it('inventorySearch answers in the envelope, form-encoded like the storefront sends it', async () => {
    const res = await call('/api/inventorySearch', form({ isManual: '4', page: '1', pageSize: '20', keywords: 'oak', parentCategorys: '' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'success' });
    const { list, total, totalPages } = res.body.data;
    expect(list.length).toBe(Math.min(20, total));
    expect(totalPages).toBe(Math.floor(total / 20) + 1);
    expect(list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), priceCents: expect.any(Number), savedPics: expect.any(Array), shippingType: expect.any(String) }),
    );
  });

  it('filters by parent categories, including their descendants, and accepts JSON', async () => {
    const res = await call('/api/inventorySearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parentCategorys: ['lightings'], pageSize: 100 }),
    });
    const categories = new Set(res.body.data.list.map((g: { categoryId: string }) => g.categoryId));
    expect(categories).toEqual(new Set(['floor-lamps', 'table-lamps', 'pendants']));
  });

  it('filters by colour, room and stock, and counts each filter value (issue 22)', async () => {
    const res = await call('/api/inventorySearch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ colours: ['sage'], rooms: 'bedroom', inStock: true, pageSize: 100 }) });
    expect(res.status).toBe(200);
    const { list, total, facets } = res.body.data;
    expect(total).toBeGreaterThan(0);
    expect(list.every((g: { name: string; purchasable: boolean }) => /Sage/.test(g.name) && g.purchasable)).toBe(true);
    expect(facets.colours).toEqual([{ value: 'sage', label: 'Sage', count: total }]);
    expect(facets.inStock).toBe(total);
    const bad = await call('/api/inventorySearch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ priceMinCents: 'lots' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('priceMinCents must be a number');
  });

  it('category listTree returns the tree with the spec’s display names', async () => {
    const res = await call('/api/category/listTree');
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['lighting', 'wall art', 'curtains', 'Seating']));
    expect(names).not.toContain('lightings');
    const seating = res.body.data.find((c: { id: string }) => c.id === 'seating');
    expect(seating.children.map((c: { id: string }) => c.id)).toContain('sofas');
  });

  it('goods getByIds returns the asked goods in order and skips unknown ids', async () => {
    const res = await call('/api/goods/getByIds?ids=g00003,nope,g00001&page=1');
    expect(res.body.data.map((g: { id: string }) => g.id)).toEqual(['g00003', 'g00001']);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const res = await call('/api/inventorySearch?page=zero');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: { fields: { page: 'page must be a number' } }, message: 'page: page must be a number' });
    const malformed = await call('/api/inventorySearch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":' });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, message: 'The request body is not valid JSON' } });
    const noIds = await call('/api/goods/getByIds');
    expect(noIds.status).toBe(400);
  });

  it('answers unknown calls with a JSON 404', async () => {
    const res = await call('/api/nothing/here');
    expect(res).toMatchObject({ status: 404, body: { success: false, message: 'Not found' } });
    expect(res.type).toContain('application/json');
  });
});
