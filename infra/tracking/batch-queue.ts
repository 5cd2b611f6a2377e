/**
 * The collect calls' write path (issue 26): a bounded queue that groups many
 * requests' facts into few database transactions. `offer` answers at once
 * whether the facts were taken; when the queue holds `capacity` facts it says
 * no (the call answers 503) rather than growing memory. A request's promise
 * settles when its facts are stored (or the flush failed), so "accepted" means
 * stored: nothing is lost silently.
 */
export interface BatchQueueOptions<T> {
  /** Most facts waiting at once. */
  capacity: number;
  /** Most facts in one flush (one transaction). */
  maxBatch: number;
  /** Stores one batch in one transaction. */
  flush: (items: T[]) => Promise<void>;
  /** How many facts one item counts for (capacity and maxBatch count facts); 1 by default. */
  weight?: (item: T) => number;
  /**
   * Flushes in flight at once (1 by default). More than one lets the next batch
   * be written while the last one waits for its commit to reach the disk, so a
   * request waits for about one flush rather than for the queue ahead of it.
   */
  concurrency?: number;
}

interface Pending<T> {
  items: T[];
  weight: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class BatchQueue<T> {
  private waiting: Pending<T>[] = [];
  private count = 0;
  private running = 0;
  private drains = new Set<Promise<void>>();
  stored = 0;

  constructor(private readonly options: BatchQueueOptions<T>) {}

  get size(): number {
    return this.count;
  }

  /** Null when the queue is full; otherwise a promise settled once the items are stored. */
  offer(items: T[]): Promise<void> | null {
    if (items.length === 0) return Promise.resolve();
    const weigh = this.options.weight;
    const weight = weigh ? items.reduce((n, item) => n + weigh(item), 0) : items.length;
    if (this.count + weight > this.options.capacity) return null;
    const done = new Promise<void>((resolve, reject) => this.waiting.push({ items, weight, resolve, reject }));
    this.count += weight;
    if (this.running < (this.options.concurrency ?? 1)) {
      const drain = this.drain().finally(() => this.drains.delete(drain));
      this.drains.add(drain);
    }
    return done;
  }

  /** Settles when everything offered so far is stored. */
  async settled(): Promise<void> {
    while (this.drains.size || this.waiting.length) await Promise.all([...this.drains]);
  }

  private async drain(): Promise<void> {
    this.running++;
    try {
      while (this.waiting.length) {
        const batch: Pending<T>[] = [];
        let n = 0;
        while (this.waiting.length && (n === 0 || n + this.waiting[0]!.weight <= this.options.maxBatch)) {
          const next = this.waiting.shift()!;
          batch.push(next);
          n += next.weight;
        }
        try {
          await this.options.flush(batch.flatMap((p) => p.items));
          this.stored += n;
          for (const p of batch) p.resolve();
        } catch (error) {
          for (const p of batch) p.reject(error);
        } finally {
          this.count -= n;
        }
      }
    } finally {
      this.running--;
    }
  }
}
