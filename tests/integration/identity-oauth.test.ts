import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { tokenHash } from '../../infra/identity/secrets';
import { ApiClient, startTestApp } from '../support/http-app';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port.
 * It plays Google (found by OpenID discovery) and Facebook (configured by its
 * endpoint URLs). Its login and consent screens are answered by a small
 * interaction handler that signs in whoever `provider.user` names.
 */
const users: Record<string, { email: string; name: string; verified: boolean }> = {
  'g-alice': { email: 'alice@gmail.test', name: 'Alice G', verified: true },
  'f-bob': { email: 'bob@example.com', name: 'Bob F', verified: true },
  'g-carol': { email: 'carol@gmail.test', name: 'Carol G', verified: true },
};
const current = { user: 'g-alice' };

let handler: http.RequestListener = (_req, res) => res.end();
const oidcServer = http.createServer((req, res) => handler(req, res));
await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => oidcServer.close(() => resolve())));

const app = startTestApp({
  OAUTH_GOOGLE_CLIENT_ID: 'google-client',
  OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
  OAUTH_GOOGLE_ISSUER: issuer,
  OAUTH_FACEBOOK_CLIENT_ID: 'facebook-client',
  OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
  OAUTH_FACEBOOK_AUTHORIZE_URL: `${issuer}/auth`,
  OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
  OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/me`,
  OAUTH_FACEBOOK_SCOPE: 'openid email profile',
});

const ready = (async () => {
  const { base } = await app;
  const client = (id: string, secret: string, name: string): ClientMetadata => ({
    client_id: id,
    client_secret: secret,
    redirect_uris: [`${base}/auth/${name}/callback`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  const provider = new Provider(issuer, {
    clients: [client('google-client', 'google-secret', 'google'), client('facebook-client', 'facebook-secret', 'facebook')],
    async findAccount(_ctx, sub) {
      const user = users[sub];
      return user && { accountId: sub, claims: async () => ({ sub, email: user.email, email_verified: user.verified, name: user.name }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  const callback = provider.callback();
  handler = async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: current.user } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  };
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
    expect((await modal.call('/client/manage/auth/list')).data).toEqual([expect.objectContaining({ type: 'GOOGLE', email: 'alice@gmail.test' })]);

    const again = await new ApiClient(base).call('/checkOauthLogin', { authId });
    expect(again).toMatchObject({ status: 400, success: false, data: { code: 'EXPIRE_KEY' }, message: 'Link expired,please login again' });
    expect((await new ApiClient(base).call('/oauthLogin', { authId, email: 'alice@gmail.test', password: 'alice password' })).data).toEqual({ code: 'EXPIRE_KEY' });

    // Linked now: the provider's answer signs the browser in directly.
    const next = new Browser();
    const back = await next.signInWith('google', base);
    expect(back.searchParams.get('oauth')).toBe('success');
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
});
