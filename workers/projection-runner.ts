import { EventEmitter } from 'node:events';
import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';
import { type EventStore } from '../infra/eventstore/port';
import { type FeedCheckpoint, feedStart, isAtOrPast } from '../domain/shared/feed';
import type { Projection } from '../projections/projection';
import { pollCheckpoints } from './checkpoint-wait';

const checkpointsTable = 'projection_checkpoints';

/**
 * Catch-up projection runner. Each projection reads the store's global feed from
 * its own checkpoint; a batch's read-model writes and the new checkpoint commit in
 * one transaction (exactly-once effect). Appends wake it (in-process and through
 * LISTEN/NOTIFY); a slow poll covers events that were hidden behind an older
 * transaction still in flight when the wake-up came.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, FeedCheckpoint>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly progress = new EventEmitter();
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly logger?: Logger,
    private readonly options: { batchSize?: number; pollMs?: number } = {},
  ) {
    this.progress.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.ensureCheckpoints();
    this.unsubscribe = this.store.onAppended(() => this.wakeAll());
    this.timer = setInterval(() => this.wakeAll(), this.options.pollMs ?? 500);
    this.timer.unref();
    this.wakeAll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    await Promise.allSettled([...this.running.values()]);
  }

  private async ensureCheckpoints() {
    for (const p of this.projections) {
      await this.db(checkpointsTable).insert({ name: p.name }).onConflict('name').ignore();
      const row = await this.db(checkpointsTable).where({ name: p.name }).first();
      this.positions.set(p.name, { transactionId: Number(row.transaction_id), position: Number(row.position) });
    }
  }

  private wakeAll() {
    for (const p of this.projections) this.wake(p);
  }

  private wake(projection: Projection) {
    if (this.stopped) return;
    if (this.running.has(projection.name)) {
      this.again.add(projection.name);
      return;
    }
    const run = this.drain(projection)
      .catch((error) => this.logger?.error('projection failed', { projection: projection.name, error }))
      .finally(() => {
        this.running.delete(projection.name);
        if (this.again.delete(projection.name)) this.wake(projection);
      });
    this.running.set(projection.name, run);
  }

  /** Apply every visible event to one projection. */
  private async drain(projection: Projection): Promise<void> {
    const handles = new Set(projection.handles);
    const batchSize = this.options.batchSize ?? 500;
    for (;;) {
      const from = this.positions.get(projection.name) ?? feedStart;
      const events = await this.store.readAll({ after: from, limit: batchSize });
      if (events.length === 0) return;
      const last = events[events.length - 1];
      const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
      const committed = await this.db.transaction(async (trx) => {
        const row = await trx(checkpointsTable).where({ name: projection.name }).forUpdate().first();
        if (Number(row.transaction_id) !== from.transactionId || Number(row.position) !== from.position) {
          // Another runner moved this projection on; continue from where it is.
          this.positions.set(projection.name, { transactionId: Number(row.transaction_id), position: Number(row.position) });
          return false;
        }
        const relevant = events.filter((e) => handles.has(e.type));
        if (relevant.length) await projection.apply(trx, relevant);
        await trx(checkpointsTable)
          .where({ name: projection.name })
          .update({ transaction_id: to.transactionId, position: to.position, updated_at: trx.fn.now() });
        return true;
      });
      if (committed) {
        this.positions.set(projection.name, to);
        this.progress.emit('progress');
      }
      if (this.stopped) return;
    }
  }

  /** Run every projection until it has applied all visible events. */
  async catchUp(): Promise<void> {
    if (this.positions.size === 0) await this.ensureCheckpoints();
    for (const p of this.projections) {
      await this.running.get(p.name);
      await this.drain(p);
    }
  }

  /**
   * Read-your-writes: resolves true once the named projections (all by default)
   * have passed `target`, false after `timeoutMs`.
   */
  waitFor(target: FeedCheckpoint | null, options: { projections?: string[]; timeoutMs?: number } = {}): Promise<boolean> {
    if (!target) return Promise.resolve(true);
    const names = options.projections ?? this.projections.map((p) => p.name);
    const done = () => names.every((n) => isAtOrPast(this.positions.get(n) ?? feedStart, target));
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (ok: boolean) => {
        clearTimeout(timeout);
        this.progress.off('progress', check);
        resolve(ok);
      };
      const check = () => done() && finish(true);
      const timeout = setTimeout(() => finish(done()), options.timeoutMs ?? 5000);
      this.progress.on('progress', check);
      this.wakeAll();
    });
  }

  /** Rebuild one projection from position 0: empty its tables, reset, catch up. */
  async replay(name: string): Promise<void> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
    await this.running.get(name);
    await this.db.transaction(async (trx) => {
      await trx(checkpointsTable).where({ name }).forUpdate();
      for (const t of projection.tables) await trx.raw('TRUNCATE ??', [t]);
      await trx(checkpointsTable).where({ name }).update({ transaction_id: 0, position: 0, updated_at: trx.fn.now() });
    });
    this.positions.set(name, feedStart);
    await this.drain(projection);
  }
}

/**
 * When projections run in another process (`npm run workers`), the app waits on
 * the checkpoints table instead.
 */
export function waitForCheckpoints(db: Db, target: FeedCheckpoint | null, names: string[], timeoutMs = 5000): Promise<boolean> {
  return pollCheckpoints(() => db(checkpointsTable).whereIn('name', names), names.length, target, timeoutMs);
}
