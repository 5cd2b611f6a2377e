/**
 * At most one value per key every `ms`, the latest winning (issue 20): the first
 * goes at once, what comes within the window replaces what waits, and the last
 * one goes when the window ends — so a flood of pointers costs the others one
 * message per 100 ms, and the final position is never lost. Plain TS (timers only).
 */
export class LatestThrottle<T> {
  private readonly sentAt = new Map<string, number>();
  private readonly waiting = new Map<string, T>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly ms: number,
    private readonly send: (value: T, key: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Offer a value; it is sent now, later (replacing what waits), or never when a newer one comes first. */
  offer(key: string, value: T): void {
    if (this.stopped) return;
    const wait = (this.sentAt.get(key) ?? -Infinity) + this.ms - this.now();
    if (wait <= 0 && !this.timers.has(key)) {
      this.sentAt.set(key, this.now());
      this.send(value, key);
      return;
    }
    this.waiting.set(key, value);
    if (this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      const next = this.waiting.get(key);
      this.waiting.delete(key);
      if (next === undefined || this.stopped) return;
      this.sentAt.set(key, this.now());
      this.send(next, key);
    }, Math.max(wait, 0));
    timer.unref?.();
    this.timers.set(key, timer);
  }

  /** Forget everything waiting (the socket closed). */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.waiting.clear();
  }
}
