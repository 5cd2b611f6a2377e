import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { activationCodeTtlMs, resetTokenTtlMs } from '../../../domain/identity/account';
import { identityCommands } from '../../../domain/identity/commands';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { activationCode, codeHash, hashPassword, randomToken, tokenHash } from '../../../infra/identity/secrets';
import { findAccountByEmail, getAccount, type AccountView } from '../../../projections/identity/accounts';
import type { RequestSession } from '../../web/session.server';
import { claimEmail, confirmEmailClaim } from './email-claims.server';
import { sendActivationMail, sendResetMail } from './mail.server';
import { checkPassword, endSessionsOf, startUserSession } from './sign-in.server';

const system: Actor = { kind: 'system' };
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface SignedIn extends AccountView {
  token: string;
}

async function newActivation(context: AppLoadContext, userId: string) {
  const code = activationCode();
  return { code, hash: codeHash(context.runtime.sessionSecret, userId, code), expiresAt: inFuture(activationCodeTtlMs) };
}

/**
 * Creates a VERIFING account (or, with a provider that vouched for the e-mail,
 * an ACTIVE one): claim the e-mail, register, then mail the activation code.
 * A failed registration gives the e-mail back.
 */
export async function registerAccount(
  context: AppLoadContext,
  session: RequestSession,
  input: { email: string; password: string; username?: string; utmCampaign?: string | null; verifiedBy?: 'GOOGLE' | 'FACEBOOK' | null },
): Promise<string> {
  const { runtime } = context;
  const userId = randomUUID();
  const actor: Actor = { kind: 'visitor', visitorId: session.visitorId };
  await claimEmail(runtime, input.email, userId, actor);
  const activation = input.verifiedBy ? null : await newActivation(context, userId);
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
  if (activation) await sendActivationMail(context, input.email, activation.code);
  return userId;
}

export async function signedIn(context: AppLoadContext, userId: string, token: string): Promise<SignedIn> {
  const account = await getAccount(context.runtime.db, userId);
  return { ...account!, token };
}

export async function register(context: AppLoadContext, session: RequestSession, input: Parameters<typeof registerAccount>[2]): Promise<SignedIn> {
  const userId = await registerAccount(context, session, input);
  return signedIn(context, userId, await startUserSession(context, session, userId, 'register'));
}

export async function login(context: AppLoadContext, session: RequestSession, input: { email: string; password: string }): Promise<SignedIn> {
  const userId = await checkPassword(context, { email: input.email }, input.password, session.actor);
  return signedIn(context, userId, await startUserSession(context, session, userId, 'password'));
}

export async function resendActivation(context: AppLoadContext, session: RequestSession, userId: string): Promise<void> {
  const activation = await newActivation(context, userId);
  await context.runtime.execute(identityCommands.IssueActivationCode, { userId, codeHash: activation.hash, expiresAt: activation.expiresAt }, { actor: session.actor });
  const account = await getAccount(context.runtime.db, userId);
  await sendActivationMail(context, account!.email, activation.code);
}

export async function activate(context: AppLoadContext, session: RequestSession, userId: string, code: string): Promise<AccountView> {
  const result = await context.runtime.execute(
    identityCommands.ActivateEmail,
    { userId, codeHash: codeHash(context.runtime.sessionSecret, userId, code) },
    { actor: session.actor },
  );
  if (result.events.some((e) => e.type === 'ActivationCodeRejected'))
    throw new ValidationError('ACTIVATION_CODE_WRONG', 'This code is not right. Please check the activation e-mail.', { code: 'Wrong code' });
  return (await getAccount(context.runtime.db, userId))!;
}

/** A new e-mail needs the password, is claimed before it is used, and is verified again. */
export async function changeEmail(context: AppLoadContext, session: RequestSession, userId: string, input: { email: string; password: string }): Promise<AccountView> {
  const { runtime } = context;
  const current = (await getAccount(runtime.db, userId))!;
  await checkPassword(context, { userId }, input.password, session.actor);
  if (current.email === input.email) return current;
  const actor = session.actor;
  await claimEmail(runtime, input.email, userId, actor);
  const activation = await newActivation(context, userId);
  try {
    await runtime.execute(identityCommands.ChangeEmail, { userId, email: input.email, activationCodeHash: activation.hash, activationExpiresAt: activation.expiresAt }, { actor });
  } catch (error) {
    await runtime.execute(identityCommands.ReleaseEmail, { email: input.email, userId }, { actor });
    throw error;
  }
  await confirmEmailClaim(runtime, input.email, userId);
  await runtime.execute(identityCommands.ReleaseEmail, { email: current.email, userId }, { actor });
  await sendActivationMail(context, input.email, activation.code);
  return (await getAccount(runtime.db, userId))!;
}

export async function changePassword(context: AppLoadContext, session: RequestSession, userId: string, input: { password: string; newPwd: string }): Promise<void> {
  await checkPassword(context, { userId }, input.password, session.actor);
  await context.runtime.execute(identityCommands.ChangePassword, { userId, passwordHash: await hashPassword(input.newPwd) }, { actor: session.actor });
  await endSessionsOf(context, userId, 'password_changed', session.sessionId);
}

export const resetRequestedMessage = 'If an account exists for this e-mail, we have sent it a link to reset the password.';

/**
 * The same answer whether or not the e-mail is registered. The reset token
 * (`<userId>.<secret>`) is mailed; only the secret's hash is stored.
 */
export async function requestPasswordReset(context: AppLoadContext, request: Request, session: RequestSession, email: string): Promise<void> {
  const account = await findAccountByEmail(context.runtime.db, email);
  if (!account) return;
  const secret = randomToken(32);
  try {
    await context.runtime.execute(
      identityCommands.RequestPasswordReset,
      { userId: account.id, tokenHash: tokenHash(secret), expiresAt: inFuture(resetTokenTtlMs) },
      { actor: session.actor },
    );
  } catch (error) {
    // Enough reset mails are on their way: send no more, and answer as always.
    if (isDomainError(error) && error.code === 'RESET_TOO_OFTEN') return;
    throw error;
  }
  await sendResetMail(context, request, account.email, `${account.id}.${secret}`);
}

export const invalidResetLinkMessage = 'This reset link is invalid or has expired. Please request a new one.';

/** Uses a reset token once; every session of the account ends and its sign-in lock is lifted. */
export async function resetPassword(context: AppLoadContext, session: RequestSession, input: { sessionId: string; newPwd: string }): Promise<void> {
  const [userId, secret] = input.sessionId.split('.');
  if (!userId || !secret || !/^[A-Za-z0-9-]{1,64}$/.test(userId) || !(await getAccount(context.runtime.db, userId)))
    throw new ValidationError('RESET_LINK_INVALID', invalidResetLinkMessage, { sessionId: invalidResetLinkMessage });
  await context.runtime.execute(
    identityCommands.ResetPassword,
    { userId, tokenHash: tokenHash(secret), passwordHash: await hashPassword(input.newPwd) },
    { actor: session.actor },
  );
  await endSessionsOf(context, userId, 'password_changed');
  await context.runtime.execute(identityCommands.ClearSignInFailures, { key: `account:${userId}` }, { actor: system });
}
