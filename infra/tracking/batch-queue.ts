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
}

interface Pending<T> {
  items: T[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class BatchQueue<T> {
  private waiting: Pending<T>[] = [];
  private count = 0;
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  stored = 0;

  constructor(private readonly options: BatchQueueOptions<T>) {}

  get size(): number {
    return this.count;
  }

  /** Null when the queue is full; otherwise a promise settled once the items are stored. */
  offer(items: T[]): Promise<void> | null {
    if (items.length === 0) return Promise.resolve();
    if (this.count + items.length > this.options.capacity) return null;
    const done = new Promise<void>((resolve, reject) => this.waiting.push({ items, resolve, reject }));
    this.count += items.length;
    if (!this.running) this.idle = this.drain();
    return done;
  }

  /** Settles when everything offered so far is stored. */
  async settled(): Promise<void> {
    while (this.running || this.waiting.length) await this.idle;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length) {
        const batch: Pending<T>[] = [];
        let n = 0;
        while (this.waiting.length && (n === 0 || n + this.waiting[0]!.items.length <= this.options.maxBatch)) {
          const next = this.waiting.shift()!;
          batch.push(next);
          n += next.items.length;
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
      this.running = false;
    }
  }
}
