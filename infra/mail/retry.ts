/**
 * When a mail the relay refused is tried again. The first retry waits
 * MAIL_RETRY_BASE_MS (30 s by default), each later one twice as long as the one
 * before, never more than an hour; after the tenth attempt the mail is given up
 * (about three hours of trying at the default base). A permanent refusal
 * (SMTP 5xx) is given up at once.
 */
export const mailRetry = {
  defaultBaseMs: 30_000,
  factor: 2,
  capMs: 60 * 60_000,
  maxAttempts: 10,
} as const;

/** How long to wait after the `attempts`-th failed attempt (1 for the first) before the next one. */
export function retryDelayMs(attempts: number, baseMs: number = mailRetry.defaultBaseMs): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(baseMs * mailRetry.factor ** exponent, mailRetry.capMs);
}

export type AfterFailure = { retry: true; inMs: number } | { retry: false; reason: 'permanent' | 'attempts' };

/** What follows a failed attempt: another one later, or giving up. */
export function afterFailure(attempts: number, permanent: boolean, baseMs?: number): AfterFailure {
  if (permanent) return { retry: false, reason: 'permanent' };
  if (attempts >= mailRetry.maxAttempts) return { retry: false, reason: 'attempts' };
  return { retry: true, inMs: retryDelayMs(attempts, baseMs) };
}
