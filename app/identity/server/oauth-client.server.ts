import type { AppLoadContext } from '@remix-run/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { ProviderIdentity } from '../../../domain/identity/oauth-key';
import type { SocialProvider } from '../../../domain/identity/account';
import type { Config } from '../../../infra/config';
import { siteUrl } from '../../web/visit.server';

/**
 * Social sign-in with the OAuth 2 authorization-code flow (PKCE, state, and a
 * nonce for OpenID Connect). For an OpenID Connect provider the ID token's
 * signature is verified against its published keys (jwks_uri) and its claims
 * checked (issuer, audience, expiry, nonce); the profile is read from the userinfo
 * endpoint and must be the ID token's subject.
 */
export interface ProviderSettings {
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

export interface Endpoints {
  authorize: string;
  token: string;
  userinfo: string;
  issuer: string | null;
  jwks: string | null;
}
const discovered = new Map<string, Promise<Endpoints>>();

async function discover(issuer: string): Promise<Endpoints> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${response.status}`);
  const doc = (await response.json()) as Record<string, string>;
  return { authorize: doc.authorization_endpoint, token: doc.token_endpoint, userinfo: doc.userinfo_endpoint, issuer: doc.issuer, jwks: doc.jwks_uri ?? null };
}

export function endpointsOf(p: ProviderSettings): Promise<Endpoints> {
  if (!p.issuer) return Promise.resolve({ authorize: p.authorizeUrl!, token: p.tokenUrl!, userinfo: p.userinfoUrl!, issuer: null, jwks: null });
  let endpoints = discovered.get(p.issuer);
  if (!endpoints) {
    endpoints = discover(p.issuer);
    endpoints.catch(() => discovered.delete(p.issuer!));
    discovered.set(p.issuer, endpoints);
  }
  return endpoints;
}

export interface FlowState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}
export const callbackUrl = (context: AppLoadContext, request: Request, name: string) => `${siteUrl(context, request)}/auth/${name}/callback`;
/** Key sets by URL; jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

/** The ID token's subject, once its signature, issuer, audience, expiry and nonce check out. */
export async function verifiedSubject(idToken: string, endpoints: Endpoints, clientId: string, nonce: string): Promise<string> {
  if (!endpoints.jwks || !endpoints.issuer) throw new Error('ID token from a provider without published keys');
  const { payload } = await jwtVerify(idToken, keySet(endpoints.jwks), { issuer: endpoints.issuer, audience: clientId });
  if (payload.nonce !== nonce) throw new Error('ID token nonce does not match');
  if (!payload.sub) throw new Error('ID token without a subject');
  return payload.sub;
}

export async function fetchIdentity(context: AppLoadContext, request: Request, settings: ProviderSettings, flow: FlowState, code: string): Promise<ProviderIdentity> {
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
  // A plain OAuth 2 provider (no issuer, no published keys) is known by its userinfo answer alone.
  if (tokens.id_token && endpoints.jwks) idSubject = await verifiedSubject(tokens.id_token, endpoints, settings.clientId, flow.nonce);
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

