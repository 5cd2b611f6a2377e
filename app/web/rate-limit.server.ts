import { RateLimitedError } from '../../domain/shared/errors';
import type { Runtime } from '../../infra/runtime';
import { refusalOf } from './refusal';
import { giveTokenBack, sweepBuckets, takeToken } from '../../infra/http/rate-buckets';

/**
 * Per-user rate limits for what a signed-in user sends to others (issue 20): a
 * token bucket per user and kind, shared by every socket and call of that user
 * in this process — opening more sockets or tabs does not add to the allowance.
 * What goes over is refused before anything is kept or relayed: a 429 for a
 * call, an error frame on a socket. Limits and their texts are in README
 * ("Abuse limits"). Several processes share one allowance (`Allowances` below).
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

  /** Takes `cost` (one message, or a batch's events) from the user's allowance; false when not that much is left (nothing is taken then). */
  take(limit: RateLimit, userId: string, cost = 1): boolean {
    const key = `${limit.name}\u0000${userId}`;
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (this.buckets.size > 50_000) this.sweep(now);
    if (b.tokens < cost) return false;
    b.tokens -= cost;
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

/**
 * A user's allowances as the app uses them: in one process, the buckets above in
 * memory; when the app runs as several processes (cluster workers, or app
 * machines beside `npm run workers`), the same buckets in PostgreSQL
 * (infra/http/rate-buckets.ts), so that spreading requests or sockets over the
 * processes adds nothing to the allowance.
 */
export interface Allowances {
  /** Takes `cost` (one by default); false when not that much is left (nothing taken then). */
  take(limit: RateLimit, key: string, cost?: number): Promise<boolean>;
  giveBack(limit: RateLimit, key: string): Promise<void>;
}

/** Buckets untouched this long are forgotten (every limit above refills within it). */
const sharedIdleSeconds = 3600;
const sweepEvery = 1000;

class SharedAllowances implements Allowances {
  private takes = 0;
  constructor(private readonly db: Runtime['db']) {}
  async take(limit: RateLimit, key: string, cost = 1): Promise<boolean> {
    if (++this.takes % sweepEvery === 0) void sweepBuckets(this.db, sharedIdleSeconds).catch(() => undefined);
    return takeToken(this.db, `${limit.name}:${key}`, limit, cost);
  }
  giveBack(limit: RateLimit, key: string): Promise<void> {
    return giveTokenBack(this.db, `${limit.name}:${key}`, limit);
  }
}

class ProcessAllowances implements Allowances {
  private readonly limiter = new RateLimiter();
  async take(limit: RateLimit, key: string, cost = 1): Promise<boolean> {
    return this.limiter.take(limit, key, cost);
  }
  async giveBack(limit: RateLimit, key: string): Promise<void> {
    this.limiter.giveBack(limit, key);
  }
}

/** True when other processes serve this app's users too. */
export function servedBySeveralProcesses(config: Runtime['config']): boolean {
  return config.WEB_CONCURRENCY > 1 || config.PROJECTIONS === 'external';
}

const registry = new WeakMap<Runtime, Allowances>();

/** The allowances of this app (one per runtime): shared through PostgreSQL when several processes serve it. */
export function rateLimiter(runtime: Runtime): Allowances {
  let limiter = registry.get(runtime);
  if (!limiter) registry.set(runtime, (limiter = servedBySeveralProcesses(runtime.config) ? new SharedAllowances(runtime.db) : new ProcessAllowances()));
  return limiter;
}

/** Takes one, or throws the limit's 429 refusal. */
export async function takeOrRefuse(runtime: Runtime, limit: RateLimit, userId: string): Promise<void> {
  if (!(await rateLimiter(runtime).take(limit, userId))) throw new RateLimitedError(limit.message);
}

/** Runs `send` within the user's allowance (429 past it); a send refused as bad input or not found gives its turn back. */
export async function withinLimit<T>(runtime: Runtime, limit: RateLimit, userId: string, send: () => Promise<T>): Promise<T> {
  await takeOrRefuse(runtime, limit, userId);
  try {
    return await send();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal && refusal.status !== 429) await rateLimiter(runtime).giveBack(limit, userId);
    throw error;
  }
}
