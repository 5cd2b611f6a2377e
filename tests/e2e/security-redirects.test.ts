import { beforeAll, describe, expect, it } from 'vitest';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop(
    // Google configured (never contacted: the test stops at the redirect to it).
    { OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_CLIENT_SECRET: 's', OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9/unused' },
  );
});

/** Raw query strings as an attacker writes them into a link. */
const offSite = ['%2F%09%2Fevil.example', '%2F%5Cevil.example', '%2F%2Fevil.example', '%2F%0A%2Fevil.example', 'https%3A%2F%2Fevil.example', '%0A', '%2F%0D%0ASet-Cookie%3A%20x%3D1'];

describe('redirects stay on this site', () => {
  it('a signed-in visit to a sign-in address goes to redirectTo only when it is a path here', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const raw of offSite) {
      const page = await v.get(`/sign-in?redirectTo=${raw}`);
      expect(page.status, raw).toBe(302);
      expect(page.location, raw).toBe('/');
    }
    expect(await v.get('/sign-in?redirectTo=%2Fclient%2Fupdate%2Finfo')).toMatchObject({ status: 302, location: '/client/update/info' });
  });

  it('the sign-in form posted without scripts lands only on a path here', async () => {
    for (const raw of offSite) {
      const v = new PageVisitor(shop.base);
      await v.get('/sign-in');
      const res = await v.post('/sign-in', { intent: 'login', csrf: v.csrf, via: 'page', redirectTo: decodeURIComponent(raw), email: 'client@roomcraft.local', password: 'roomcraft-demo' });
      expect(res.status, raw).toBe(302);
      expect(res.location, raw).toBe('/');
    }
  });

  it('/auth/{provider} comes back only to a path here', async () => {
    for (const raw of offSite) {
      const res = await fetch(`${shop.base}/auth/google?returnTo=${raw}`, { redirect: 'manual' });
      expect(res.status, raw).toBe(302);
      expect(res.headers.get('location'), raw).toMatch(/^\/\?oauthError=/);
    }
  });
});

describe('social sign-in with its provider down', () => {
  it('goes back to the page with the modal message instead of failing', async () => {
    const res = await fetch(`${shop.base}/auth/google?returnTo=%2FmarketPlace%2Findex`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/marketPlace/index?${new URLSearchParams({ oauthError: 'We could not sign you in with this provider. Please try again.' })}`);
  });
});
