import { RateLimitedError } from '../../domain/shared/errors';
import type { Runtime } from '../../infra/runtime';
import { refusalOf } from './refusal';

/**
 * Per-user rate limits for what a signed-in user sends to others (issue 20): a
 * token bucket per user and kind, shared by every socket and call of that user
 * in this process — opening more sockets or tabs does not add to the allowance.
 * What goes over is refused before anything is kept or relayed: a 429 for a
 * call, an error frame on a socket. Limits and their texts are in README
 * ("Abuse limits"). In scale mode each replica counts on its own.
 */
export interface RateLimit {
  /** The bucket's name (one allowance per user and name). */
  name: string;
  /** How many may go at once. */
  burst: number;
  /** How many more each second. */
  perSecond: number;
  /** What the sender is told. */
  message: string;
}

export const tooFastMessage = 'You are sending messages too fast: please wait a moment and try again.';

/** Chat messages: the inbox chat calls and the order-fulfilment socket and calls together. */
export const chatMessageLimit: RateLimit = { name: 'chat-message', burst: 10, perSecond: 1, message: tooFastMessage };
/** Page messages (code 1) relayed on the order-fulfilment socket. */
export const pageFrameLimit: RateLimit = { name: 'page-frame', burst: 20, perSecond: 10, message: 'Too many page messages: some were not relayed.' };
/** Inbox `refresh` requests (each one counts the user's unread messages). */
export const inboxRefreshLimit: RateLimit = { name: 'inbox-refresh', burst: 5, perSecond: 1, message: 'Too many refresh requests: please wait a moment.' };

interface Bucket { tokens: number; at: number }

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one from the user's allowance; false when it is used up (nothing is taken then). */
  take(limit: RateLimit, userId: string): boolean {
    const key = `${limit.name}\u0000${userId}`;
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (this.buckets.size > 50_000) this.sweep(now);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Gives one back (what was taken was refused for another reason: bad input does not use up the allowance). */
  giveBack(limit: RateLimit, userId: string): void {
    const b = this.buckets.get(`${limit.name}\u0000${userId}`);
    if (b) b.tokens = Math.min(limit.burst, b.tokens + 1);
  }

  /** Forgets full buckets (their users have been quiet long enough). */
  private sweep(now: number) {
    for (const [key, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(key);
  }
}

const registry = new WeakMap<Runtime, RateLimiter>();

/** The limiter of this process (one per runtime). */
export function rateLimiter(runtime: Runtime): RateLimiter {
  let limiter = registry.get(runtime);
  if (!limiter) registry.set(runtime, (limiter = new RateLimiter()));
  return limiter;
}

/** Takes one, or throws the limit's 429 refusal. */
export function takeOrRefuse(runtime: Runtime, limit: RateLimit, userId: string): void {
  if (!rateLimiter(runtime).take(limit, userId)) throw new RateLimitedError(limit.message);
}

/** Runs `send` within the user's allowance (429 past it); a send refused as bad input or not found gives its turn back. */
export async function withinLimit<T>(runtime: Runtime, limit: RateLimit, userId: string, send: () => Promise<T>): Promise<T> {
  takeOrRefuse(runtime, limit, userId);
  try {
    return await send();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal && refusal.status !== 429) rateLimiter(runtime).giveBack(limit, userId);
    throw error;
  }
}
