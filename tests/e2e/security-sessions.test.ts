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

describe('the JSON API and the session cookie', () => {
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${shop.base}/api${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(body) });

  it('refuses a cookie-authenticated change sent from another site, and changes nothing', async () => {
    const v = await new PageVisitor(shop.base).signIn('salesman@roomcraft.local', 'roomcraft-demo');
    for (const headers of [evil, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await post('/client/manage/update', { username: 'Hacked' }, { cookie: v.cookie, ...headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, data: null, message: 'No access.' });
    }
    expect((await v.get('/client')).html).not.toContain('Hacked');
    const own = await post('/client/manage/update', { username: 'Sam Salesman' }, { cookie: v.cookie, origin: shop.base, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });

  it('refuses a sign-in posted from another site (login CSRF) but not calls carrying their own token', async () => {
    const res = await post('/client/login', { email: 'client@roomcraft.local', password: 'roomcraft-demo' }, evil);
    expect(res.status).toBe(403);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rc_session='));
    if (cookie) expect(cookieToken(cookie.split(';')[0])).toMatch(/^v\./); // at most a visitor's

    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
    expect((await post('/client/manage/update', { username: 'Casey Client' }, { authorization: token, ...evil })).status).toBe(200);
  });

  it('getSessionId never hands a signed-in token to page scripts', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const viaCookie = (await (await fetch(`${shop.base}/api/common/getSessionId`, { headers: { cookie: v.cookie } })).json()) as any;
    expect(viaCookie.data).toMatchObject({ loggedIn: true, sessionId: null });
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
    const viaHeader = (await (await fetch(`${shop.base}/api/common/getSessionId`, { headers: { authorization: token } })).json()) as any;
    expect(viaHeader.data).toMatchObject({ loggedIn: true, sessionId: token });
  });
});

describe('an authorization header that does not resolve proves nothing', () => {
  const bogus = { authorization: 'Bearer not-a-token' };
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('getSessionId does not hand the cookie\'s signed-in token to a script that adds any header', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const res = (await (await fetch(`${shop.base}/api/common/getSessionId`, { headers: { cookie: v.cookie, ...bogus } })).json()) as any;
    expect(res.data).toMatchObject({ loggedIn: true, sessionId: null });
    expect(JSON.stringify(res)).not.toContain(cookieToken(v.cookie));
  });

  it('a cross-site cookie call with a made-up authorization header is still refused, and changes nothing', async () => {
    const v = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    const res = await fetch(`${shop.base}/api/client/manage/update`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: v.cookie, ...bogus, ...evil },
      body: new URLSearchParams({ username: 'Hacked' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, data: null, message: 'No access.' });
    expect((await v.get('/client')).html).not.toContain('Hacked');
  });
});
