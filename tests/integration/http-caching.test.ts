import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import type { Actor } from '../../domain/shared/messages';
import { ApiClient, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';
import { PageVisitor } from '../e2e/page-visitor';
import { productIds } from '../e2e/shop-server';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { demoGoodsCount } from '../../composition-root/demo/seed';
import { isPurchasable } from '../../domain/catalogue/goods';

/**
 * Issue 27 (ADR 060): public answers that are the same for every visitor carry a
 * strong ETag and answer a conditional GET with 304 and no body; a changed
 * resource gets a new ETag; anything with a session or private data is
 * `private`/`no-store` with no ETag, whatever the request says.
 */
const ready = (async () => {
  const app = await startTestApp({}, { demoData: true });
  const shopper = new ApiClient(app.base, null, '198.51.100.27');
  expect((await shopper.call('/client/login', { email: 'client@roomcraft.local', password: 'roomcraft-demo' })).success).toBe(true);
  return { ...app, shopper };
})();

const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };

async function get(path: string, headers: Record<string, string> = {}) {
  const { base } = await ready;
  const res = await fetch(base + path, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, etag: res.headers.get('etag'), cache: res.headers.get('cache-control'), headers: res.headers, body };
}

describe('HTTP caching of public answers', () => {
  it('a public catalogue call carries a strong ETag; If-None-Match answers 304 with no body; a price changed by a command gives 200 and a new ETag', async () => {
    const { runtime } = await ready;
    const first = await get('/api/goods/getByIds?ids=g00002');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('public, no-cache');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{24}"$/);
    const before = JSON.parse(first.body.toString()).data[0];

    const again = await get('/api/goods/getByIds?ids=g00002', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.etag).toBe(first.etag);
    // A list of tags, and the weak form of the same tag, match too (RFC 9110 weak comparison).
    expect((await get('/api/goods/getByIds?ids=g00002', { 'if-none-match': `"other", W/${first.etag}` })).status).toBe(304);
    // Another tag, or none: the whole answer.
    expect((await get('/api/goods/getByIds?ids=g00002', { 'if-none-match': '"stale"' })).status).toBe(200);

    await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00002', priceCents: before.priceCents + 1234, salePriceCents: null }, { actor: staff }, { waitFor: [] });
    await settled(runtime);
    const changed = await get('/api/goods/getByIds?ids=g00002', { 'if-none-match': first.etag! });
    expect(changed.status).toBe(200);
    expect(changed.etag).toMatch(/^"[A-Za-z0-9_-]{24}"$/);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.body.toString()).data[0].priceCents).toBe(before.priceCents + 1234);
    expect((await get('/api/goods/getByIds?ids=g00002', { 'if-none-match': changed.etag! })).status).toBe(304);
  });

  it('the home page’s sale picks, kept per read-model change, show a price a command just changed (read your writes)', async () => {
    const { runtime } = await ready;
    const before = productIds((await get('/')).body.toString());
    expect(before.length).toBeGreaterThan(0);
    const g = demoGoods(demoGoodsCount).find((x) => isPurchasable(x) && !before.includes(x.goodsId) && x.goodsId !== 'g00002')!;
    // A 99 % discount: the deepest in the catalogue.
    await runtime.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: g.goodsId, priceCents: 100_000, salePriceCents: 1_000 }, { actor: staff }, { waitFor: [] });
    await settled(runtime);
    expect(productIds((await get('/')).body.toString())).toContain(g.goodsId);
  });

  it('the category tree and the inventory search (GET) are public with ETags; the same answer whoever asks', async () => {
    const { shopper } = await ready;
    for (const path of ['/api/category/listTree', '/api/inventorySearch?keywords=oak&page=1&pageSize=20']) {
      const anonymous = await get(path);
      const signedIn = await get(path, { authorization: shopper.token! });
      expect(anonymous.status, path).toBe(200);
      expect(anonymous.cache, path).toBe('public, no-cache');
      expect(anonymous.etag, path).toBeTruthy();
      expect(signedIn.etag, path).toBe(anonymous.etag);
      expect(signedIn.headers.get('set-cookie'), path).toBeNull();
      expect((await get(path, { 'if-none-match': anonymous.etag! })).status, path).toBe(304);
    }
  });

  it('refusals and POSTs of the public calls stay private, without an ETag', async () => {
    const { base } = await ready;
    const bad = await get('/api/goods/getByIds?ids=');
    expect(bad.status).toBe(400);
    expect(bad.cache).toBe('private, no-store');
    expect(bad.etag).toBeNull();
    const posted = await fetch(`${base}/api/inventorySearch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"keywords":"oak"}' });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
    expect(posted.headers.get('etag')).toBeNull();
  });

  it('a product model file carries the ETag of its spec key; a conditional GET answers 304 without making the file', async () => {
    const g = JSON.parse((await get('/api/goods/getByIds?ids=g00001')).body.toString()).data[0] as { modelUrl: string };
    const file = await get(g.modelUrl);
    expect(file.status).toBe(200);
    expect(file.etag).toMatch(/^"v\d+-[a-z0-9-]+\.glb"$/);
    const again = await get(g.modelUrl, { 'if-none-match': file.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a signed-in answer is private: no-store, no ETag, and an If-None-Match never gets a 304 of it', async () => {
    const { shopper, base } = await ready;
    expect((await shopper.call('/cart/save', { goodsId: 'g00001', count: 1 })).success).toBe(true);
    const cart = await get('/api/cart/list', { authorization: shopper.token! });
    expect(cart.status).toBe(200);
    expect(cart.cache).toBe('private, no-store');
    expect(cart.etag).toBeNull();
    const publicTag = (await get('/api/category/listTree')).etag!;
    expect((await get('/api/cart/list', { authorization: shopper.token!, 'if-none-match': publicTag })).status).toBe(200);
    expect((await get('/api/cart/list', { authorization: shopper.token!, 'if-none-match': '*' })).status).toBe(200);

    // Pages, signed in or not: private, no-store, no ETag; each carries its own CSP nonce, so HTML is never shared.
    const visitor = new PageVisitor(base);
    await visitor.signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const path of ['/', '/marketPlace/index', '/marketPlace/product/g00001', '/payment/index/cart']) {
      const signedIn = await get(path, { cookie: visitor.cookie });
      const anonymous = await get(path);
      for (const page of [signedIn, anonymous]) {
        expect(page.status, path).toBe(200);
        expect(page.cache, path).toBe('private, no-store');
        expect(page.etag, path).toBeNull();
      }
      const nonce = (p: typeof signedIn) => p.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce(anonymous), path).toBeTruthy();
      expect(nonce(anonymous), path).not.toBe(nonce(await get(path)));
      expect((await get(path, { cookie: visitor.cookie, 'if-none-match': '*' })).status, path).toBe(200);
    }
    // Page data (single fetch) is as private as the page.
    const data = await get('/payment/index/cart.data', { cookie: visitor.cookie });
    expect(data.cache).toBe('private, no-store');
    expect(data.etag).toBeNull();
  });
});
