import type { Event } from '../shared/messages';

/**
 * Sign-in attempts, counted per key: `account:<userId>` (browsers not known to
 * the account), `known:<userId>` (browsers that signed in to it before), and
 * `address:<ip>`. A sign-in first reserves an attempt on each of its keys —
 * decided on the stream, so concurrent guesses are counted one after the other —
 * then checks the password; the attempt stays a failure unless it succeeds.
 * A few failures are free; then each attempt must wait longer; at the limit
 * sign-in is refused for a while, even with the right password.
 */
export type ThrottleKind = 'account' | 'known' | 'address';
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value}`;
export const throttleStream = (key: string) => `identity-throttle-${key}`;
export const kindOfKey = (key: string) => key.slice(0, key.indexOf(':')) as ThrottleKind;

export type ThrottleEvent =
  /** An attempt was made (`attemptId`) or, from before reservations, failed. */
  | Event<'SignInFailed', { key: string; at: string; attemptId?: string }>
  | Event<'SignInAttemptSucceeded', { key: string; attemptId: string }>
  | Event<'SignInFailuresCleared', { key: string; at: string }>;

export type ThrottleState = { failures: readonly { at: string; attemptId: string | null }[] };

export const initialThrottleState = (): ThrottleState => ({ failures: [] });

const kept = 100;

export function evolveThrottle(state: ThrottleState, event: ThrottleEvent): ThrottleState {
  switch (event.type) {
    case 'SignInFailed':
      return { failures: [...state.failures, { at: event.data.at, attemptId: event.data.attemptId ?? null }].slice(-kept) };
    case 'SignInAttemptSucceeded':
      return { failures: state.failures.filter((f) => f.attemptId !== event.data.attemptId) };
    case 'SignInFailuresCleared':
      return { failures: [] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const throttleEventTypes = Object.keys({
  SignInFailed: true,
  SignInAttemptSucceeded: true,
  SignInFailuresCleared: true,
} satisfies Record<ThrottleEvent['type'], true>) as ThrottleEvent['type'][];

export interface ThrottlePolicy {
  /** Failures allowed with no wait. */
  free: number;
  /** Wait after the n-th failure (n ≥ free): base × 2^(n − free) seconds. */
  baseDelaySeconds: number;
  /** At this many failures sign-in is refused for `lockMinutes` after the last one. */
  lockAt: number;
  lockMinutes: number;
}

/**
 * Addresses are shared (offices, phone networks), so they get more room than one
 * account. A browser the account knows has a bucket of its own, so failures from
 * elsewhere never lock the owner out of a browser they signed in from before.
 */
export const throttlePolicies: Record<ThrottleKind, ThrottlePolicy> = {
  account: { free: 3, baseDelaySeconds: 5, lockAt: 8, lockMinutes: 15 },
  known: { free: 5, baseDelaySeconds: 2, lockAt: 20, lockMinutes: 15 },
  address: { free: 10, baseDelaySeconds: 2, lockAt: 30, lockMinutes: 15 },
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; locked: boolean; retryAfterSeconds: number };

/** Only failures within the lock period before `now` count. */
export function signInVerdict(failures: readonly string[], policy: ThrottlePolicy, now: Date): ThrottleVerdict {
  const nowMs = now.getTime();
  const lockMs = policy.lockMinutes * 60_000;
  const recent = failures.map((f) => new Date(f).getTime()).filter((t) => t > nowMs - lockMs);
  const n = recent.length;
  if (n < policy.free) return { allowed: true };
  const last = Math.max(...recent);
  const locked = n >= policy.lockAt;
  const waitMs = locked ? lockMs : policy.baseDelaySeconds * 1000 * 2 ** (n - policy.free);
  const retryAfterSeconds = Math.ceil((last + waitMs - nowMs) / 1000);
  return retryAfterSeconds > 0 ? { allowed: false, locked, retryAfterSeconds } : { allowed: true };
}

export function throttleMessage(verdict: Extract<ThrottleVerdict, { allowed: false }>): string {
  if (verdict.locked) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return `Too many failed sign-in attempts. Sign-in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; you can reset your password meanwhile.`;
  }
  return `Too many failed sign-in attempts. Please wait ${verdict.retryAfterSeconds} seconds and try again.`;
}
