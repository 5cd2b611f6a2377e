import { beforeAll, describe, expect, it } from 'vitest';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

describe('requests refused before routing', () => {
  it('answers a path longer or deeper than any route at once, and goes on serving others', async () => {
    const long = `/x${'/a'.repeat(7000)}`; // 14 KB of segments: seconds of route matching without the guard
    const answer = await fetch(shop.base + long);
    expect([404, 414]).toContain(answer.status);
    const deep = await fetch(`${shop.base}/marketPlace/category${'/seating'.repeat(20)}`);
    expect(deep.status).toBe(404);
    expect((await fetch(`${shop.base}/marketPlace/index`)).status).toBe(200);
  });

  it('refuses a body larger than any form or call needs, and a NUL or broken escape in the path', async () => {
    const big = await fetch(`${shop.base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect((await fetch(`${shop.base}/marketPlace/product/%00`)).status).toBe(400);
    expect((await fetch(`${shop.base}/marketPlace/product/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${shop.base}/marketPlace/product/%ED%A0%80`)).status).toBe(400);
  });
});

describe('security headers', () => {
  it('every page runs only its own scripts, carrying the nonce of its policy', async () => {
    const res = await fetch(`${shop.base}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce every time.
    const again = (await fetch(`${shop.base}/`)).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
  });

  it('sends HSTS when the request came over HTTPS (through the trusted proxy)', async () => {
    const res = await fetch(`${shop.base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('personal pages and calls are never stored by a cache; product pictures may be', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const path of ['/client', '/client/update/info', '/api/client/manage/get', '/api/common/getSessionId']) {
      const res = await fetch(shop.base + path, { headers: { cookie: v.cookie } });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const home = await v.get('/');
    expect(home.status).toBe(200);
    // The home page's sale picks are rendered from their models, its collage from named pieces.
    const pictures = [/src="(\/media\/models\/[^"]+)"/, /src="(\/media\/pieces\/[^"]+)"/].map((re) => re.exec(home.html)?.[1]);
    for (const picture of pictures) {
      expect(picture).toBeTruthy();
      expect((await fetch(shop.base + picture!)).headers.get('cache-control'), picture).toContain('public');
    }
  });
});
