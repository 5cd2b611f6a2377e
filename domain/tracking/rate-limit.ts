/**
 * Per-visitor rate limit for the collect calls (issue 26): a token bucket per
 * visitor — `burst` events at once, refilled at `perSecond`. A flood from one
 * visitor is refused (429) while other visitors are served. Pure: the caller
 * gives the time. Buckets idle long enough to be full again are forgotten, so
 * memory stays bounded by the visitors active in the last few seconds.
 */
export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  /** Most visitors tracked at once; beyond, the fullest buckets are dropped. */
  maxVisitors?: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly options: RateLimitOptions) {}

  /** Takes `cost` tokens for the visitor at `nowMs`; false when it has not enough. */
  take(visitorId: string, cost: number, nowMs: number): boolean {
    const { perSecond, burst } = this.options;
    const bucket = this.buckets.get(visitorId) ?? { tokens: burst, at: nowMs };
    const refilled = Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * perSecond);
    if (refilled < cost) {
      this.buckets.set(visitorId, { tokens: refilled, at: nowMs });
      return false;
    }
    this.buckets.set(visitorId, { tokens: refilled - cost, at: nowMs });
    this.forgetIdle(nowMs);
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }

  private forgetIdle(nowMs: number): void {
    const max = this.options.maxVisitors ?? 100_000;
    if (this.buckets.size <= max) return;
    const fullAfterMs = (this.options.burst / this.options.perSecond) * 1000;
    for (const [id, b] of this.buckets) if (nowMs - b.at >= fullAfterMs) this.buckets.delete(id);
  }
}
