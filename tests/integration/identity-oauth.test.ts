import { describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { tokenHash } from '../../infra/identity/secrets';
import { ApiClient, startTestApp } from '../support/http-app';
import { startLocalOidc } from '../support/local-oidc';

/** A real OpenID Connect provider on a local port, playing Google (discovery) and Facebook (endpoint URLs). */
const oidc = await startLocalOidc({
  'g-alice': { email: 'alice@gmail.test', name: 'Alice G', verified: true },
  'f-bob': { email: 'bob@example.com', name: 'Bob F', verified: true },
  'g-carol': { email: 'carol@gmail.test', name: 'Carol G', verified: true },
  'g-dora': { email: 'dora.personal@gmail.test', name: 'Dora G', verified: true },
});
const { current } = oidc;
const app = startTestApp({ ...oidc.env, ...oidc.facebookEnv });
const ready = (async () => {
  const { base } = await app;
  oidc.attach(base);
  return { base };
})();

/** A browser: follows redirects across the app and the provider with one cookie jar, stops when it lands back on an app page. */
class Browser {
  readonly jar = new Map<string, string>();
  cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async signInWith(name: 'google' | 'facebook', base: string): Promise<URL> {
    let url = new URL(`${base}/auth/${name}?returnTo=/design/room`);
    for (let hop = 0; hop < 20; hop++) {
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: this.cookieHeader() } });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair, ...attributes] = cookie.split(';');
        const [key, ...value] = pair.split('=');
        const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
        if (expired || value.join('=') === '') this.jar.delete(key.trim());
        else this.jar.set(key.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect from ${url} (${response.status}): ${(await response.text()).slice(0, 300)}`);
      url = new URL(location, url);
      if (url.origin === base && !url.pathname.startsWith('/auth/')) return url;
    }
    throw new Error('too many redirects');
  }
}

async function apiWithCookie(base: string, browser: Browser, path: string) {
  const response = await fetch(`${base}/api${path}`, { headers: { cookie: browser.cookieHeader() } });
  return (await response.json()) as { success: boolean; data: any; message: string };
}

describe('social sign-in against a local OpenID Connect provider', () => {
  it('creates an account (OAUTH_CREATE) with a one-time key, then signs straight in next time', async () => {
    const { base } = await ready;
    current.user = 'g-alice';
    const browser = new Browser();
    const landed = await browser.signInWith('google', base);
    expect(landed.pathname).toBe('/design/room');
    const authId = landed.searchParams.get('authId')!;
    expect(authId).toBeTruthy();

    const modal = new ApiClient(base);
    expect((await modal.call('/checkOauthLogin', { authId })).data).toEqual({ mode: 'OAUTH_CREATE', email: 'alice@gmail.test', name: 'Alice G', provider: 'GOOGLE' });
    const created = await modal.call('/oauthLogin', { authId, email: 'alice@gmail.test', password: 'alice password', utmCampaign: 'spring' });
    expect(created.data).toMatchObject({ email: 'alice@gmail.test', status: 'ACTIVE' });
    // The browser remembers the account (its owner's sign-ins from it are throttled apart from strangers').
    expect(created.headers.getSetCookie().some((c) => c.startsWith('rc_known='))).toBe(true);
    expect((await modal.call('/client/manage/auth/list')).data).toEqual([expect.objectContaining({ type: 'GOOGLE', email: 'alice@gmail.test' })]);

    const again = await new ApiClient(base).call('/checkOauthLogin', { authId });
    expect(again).toMatchObject({ status: 400, success: false, data: { code: 'EXPIRE_KEY' }, message: 'Link expired,please login again' });
    expect((await new ApiClient(base).call('/oauthLogin', { authId, email: 'alice@gmail.test', password: 'alice password' })).data).toEqual({ code: 'EXPIRE_KEY' });

    // Linked now: the provider's answer signs the browser in directly.
    const next = new Browser();
    const back = await next.signInWith('google', base);
    expect(back.searchParams.get('oauth')).toBe('success');
    expect(next.jar.has('rc_known')).toBe(true);
    expect((await apiWithCookie(base, next, '/client/manage/get')).data).toMatchObject({ email: 'alice@gmail.test' });
  });

  it('binds to an existing account (OAUTH_BIND) only with its password', async () => {
    const { base } = await ready;
    await new ApiClient(base, null, '10.9.0.1').call('/client/register', { email: 'bob@example.com', password: 'bob password' });
    current.user = 'f-bob';
    const landed = await new Browser().signInWith('facebook', base);
    const authId = landed.searchParams.get('authId')!;
    const modal = new ApiClient(base, null, '10.9.0.2');
    expect((await modal.call('/checkOauthLogin', { authId })).data).toMatchObject({ mode: 'OAUTH_BIND', email: 'bob@example.com', provider: 'FACEBOOK' });
    const wrong = await modal.call('/oauthLogin', { authId, email: 'bob@example.com', password: 'not bobs password' });
    expect(wrong).toMatchObject({ status: 400, message: 'Incorrect e-mail or password' });
    const bound = await modal.call('/oauthLogin', { authId, email: 'bob@example.com', password: 'bob password' });
    expect(bound.data).toMatchObject({ email: 'bob@example.com', status: 'VERIFING' });
    expect((await modal.call('/client/manage/auth/list')).data.map((a: any) => a.type)).toEqual(['FACEBOOK']);
    expect((await modal.call('/client/manage/deleteAuth', { type: 'facebook' })).data).toEqual([]);
  });

  it('an account created under another e-mail than the provider verified still needs verification', async () => {
    const { base } = await ready;
    current.user = 'g-carol';
    const authId = (await new Browser().signInWith('google', base)).searchParams.get('authId')!;
    const created = await new ApiClient(base).call('/oauthLogin', { authId, email: 'carol@work.test', password: 'carol password' });
    expect(created.data).toMatchObject({ email: 'carol@work.test', status: 'VERIFING' });
  });

  it('answers EXPIRE_KEY for an old key and refuses a callback with a wrong state', async () => {
    const { base, runtime } = await app;
    const authId = 'an-old-key-that-nobody-used-in-time';
    await runtime.execute(
      identityCommands.ReceiveOAuthIdentity,
      { keyHash: tokenHash(authId), provider: 'GOOGLE', subject: 'g-old', email: 'old@gmail.test', emailVerified: true, expiresAt: new Date(Date.now() - 1000).toISOString() },
      { actor: { kind: 'system' } },
    );
    expect(await new ApiClient(base).call('/checkOauthLogin', { authId })).toMatchObject({ success: false, message: 'Link expired,please login again' });

    const forged = await fetch(`${base}/auth/google/callback?code=abc&state=forged`, { redirect: 'manual' });
    expect(forged.status).toBe(302);
    expect(new URL(forged.headers.get('location')!, base).searchParams.get('oauthError')).toMatch(/cancelled or has expired/);
    expect((await fetch(`${base}/auth/twitter`, { redirect: 'manual' })).status).toBe(404);
  });

  it('connects a provider to the signed-in account (updateConnect), once, and never to a second account', async () => {
    const { base } = await ready;
    const dora = new ApiClient(base, null, '10.9.0.5');
    await dora.call('/client/register', { email: 'dora@example.com', password: 'dora password' });
    const mallory = new ApiClient(base, null, '10.9.0.6');
    await mallory.call('/client/register', { email: 'mallory@example.com', password: 'mallory password' });

    // getLoginData tells the modal which ways in exist and where Google starts.
    const loginData = (await dora.call('/getLoginData?loginType=google&type=LOGIN&returnTo=/client')).data;
    expect(loginData).toMatchObject({ loggedIn: true, loginType: 'GOOGLE', available: true, loginTypes: ['EMAIL', 'GOOGLE', 'FACEBOOK'], startUrl: '/auth/google?returnTo=%2Fclient' });
    expect((await dora.call('/getLoginData?type=SIDEWAYS')).status).toBe(400);

    current.user = 'g-dora';
    const authId = (await new Browser().signInWith('google', base)).searchParams.get('authId')!;
    expect(authId).toBeTruthy();
    // A visitor cannot connect anything; a bad key is refused and changes nothing.
    expect((await new ApiClient(base).call('/client/manage/updateConnect', { authId })).status).toBe(401);
    expect((await dora.call('/client/manage/updateConnect', { authId: 'not-a-key' })).data).toEqual({ code: 'EXPIRE_KEY' });
    expect((await dora.call('/client/manage/updateConnect', {})).status).toBe(400);

    const connected = await dora.call('/client/manage/updateConnect', { authId });
    expect(connected.data).toEqual([expect.objectContaining({ type: 'GOOGLE', email: 'dora.personal@gmail.test' })]);
    // The key worked once: Mallory cannot reuse it.
    expect((await mallory.call('/client/manage/updateConnect', { authId })).data).toEqual({ code: 'EXPIRE_KEY' });
    expect((await mallory.call('/client/manage/auth/list')).data).toEqual([]);

    // Google now signs straight into Dora's account.
    const next = new Browser();
    expect((await next.signInWith('google', base)).searchParams.get('oauth')).toBe('success');
    expect((await apiWithCookie(base, next, '/client/manage/get')).data).toMatchObject({ email: 'dora@example.com' });
  });
});
