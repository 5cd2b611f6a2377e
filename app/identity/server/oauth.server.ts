import { createHash } from 'node:crypto';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { signedCookie } from '../../web/signed-cookie.server';
import { identityCommands } from '../../../domain/identity/commands';
import { oauthKeyTtlMs, type ProviderIdentity } from '../../../domain/identity/oauth-key';
import { NotFoundError } from '../../../domain/shared/errors';
import { randomToken, tokenHash } from '../../../infra/identity/secrets';
import type { Runtime } from '../../../infra/runtime';
import { userIdForAuth } from '../../../projections/identity/auths';
import { sessionCookieHeader, type RequestSession } from '../../web/session.server';
import { rememberAccount } from '../../web/known-browser.server';
import { safeRedirect } from '../../web/safe-redirect';
import { visitOf } from '../../web/visit.server';
import { startUserSession } from '../application/sign-in.server';
import { callbackUrl, endpointsOf, fetchIdentity, providerSettings, type FlowState } from './oauth-client.server';

/**
 * Social sign-in: the browser's round trip to the provider (a short-lived signed
 * cookie holds state, nonce and PKCE verifier), then the login modal's calls.
 */
const flowCookie = (runtime: Runtime) => signedCookie(runtime, 'rc_oauth', { path: '/auth', maxAge: 600 });

const providerFailedMessage = 'We could not sign you in with this provider. Please try again.';
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** GET /auth/{provider}?returnTo=/path → the provider's sign-in page. */
export async function startOAuth(context: AppLoadContext, request: Request, name: string): Promise<Response> {
  const settings = providerSettings(context.runtime.config, name);
  if (!settings) throw new NotFoundError('PROVIDER_NOT_CONFIGURED', 'This sign-in provider is not available');
  const returnTo = safeRedirect(new URL(request.url).searchParams.get('returnTo'));
  let endpoints;
  try {
    endpoints = await endpointsOf(settings);
  } catch (error) {
    // The provider cannot be reached: back to the page, with the modal's message.
    context.runtime.logger.warn('social sign-in provider unavailable', { provider: name, error: String(error) });
    return redirect(`${returnTo}${returnTo.includes('?') ? '&' : '?'}${new URLSearchParams({ oauthError: providerFailedMessage })}`);
  }
  const flow: FlowState = { provider: name, state: randomToken(16), nonce: randomToken(16), verifier: randomToken(32), returnTo };
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
    return back(flow.returnTo, { oauthError: providerFailedMessage });
  }
  const linked = await userIdForAuth(context.runtime.db, identity.provider, identity.subject);
  if (linked) {
    const token = await startUserSession(context.runtime, await visitOf(request, context, session), linked, 'oauth');
    const headers = new Headers(clear);
    headers.append('Set-Cookie', await sessionCookieHeader(context, token));
    headers.append('Set-Cookie', await rememberAccount(request, context, linked));
    return back(flow.returnTo, { oauth: 'success' }, headers);
  }
  const authId = randomToken(32);
  await context.runtime.execute(
    identityCommands.ReceiveOAuthIdentity,
    { keyHash: tokenHash(authId), ...identity, expiresAt: new Date(Date.now() + oauthKeyTtlMs).toISOString() },
    { actor: session.actor },
    // The page the browser lands on checks the key from its stream; nothing reads a read model next.
    { waitFor: [] },
  );
  return back(flow.returnTo, { authId });
}
