import type { Runtime } from '../../../infra/runtime';
import { activationCodeTtlMs, resetTokenTtlMs } from '../../../domain/identity/account';
import { mailerFor } from '../../../infra/mail';

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sendActivationMail(runtime: Runtime, to: string, code: string): Promise<void> {
  await mailerFor(runtime).send({
    kind: 'activation',
    to,
    expiresAt: inFuture(activationCodeTtlMs),
    subject: 'Your Roomcraft activation code',
    text: `Welcome to Roomcraft!\n\nYour activation code is ${code}. Enter it in your account to verify this e-mail address. It is valid for 24 hours.\n\nIf you did not sign up, you can ignore this mail.`,
    html: `<p>Welcome to Roomcraft!</p><p>Your activation code is <strong>${code}</strong>. Enter it in your account to verify this e-mail address. It is valid for 24 hours.</p><p>If you did not sign up, you can ignore this mail.</p>`,
  });
}

/** `siteUrl`: where the link points (Visit.siteUrl). */
export async function sendResetMail(runtime: Runtime, siteUrl: string, to: string, resetToken: string): Promise<void> {
  const link = `${siteUrl}/resetPwd?sessionId=${encodeURIComponent(resetToken)}`;
  await mailerFor(runtime).send({
    kind: 'password-reset',
    to,
    expiresAt: inFuture(resetTokenTtlMs),
    subject: 'Reset your Roomcraft password',
    text: `Someone asked to reset the password of your Roomcraft account.\n\nChoose a new password here (the link works once, within one hour):\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Roomcraft account.</p><p><a href="${escape(link)}">Choose a new password</a> (the link works once, within one hour).</p><p>If it was not you, ignore this mail; your password stays as it is.</p>`,
  });
}

/** A code or link has been used: kept copies of its mail go (the outbox on a local run). */
export function discardMail(runtime: Runtime, to: string, kind: 'activation' | 'password-reset'): Promise<void> {
  return mailerFor(runtime).discard(to, kind);
}
