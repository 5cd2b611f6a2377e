import { createHash } from 'node:crypto';

/**
 * When the AI subscription renews and retries (ADR 048). A month paid for ends at
 * `periodEnd`; the saved card is charged then (attempt 1). A declined renewal is
 * tried again 1, 3 and 7 days after the period ended (attempts 2, 3 and 4); the
 * subscriber keeps AI Designer meanwhile (the grace period, status PAST_DUE).
 * When the fourth attempt is declined the subscription lapses.
 */
export const renewalRetryDays = [1, 3, 7] as const;
export const maxRenewalAttempts = renewalRetryDays.length + 1;
const dayMs = 24 * 60 * 60_000;
/**
 * How long after its period end an unpaid subscription still gives access when no
 * renewal was recorded at all (the process did not run): the last retry's day plus one.
 */
export const graceMs = (renewalRetryDays[renewalRetryDays.length - 1] + 1) * dayMs;
/** A renewal's payment is given up (and counted as a failed attempt) this long after it is due. */
export const renewalAbandonMs = 6 * 60 * 60_000;

/** The time of the attempt after `attempt` (1-based) for the period ending `periodEnd`, or null after the last. */
export function nextAttemptAt(periodEnd: string, attempt: number): string | null {
  const days = renewalRetryDays[attempt - 1];
  return days === undefined ? null : new Date(Date.parse(periodEnd) + days * dayMs).toISOString();
}

/** One renewal attempt's id: the period it pays for and the attempt (letters and digits only, as ids are). */
export const renewalIdOf = (periodEnd: string, attempt: number) => `r${periodEnd.replace(/\D/g, '')}a${attempt}`;

/** The payment id of a renewal attempt (the gateway's idempotency key): handled twice, charged once. */
export const renewalPaymentId = (clientId: string, renewalId: string) => `ren${createHash('sha256').update(`${clientId}:${renewalId}`).digest('hex').slice(0, 40)}`;

/** The renewal process's name (processes/subscriptions/renewals.ts), for a request that lends it its time. */
export const subscriptionRenewalsName = 'subscription-renewals';
