import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { atFileEnd } from './cleanup';

export interface OidcUser {
  email: string;
  name: string;
  verified: boolean;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a local port. It plays
 * Google (found by discovery) and Facebook (configured by its endpoint URLs, as
 * a plain OAuth 2 provider); its login and consent steps finish at once for
 * whoever `current.user` names. Start it before the app (the app needs `env`),
 * then `attach(base)` once the app's address is known.
 */
export async function startLocalOidc(users: Record<string, OidcUser>) {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  atFileEnd(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const current = { user: Object.keys(users)[0] };

  function attach(base: string) {
    const client = (name: string): ClientMetadata => ({
      client_id: `${name}-client`,
      client_secret: `${name}-secret`,
      redirect_uris: [`${base}/auth/${name}/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    const provider = new Provider(issuer, {
      clients: [client('google'), client('facebook')],
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
  }

  return {
    issuer,
    current,
    attach,
    /** App settings: Google by discovery against this provider. */
    env: { OAUTH_GOOGLE_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret', OAUTH_GOOGLE_ISSUER: issuer },
    /** App settings for Facebook as a plain OAuth 2 provider (endpoint URLs, no discovery). */
    facebookEnv: {
      OAUTH_FACEBOOK_CLIENT_ID: 'facebook-client',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      OAUTH_FACEBOOK_AUTHORIZE_URL: `${issuer}/auth`,
      OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
      OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/me`,
      OAUTH_FACEBOOK_SCOPE: 'openid email profile',
    },
  };
}
