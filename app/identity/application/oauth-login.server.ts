import { z } from 'zod';
import { identityCommands } from '../../../domain/identity/commands';
import { passwordField } from '../../../domain/identity/fields';
import { oauthKeyStream, oauthKeyUsable } from '../../../domain/identity/oauth-key';
import { ExpiredKeyError, oauthKeyDecider } from '../../../domain/identity/oauth-key.decide';
import { tokenHash } from '../../../infra/identity/secrets';
import type { Runtime } from '../../../infra/runtime';
import { findAccountByEmail } from '../../../projections/identity/accounts';
import { userIdForAuth } from '../../../projections/identity/auths';
import { IllegalStateError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { parseWith } from '../../web/api.server';
import { resolveToken } from '../../web/session.server';
import { registerAccount, signedIn, type SignedIn } from './accounts.server';
import { checkPassword, startUserSession } from './sign-in.server';
import type { Visit } from '../../web/visit';

/** The login modal's social sign-in calls, after the provider round trip (app/identity/server/oauth.server.ts). */
/**
 * The key's own stream, not its read model: the browser is back from the
 * provider a moment after the key was written and asks at once, however busy
 * the projections are.
 */
async function usableKey(runtime: Runtime, authId: string) {
  const { state } = await runtime.loadAggregate(oauthKeyDecider, oauthKeyStream(tokenHash(authId)));
  const key = state.status === 'none' ? null : { ...state.identity, expiresAt: state.expiresAt, usedAt: state.status === 'used' ? 'used' : null };
  if (!key || !oauthKeyUsable(key, new Date())) throw new ExpiredKeyError();
  return key;
}

/** checkOauthLogin {authId}: OAUTH_BIND when the e-mail has an account (enter its password), else OAUTH_CREATE. */
export async function checkOAuthLogin(runtime: Runtime, authId: string) {
  const key = await usableKey(runtime, authId);
  const account = key.email ? await findAccountByEmail(runtime.db, key.email) : null;
  return { mode: account ? ('OAUTH_BIND' as const) : ('OAUTH_CREATE' as const), email: key.email, name: key.name, provider: key.provider };
}

/**
 * oauthLogin {authId, email, password, utmCampaign}: binds the provider to an
 * existing account (its password is required) or creates one (ACTIVE at once
 * when the provider verified this very e-mail); then signs in. The key works once.
 */
export async function completeOAuthLogin(
  runtime: Runtime,
  visit: Visit,
  input: { authId: string; email: string; password: string; utmCampaign?: string },
): Promise<SignedIn> {
  const key = await usableKey(runtime, input.authId);
  const existing = await findAccountByEmail(runtime.db, input.email);
  const userId = existing
    ? await checkPassword(runtime, visit, { email: input.email }, input.password)
    : await registerAccount(runtime, visit, {
        email: input.email,
        password: parseWith(z.object({ password: passwordField }), input).password,
        utmCampaign: input.utmCampaign ?? null,
        verifiedBy: key.emailVerified && key.email === input.email ? key.provider : null,
      });
  await runtime.execute(identityCommands.UseOAuthKey, { keyHash: tokenHash(input.authId), userId }, { actor: visit.actor });
  const token = await startUserSession(runtime, visit, userId, 'oauth');
  const signedInSession = (await resolveToken(runtime, token))!;
  await runtime.execute(
    identityCommands.LinkSocialAuth,
    { userId, provider: key.provider, subject: key.subject, email: key.email },
    { actor: signedInSession.actor },
  );
  return signedIn(runtime, userId, token);
}

/**
 * client/manage updateConnect {authId}: connects the provider account received
 * under `authId` (after "Connect Google" on the account page went through the
 * provider) to the signed-in account — no password, the session is the proof.
 * A provider account already linked to someone else is refused; the key works once.
 */
export async function connectProvider(runtime: Runtime, caller: { userId: string; actor: Actor }, input: unknown) {
  const { authId } = parseWith(
    z.object({ authId: z.string({ required_error: 'The sign-in key is missing' }).trim().min(1, 'The sign-in key is missing').max(200) }),
    input,
  );
  const key = await usableKey(runtime, authId);
  const linkedTo = await userIdForAuth(runtime.db, key.provider, key.subject);
  if (linkedTo && linkedTo !== caller.userId) {
    throw new IllegalStateError('AUTH_LINKED_ELSEWHERE', 'This account is already connected to another Roomcraft account');
  }
  await runtime.execute(identityCommands.UseOAuthKey, { keyHash: tokenHash(authId), userId: caller.userId }, { actor: caller.actor });
  await runtime.execute(identityCommands.LinkSocialAuth, { userId: caller.userId, provider: key.provider, subject: key.subject, email: key.email }, { actor: caller.actor });
  return { provider: key.provider, email: key.email };
}
