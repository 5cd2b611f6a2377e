import { createHash } from 'node:crypto';
import { z } from 'zod';
import { createCookie, redirect, type AppLoadContext, type Cookie } from '@remix-run/node';
import type { SocialProvider } from '../../../domain/identity/account';
import { passwordField } from '../../../domain/identity/fields';
import { identityCommands } from '../../../domain/identity/commands';
import { oauthKeyTtlMs, oauthKeyUsable, type ProviderIdentity } from '../../../domain/identity/oauth-key';
import { ExpiredKeyError } from '../../../domain/identity/oauth-key.decide';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Config } from '../../../infra/config';
import { randomToken, tokenHash } from '../../../infra/identity/secrets';
import type { Runtime } from '../../../infra/runtime';
import { findAccountByEmail } from '../../../projections/identity/accounts';
import { userIdForAuth } from '../../../projections/identity/auths';
import { findOAuthKey } from '../../../projections/identity/oauth-keys';
import { parseWith } from '../api.server';
import { resolveToken, sessionCookieHeader, type RequestSession } from '../session.server';
import { registerAccount, signedIn, type SignedIn } from './accounts.server';
import { publicBase } from './mail.server';
import { checkPassword, startUserSession } from './sign-in.server';

/**
 * Social sign-in with the OAuth 2 authorization-code flow (PKCE, state, and a
 * nonce for OpenID Connect). The token endpoint is called directly over TLS, so
 * the ID token's claims are checked (issuer, audience, nonce, expiry) and the
 * profile is read from the userinfo endpoint (OpenID Connect Core 3.1.3.7).
 */
interface ProviderSettings {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  scope: string;
  issuer?: string;
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

export function providerSettings(config: Config, name: string): ProviderSettings | null {
  if (name === 'google' && config.OAUTH_GOOGLE_CLIENT_ID && config.OAUTH_GOOGLE_CLIENT_SECRET)
    return { provider: 'GOOGLE', clientId: config.OAUTH_GOOGLE_CLIENT_ID, clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET, scope: 'openid email profile', issuer: config.OAUTH_GOOGLE_ISSUER };
  if (name === 'facebook' && config.OAUTH_FACEBOOK_CLIENT_ID && config.OAUTH_FACEBOOK_CLIENT_SECRET)
    return {
      provider: 'FACEBOOK',
      clientId: config.OAUTH_FACEBOOK_CLIENT_ID,
      clientSecret: config.OAUTH_FACEBOOK_CLIENT_SECRET,
      scope: config.OAUTH_FACEBOOK_ISSUER ? 'openid email profile' : config.OAUTH_FACEBOOK_SCOPE,
      issuer: config.OAUTH_FACEBOOK_ISSUER,
      authorizeUrl: config.OAUTH_FACEBOOK_AUTHORIZE_URL,
      tokenUrl: config.OAUTH_FACEBOOK_TOKEN_URL,
      userinfoUrl: config.OAUTH_FACEBOOK_USERINFO_URL,
    };
  return null;
}

interface Endpoints {
  authorize: string;
  token: string;
  userinfo: string;
  issuer: string | null;
}
const discovered = new Map<string, Promise<Endpoints>>();

async function discover(issuer: string): Promise<Endpoints> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${response.status}`);
  const doc = (await response.json()) as Record<string, string>;
  return { authorize: doc.authorization_endpoint, token: doc.token_endpoint, userinfo: doc.userinfo_endpoint, issuer: doc.issuer };
}

function endpointsOf(p: ProviderSettings): Promise<Endpoints> {
  if (!p.issuer) return Promise.resolve({ authorize: p.authorizeUrl!, token: p.tokenUrl!, userinfo: p.userinfoUrl!, issuer: null });
  let endpoints = discovered.get(p.issuer);
  if (!endpoints) {
    endpoints = discover(p.issuer);
    endpoints.catch(() => discovered.delete(p.issuer!));
    discovered.set(p.issuer, endpoints);
  }
  return endpoints;
}

interface FlowState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}
const flowCookies = new WeakMap<Runtime, Cookie>();
function flowCookie(runtime: Runtime): Cookie {
  let cookie = flowCookies.get(runtime);
  if (!cookie) {
    cookie = createCookie('rc_oauth', {
      httpOnly: true,
      sameSite: 'lax',
      secure: runtime.config.NODE_ENV === 'production',
      path: '/auth',
      maxAge: 600,
      secrets: [runtime.sessionSecret],
    });
    flowCookies.set(runtime, cookie);
  }
  return cookie;
}

const safeReturn = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/');
const callbackUrl = (context: AppLoadContext, request: Request, name: string) => `${publicBase(context, request)}/auth/${name}/callback`;
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** GET /auth/{provider}?returnTo=/path → the provider's sign-in page. */
export async function startOAuth(context: AppLoadContext, request: Request, name: string): Promise<Response> {
  const settings = providerSettings(context.runtime.config, name);
  if (!settings) throw new NotFoundError('PROVIDER_NOT_CONFIGURED', 'This sign-in provider is not available');
  const endpoints = await endpointsOf(settings);
  const flow: FlowState = {
    provider: name,
    state: randomToken(16),
    nonce: randomToken(16),
    verifier: randomToken(32),
    returnTo: safeReturn(new URL(request.url).searchParams.get('returnTo')),
  };
  const url = new URL(endpoints.authorize);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: callbackUrl(context, request, name),
    scope: settings.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: challengeOf(flow.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return redirect(url.toString(), { headers: { 'Set-Cookie': await flowCookie(context.runtime).serialize(flow) } });
}

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const [, payload] = jwt.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
}

async function fetchIdentity(context: AppLoadContext, request: Request, settings: ProviderSettings, flow: FlowState, code: string): Promise<ProviderIdentity> {
  const endpoints = await endpointsOf(settings);
  const tokenResponse = await fetch(endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(context, request, flow.provider),
      code_verifier: flow.verifier,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  });
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
  const tokens = (await tokenResponse.json()) as { access_token?: string; id_token?: string };
  if (!tokens.access_token) throw new Error('token endpoint gave no access token');
  let idSubject: string | null = null;
  if (tokens.id_token) {
    const claims = decodeJwtPayload(tokens.id_token);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (endpoints.issuer && claims.iss !== endpoints.issuer) throw new Error('ID token from another issuer');
    if (!audience.includes(settings.clientId)) throw new Error('ID token for another client');
    if (claims.nonce !== flow.nonce) throw new Error('ID token nonce does not match');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new Error('ID token expired');
    idSubject = String(claims.sub);
  }
  const infoResponse = await fetch(endpoints.userinfo, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } });
  if (!infoResponse.ok) throw new Error(`userinfo endpoint answered ${infoResponse.status}`);
  const info = (await infoResponse.json()) as Record<string, unknown>;
  const subject = String(info.sub ?? info.id ?? '');
  if (!subject || (idSubject && subject !== idSubject)) throw new Error('userinfo subject does not match');
  return {
    provider: settings.provider,
    subject,
    email: typeof info.email === 'string' ? info.email.trim().toLowerCase() : '',
    emailVerified: info.email_verified === true,
    name: typeof info.name === 'string' ? info.name.slice(0, 200) : '',
  };
}

/**
 * GET /auth/{provider}/callback. A provider account already linked signs in at
 * once; otherwise the identity is kept under a one-time `authId` (10 minutes)
 * and the browser returns with `?authId=…` for the login modal.
 */
export async function finishOAuth(context: AppLoadContext, request: Request, session: RequestSession, name: string): Promise<Response> {
  const cookie = flowCookie(context.runtime);
  const clear = { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) };
  const flow = (await cookie.parse(request.headers.get('cookie'))) as FlowState | null;
  const params = new URL(request.url).searchParams;
  const settings = providerSettings(context.runtime.config, name);
  const back = (returnTo: string, query: Record<string, string>, headers: HeadersInit = clear) =>
    redirect(`${returnTo}${returnTo.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`, { headers });
  if (!settings || !flow || flow.provider !== name || flow.state !== params.get('state') || !params.get('code')) {
    return back(flow?.returnTo ?? '/', { oauthError: 'Sign-in was cancelled or has expired. Please try again.' });
  }
  let identity: ProviderIdentity;
  try {
    identity = await fetchIdentity(context, request, settings, flow, params.get('code')!);
  } catch (error) {
    context.runtime.logger.warn('social sign-in failed', { provider: name, error });
    return back(flow.returnTo, { oauthError: 'We could not sign you in with this provider. Please try again.' });
  }
  const linked = await userIdForAuth(context.runtime.db, identity.provider, identity.subject);
  if (linked) {
    const token = await startUserSession(context, session, linked, 'oauth');
    const headers = new Headers(clear);
    headers.append('Set-Cookie', await sessionCookieHeader(context, token));
    return back(flow.returnTo, { oauth: 'success' }, headers);
  }
  const authId = randomToken(32);
  await context.runtime.execute(
    identityCommands.ReceiveOAuthIdentity,
    { keyHash: tokenHash(authId), ...identity, expiresAt: new Date(Date.now() + oauthKeyTtlMs).toISOString() },
    { actor: session.actor },
  );
  return back(flow.returnTo, { authId });
}

async function usableKey(context: AppLoadContext, authId: string) {
  const key = await findOAuthKey(context.runtime.db, tokenHash(authId));
  if (!key || !oauthKeyUsable(key, new Date())) throw new ExpiredKeyError();
  return key;
}

/** checkOauthLogin {authId}: OAUTH_BIND when the e-mail has an account (enter its password), else OAUTH_CREATE. */
export async function checkOAuthLogin(context: AppLoadContext, authId: string) {
  const key = await usableKey(context, authId);
  const account = key.email ? await findAccountByEmail(context.runtime.db, key.email) : null;
  return { mode: account ? ('OAUTH_BIND' as const) : ('OAUTH_CREATE' as const), email: key.email, name: key.name, provider: key.provider };
}

/**
 * oauthLogin {authId, email, password, utmCampaign}: binds the provider to an
 * existing account (its password is required) or creates one (ACTIVE at once
 * when the provider verified this very e-mail); then signs in. The key works once.
 */
export async function completeOAuthLogin(
  context: AppLoadContext,
  session: RequestSession,
  input: { authId: string; email: string; password: string; utmCampaign?: string },
): Promise<SignedIn> {
  const key = await usableKey(context, input.authId);
  const existing = await findAccountByEmail(context.runtime.db, input.email);
  const userId = existing
    ? await checkPassword(context, { email: input.email }, input.password, session.actor)
    : await registerAccount(context, session, {
        email: input.email,
        password: parseWith(z.object({ password: passwordField }), input).password,
        utmCampaign: input.utmCampaign ?? null,
        verifiedBy: key.emailVerified && key.email === input.email ? key.provider : null,
      });
  await context.runtime.execute(identityCommands.UseOAuthKey, { keyHash: tokenHash(input.authId), userId }, { actor: session.actor });
  const token = await startUserSession(context, session, userId, 'oauth');
  const signedInSession = (await resolveToken(context.runtime, token))!;
  await context.runtime.execute(
    identityCommands.LinkSocialAuth,
    { userId, provider: key.provider, subject: key.subject, email: key.email },
    { actor: signedInSession.actor },
  );
  return signedIn(context, userId, token);
}
