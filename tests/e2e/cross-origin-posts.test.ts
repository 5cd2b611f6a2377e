import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';

/**
 * Remix refuses an action request whose Origin is not this host by throwing,
 * for page posts as well as its own data requests: a 500 and a stack in the
 * log. Another site gets the spec's 403 before Remix sees the request.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[] = [];
const consoleErrors: string[] = [];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' ').slice(0, 300));
    consoleError(...args);
  };
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('posts to pages from another site', () => {
  it('answers 403 No access. for a page post or a data request from another origin, never a 500', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const path of ['/client/update/info', '/client/update/info.data', '/sign-out', '/forget', '/sign-in']) {
      for (const origin of ['https://evil.example', 'null', 'not a url']) {
        for (const method of ['POST', 'PUT', 'DELETE']) {
          const res = await fetch(shop.base + path, { method, headers: { ...form, cookie: v.cookie, origin }, body: 'username=evil' });
          expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(await res.text()).toBe('No access.');
        }
      }
    }
    // Nothing changed: the profile still has its own name.
    const page = await v.get('/client/update/info');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('evil');
    expect(logged).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('lets this site post, also behind a proxy that lists several forwarded hosts', async () => {
    const host = new URL(shop.base).host;
    const v = new PageVisitor(shop.base);
    for (const path of ['/forget', '/forget.data']) {
      for (const forwarded of [{}, { 'x-forwarded-host': `${host}, internal.lan` }] as Record<string, string>[]) {
        await v.get('/forget');
        const res = await v.post(path, { csrf: v.csrf, email: 'client@roomcraft.local' }, { origin: shop.base, ...forwarded });
        expect(res.status, `${path} ${JSON.stringify(forwarded)}`).toBe(200);
      }
    }
  });

  it('leaves the JSON API to its own checks: a call with its token may come from anywhere', async () => {
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
    const res = await fetch(`${shop.base}/api/client/manage/get`, { method: 'POST', headers: { ...form, authorization: token, origin: 'https://app.example' }, body: '' });
    expect(res.status).toBe(200);
    // Remix's data request for the same call is an action it checks itself.
    const data = await fetch(`${shop.base}/api/client/manage/get.data`, { method: 'POST', headers: { ...form, authorization: token, origin: 'https://app.example' }, body: '' });
    expect(data.status).toBe(403);
  });
});
