import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

const sessFor = (email: string, token: string) => encodeURIComponent(Buffer.from(JSON.stringify({ email, sessionId: token })).toString('base64'));
const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
const sameOrigin = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };
/** The token inside the signed session cookie (Remix: base64 JSON, a dot, the signature). */
function cookieToken(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8'));
}

describe('sess and status=logout (login CSRF, logout by link)', () => {
  it('a link from another site neither signs a browser into the session it carries nor keeps the query', async () => {
    const token = await apiToken(shop.base, 'designer@roomcraft.local', 'roomcraft-demo');
    const v = new PageVisitor(shop.base);
    const landed = await v.get(`/marketPlace/index?sess=${sessFor('designer@roomcraft.local', token)}`, crossSite);
    expect(landed).toMatchObject({ status: 302, location: '/marketPlace/index' });
    expect((await v.get('/marketPlace/index')).html).not.toContain('Dana Designer');
  });

  it('on this site, sess starts a session of the browser\'s own: the token it carried is never the cookie', async () => {
    const token = await apiToken(shop.base, 'designer@roomcraft.local', 'roomcraft-demo');
    const v = new PageVisitor(shop.base);
    expect(await v.get(`/marketPlace/index?page=2&sess=${sessFor('designer@roomcraft.local', token)}`, sameOrigin)).toMatchObject({
      status: 302,
      location: '/marketPlace/index?page=2',
    });
    expect((await v.get('/marketPlace/index')).html).toContain('Dana Designer');
    expect(cookieToken(v.cookie)).toMatch(/^u\./);
    expect(cookieToken(v.cookie)).not.toContain(token.split('.')[1]);
  });

  it('a sign-out link from another site signs nobody out', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    expect(await v.get('/marketPlace/index?status=logout', crossSite)).toMatchObject({ status: 302, location: '/marketPlace/index' });
    expect((await v.get('/marketPlace/index')).html).toContain('Casey');
    expect(await v.get('/marketPlace/index?status=logout', sameOrigin)).toMatchObject({ status: 302, location: '/marketPlace/index' });
    expect((await v.get('/marketPlace/index')).html).not.toContain('Casey');
  });
});
