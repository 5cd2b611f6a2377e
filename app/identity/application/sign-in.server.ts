import { blockOf } from '../../../projections/identity/accounts';
import { ForbiddenError } from '../../../domain/shared/errors';
import { identityCommands } from '../../../domain/identity/commands';
import { sessionTtlMs, type SessionEndReason, type SignInMethod, signInClaimsProcess } from '../../../domain/identity/session';
import { throttleKey } from '../../../domain/identity/sign-in-throttle';
import { ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { randomToken, tokenHash, verifyAgainstDecoy, verifyPassword } from '../../../infra/identity/secrets';
import { credentialsOf } from '../../../projections/identity/accounts';
import { liveSessionIds } from '../../../projections/identity/sessions';
import type { Runtime } from '../../../infra/runtime';
import { newVisitorToken, userToken } from '../../web/session.server';
import { withKeyLock } from './keyed-lock';
import type { Visit } from '../../web/visit';

const system: Actor = { kind: 'system' };
export const badCredentialsMessage = 'Incorrect e-mail or password';

function addressKey(visit: Visit) {
  return throttleKey('address', visit.clientAddress.replace(/[^A-Za-z0-9.:_-]/g, '_').slice(0, 100));
}

/**
 * Checks a password against the attempt counters of the client address and of
 * the account — the account's bucket for browsers it knows when this is one
 * (Visit.knownAccounts), so failures from elsewhere never lock its owner out of
 * a browser they used before. Each attempt is reserved on its keys before the
 * password is checked (one after another per key here, on the stream's version
 * everywhere), so concurrent guesses all count; a success takes it back.
 * No such account: the decoy check keeps the timing the same.
 */
export async function checkPassword(runtime: Runtime, visit: Visit, by: { email: string } | { userId: string }, password: string): Promise<string> {
  const { actor } = visit;
  const credentials = await credentialsOf(runtime.db, by);
  const keys = [addressKey(visit)];
  if (credentials) keys.push(throttleKey(visit.knownAccounts.includes(credentials.userId) ? 'known' : 'account', credentials.userId));
  const attemptId = randomToken(12);
  for (const key of keys)
    await withKeyLock(key, () => runtime.pipeline.execute(identityCommands.ReserveSignInAttempt, { key, attemptId }, { actor }));
  const ok = credentials ? await verifyPassword(password, credentials.passwordHash) : await verifyAgainstDecoy(password);
  if (!ok || !credentials) throw new ValidationError('BAD_CREDENTIALS', badCredentialsMessage, { password: badCredentialsMessage });
  for (const key of keys) await withKeyLock(key, () => runtime.pipeline.execute(identityCommands.RecordSignInSuccess, { key, attemptId }, { actor }));
  await runtime.pipeline.execute(identityCommands.ClearSignInFailures, { key: keys[1] }, { actor });
  return credentials.userId;
}

/** What a blocked customer is told when they try to sign in. */
export const blockedMessage = 'This account is blocked. Please contact us at support@roomcraft.example.';

/**
 * Rotation: a sign-in always starts a new session with a new token; a session
 * the browser already had ends. The visitor id carries over: SessionStarted has
 * both ids, and the sign-in claims process hands the visitor's cart, projects
 * and DIY boards over to the account (sign-in knows no other context). The
 * session starts once that is done (waited for, bounded), so the next page
 * shows them.
 */

export async function startUserSession(runtime: Runtime, visit: Visit, userId: string, method: SignInMethod): Promise<string> {
  // Every way in (password, social sign-in, a sess link) comes through here: a blocked account gets no session.
  if (await blockOf(runtime.db, userId)) throw new ForbiddenError(blockedMessage);
  if (visit.sessionId) await runtime.execute(identityCommands.EndSession, { sessionId: visit.sessionId, reason: 'rotated' }, { actor: visit.actor });
  const sessionId = randomToken(16);
  const secret = randomToken(32);
  const expiresAt = new Date(Date.now() + sessionTtlMs).toISOString();
  await runtime.execute(
    identityCommands.StartSession,
    { sessionId, userId, visitorId: visit.visitorId, tokenHash: tokenHash(secret), method, expiresAt },
    { actor: visit.actor },
    { processes: [signInClaimsProcess] },
  );
  return userToken(sessionId, secret);
}

/** Sign-out ends the session and hands out a fresh anonymous token (a new visitor: empty cart). */
export async function signOut(runtime: Runtime, visit: Pick<Visit, 'sessionId' | 'actor'>): Promise<string> {
  if (visit.sessionId) await runtime.execute(identityCommands.EndSession, { sessionId: visit.sessionId, reason: 'logout' }, { actor: visit.actor });
  return newVisitorToken(runtime);
}

/** After a password change or reset: every other session of the user stops working. */
export async function endSessionsOf(runtime: Runtime, userId: string, reason: SessionEndReason, except: string | null = null): Promise<void> {
  for (const sessionId of await liveSessionIds(runtime.db, userId)) {
    if (sessionId !== except) await runtime.execute(identityCommands.EndSession, { sessionId, reason }, { actor: system });
  }
}
