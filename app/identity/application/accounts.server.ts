import { randomUUID } from 'node:crypto';
import { activationCodeTtlMs, resetTokenTtlMs } from '../../../domain/identity/account';
import { identityCommands } from '../../../domain/identity/commands';
import { throttleKey } from '../../../domain/identity/sign-in-throttle';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { activationCode, codeHash, hashPassword, randomToken, tokenHash } from '../../../infra/identity/secrets';
import { getAccount, type AccountView } from '../../../projections/identity/accounts';
import type { Runtime } from '../../../infra/runtime';
import { claimEmail, confirmEmailClaim } from './email-claims.server';
import { discardMail, sendActivationMail, sendResetMail } from './mail.server';
import { checkPassword, endSessionsOf, startUserSession } from './sign-in.server';
import { queuePasswordReset } from './reset-requests.server';
import type { Visit } from '../../web/visit';

const system: Actor = { kind: 'system' };
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface SignedIn extends AccountView {
  token: string;
}

async function newActivation(runtime: Runtime, userId: string) {
  const code = activationCode();
  return { code, hash: codeHash(runtime.sessionSecret, userId, code), expiresAt: inFuture(activationCodeTtlMs) };
}

/**
 * Creates a VERIFING account (or, with a provider that vouched for the e-mail,
 * an ACTIVE one): claim the e-mail, register, then mail the activation code.
 * A failed registration gives the e-mail back.
 */
export async function registerAccount(
  runtime: Runtime,
  visit: Visit,
  input: { email: string; password: string; username?: string; utmCampaign?: string | null; verifiedBy?: 'GOOGLE' | 'FACEBOOK' | null },
): Promise<string> {
  const userId = randomUUID();
  const actor: Actor = { kind: 'visitor', visitorId: visit.visitorId };
  await claimEmail(runtime, input.email, userId, actor);
  const activation = input.verifiedBy ? null : await newActivation(runtime, userId);
  try {
    await runtime.execute(
      identityCommands.RegisterAccount,
      {
        userId,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        username: input.username ?? '',
        utmCampaign: input.utmCampaign ?? null,
        activationCodeHash: activation?.hash ?? null,
        activationExpiresAt: activation?.expiresAt ?? null,
        verifiedBy: input.verifiedBy ?? null,
      },
      { actor },
    );
  } catch (error) {
    await runtime.execute(identityCommands.ReleaseEmail, { email: input.email, userId }, { actor: system });
    throw error;
  }
  await confirmEmailClaim(runtime, input.email, userId);
  if (activation) await sendActivationMail(runtime, input.email, activation.code);
  return userId;
}

export async function signedIn(runtime: Runtime, userId: string, token: string): Promise<SignedIn> {
  const account = await getAccount(runtime.db, userId);
  return { ...account!, token };
}

export async function register(runtime: Runtime, visit: Visit, input: Parameters<typeof registerAccount>[2]): Promise<SignedIn> {
  const userId = await registerAccount(runtime, visit, input);
  return signedIn(runtime, userId, await startUserSession(runtime, visit, userId, 'register'));
}

export async function login(runtime: Runtime, visit: Visit, input: { email: string; password: string }): Promise<SignedIn> {
  const userId = await checkPassword(runtime, visit, { email: input.email }, input.password);
  return signedIn(runtime, userId, await startUserSession(runtime, visit, userId, 'password'));
}

export async function resendActivation(runtime: Runtime, visit: Visit, userId: string): Promise<void> {
  const activation = await newActivation(runtime, userId);
  await runtime.execute(identityCommands.IssueActivationCode, { userId, codeHash: activation.hash, expiresAt: activation.expiresAt }, { actor: visit.actor });
  const account = await getAccount(runtime.db, userId);
  await sendActivationMail(runtime, account!.email, activation.code);
}

export async function activate(runtime: Runtime, visit: Visit, userId: string, code: string): Promise<AccountView> {
  const result = await runtime.execute(
    identityCommands.ActivateEmail,
    { userId, codeHash: codeHash(runtime.sessionSecret, userId, code) },
    { actor: visit.actor },
  );
  if (result.events.some((e) => e.type === 'ActivationCodeRejected'))
    throw new ValidationError('ACTIVATION_CODE_WRONG', 'This code is not right. Please check the activation e-mail.', { code: 'Wrong code' });
  const account = (await getAccount(runtime.db, userId))!;
  await discardMail(runtime, account.email, 'activation');
  return account;
}

/** A new e-mail needs the password, is claimed before it is used, and is verified again. */
export async function changeEmail(runtime: Runtime, visit: Visit, userId: string, input: { email: string; password: string }): Promise<AccountView> {
  const current = (await getAccount(runtime.db, userId))!;
  await checkPassword(runtime, visit, { userId }, input.password);
  if (current.email === input.email) return current;
  const actor = visit.actor;
  await claimEmail(runtime, input.email, userId, actor);
  const activation = await newActivation(runtime, userId);
  try {
    await runtime.execute(identityCommands.ChangeEmail, { userId, email: input.email, activationCodeHash: activation.hash, activationExpiresAt: activation.expiresAt }, { actor });
  } catch (error) {
    await runtime.execute(identityCommands.ReleaseEmail, { email: input.email, userId }, { actor });
    throw error;
  }
  await confirmEmailClaim(runtime, input.email, userId);
  await runtime.execute(identityCommands.ReleaseEmail, { email: current.email, userId }, { actor });
  await sendActivationMail(runtime, input.email, activation.code);
  return (await getAccount(runtime.db, userId))!;
}

export async function changePassword(runtime: Runtime, visit: Visit, userId: string, input: { password: string; newPwd: string }): Promise<void> {
  await checkPassword(runtime, visit, { userId }, input.password);
  await runtime.execute(identityCommands.ChangePassword, { userId, passwordHash: await hashPassword(input.newPwd) }, { actor: visit.actor });
  await endSessionsOf(runtime, userId, 'password_changed', visit.sessionId);
}

export const resetRequestedMessage = 'If an account exists for this e-mail, we have sent it a link to reset the password.';

/**
 * The same answer, after the same work, whether or not the e-mail is registered:
 * the request only queues the address (reset-requests.server.ts) and answers;
 * the lookup, the reset itself (the command, then the mail with
 * `<userId>.<secret>`, of which only the hash is stored) run after the answer.
 * Enough outstanding links (RESET_TOO_OFTEN): no more mail.
 */
export async function requestPasswordReset(runtime: Runtime, visit: Visit, email: string): Promise<void> {
  queuePasswordReset(runtime, { email, asker: { actor: visit.actor, siteUrl: visit.siteUrl } }, sendPasswordReset);
}

export async function sendPasswordReset(runtime: Runtime, visit: Pick<Visit, 'actor' | 'siteUrl'>, account: AccountView): Promise<void> {
  const secret = randomToken(32);
  try {
    await runtime.execute(
      identityCommands.RequestPasswordReset,
      { userId: account.id, tokenHash: tokenHash(secret), expiresAt: inFuture(resetTokenTtlMs) },
      { actor: visit.actor },
    );
  } catch (error) {
    if (isDomainError(error) && error.code === 'RESET_TOO_OFTEN') return;
    throw error;
  }
  await sendResetMail(runtime, visit.siteUrl, account.email, `${account.id}.${secret}`);
}

export const invalidResetLinkMessage = 'This reset link is invalid or has expired. Please request a new one.';

/** Uses a reset token once; every session of the account ends and its sign-in lock is lifted. */
export async function resetPassword(runtime: Runtime, visit: Visit, input: { sessionId: string; newPwd: string }): Promise<void> {
  const [userId, secret] = input.sessionId.split('.');
  if (!userId || !secret || !/^[A-Za-z0-9-]{1,64}$/.test(userId) || !(await getAccount(runtime.db, userId)))
    throw new ValidationError('RESET_LINK_INVALID', invalidResetLinkMessage, { sessionId: invalidResetLinkMessage });
  await runtime.execute(
    identityCommands.ResetPassword,
    { userId, tokenHash: tokenHash(secret), passwordHash: await hashPassword(input.newPwd) },
    { actor: visit.actor },
  );
  await endSessionsOf(runtime, userId, 'password_changed');
  const account = await getAccount(runtime.db, userId);
  if (account) await discardMail(runtime, account.email, 'password-reset');
  for (const key of [throttleKey('account', userId), throttleKey('known', userId)])
    await runtime.pipeline.execute(identityCommands.ClearSignInFailures, { key }, { actor: system });
}
