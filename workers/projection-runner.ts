import { type FeedCheckpoint, isAtOrPast, type RecordedEvent } from '../domain/shared/feed';
import type { Db } from '../infra/db/knex';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { ProjectionStatus, ProjectionsInProcess } from '../infra/runtime';
import type { Projection } from '../projections/projection';
import { rebuildBlueGreen, type RebuildOptions } from './blue-green';
import { ProjectionPlaces, untilPassed } from './checkpoint-view';

const checkpointsTable = 'projection_checkpoints';

interface Failure {
  since: number;
  retryAt: number;
  attempts: number;
  error: NonNullable<ProjectionStatus['lastError']>;
}

/**
 * Catch-up projection runner. Each batch of the store's global feed is read once
 * and handed to every projection it concerns; each projection applies its part
 * and moves its checkpoint in one transaction of its own (exactly-once effect;
 * a second runner on the same database waits on the checkpoint row's lock and
 * carries on from where the first left). A projection that fails is set aside
 * with a growing back-off — its error logged with the event, its lag shown by
 * `status()` — while the others carry on. Appends wake the runner (in-process
 * and through LISTEN/NOTIFY); a slow poll covers events that were hidden behind
 * an older transaction still in flight when the wake-up came.
 */
export class ProjectionRunner implements ProjectionsInProcess {
  /**
   * Each projection's committed place, and where it last changed its rows (ADR 073): set only
   * after the transaction that wrote it has committed; the app's memos and waits read it.
   */
  readonly places = new ProjectionPlaces();
  private readonly failures = new Map<string, Failure>();
  private draining: Promise<void> | null = null;
  private again = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly logger?: Logger,
    private readonly options: { batchSize?: number; pollMs?: number; retryMs?: number } = {},
  ) {
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.loadCheckpoints();
    this.unsubscribe = this.store.onAppended(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 500);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    await this.draining?.catch(() => undefined);
  }

  private async loadCheckpoints() {
    for (const p of this.projections) {
      await this.db(checkpointsTable).insert({ name: p.name }).onConflict('name').ignore();
      const row = await this.db(checkpointsTable).where({ name: p.name }).first();
      this.changed(p.name, { transactionId: Number(row.transaction_id), position: Number(row.position) });
    }
  }

  private wake() {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error) => this.logger?.error('projection runner failed', { error: String(error) }))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private positionOf(name: string): FeedCheckpoint {
    return this.places.of(name);
  }

  /** A projection's rows changed up to `to` (or may have: loaded, rebuilt, or moved by another runner). */
  private changed(name: string, to: FeedCheckpoint) {
    this.places.record(name, to, to);
  }

  /** Projections to run now: all but those waiting out a failure's back-off. */
  private active(): Projection[] {
    const now = Date.now();
    return this.projections.filter((p) => (this.failures.get(p.name)?.retryAt ?? 0) <= now);
  }

  /**
   * Apply every visible event: each batch is read once, from the slowest active
   * projection's place, and the next one is read while this one is applied.
   */
  private async drain(untilEmpty = false): Promise<void> {
    const batchSize = this.options.batchSize ?? 1000;
    const slowest = (active: Projection[]) => active.map((p) => this.positionOf(p.name)).reduce((a, b) => (isAtOrPast(a, b) ? b : a));
    let active = this.active();
    if (active.length === 0 || this.stopped) return;
    let from = slowest(active);
    // Each batch is prepared (the projections' per-event work without the database) as soon as it is read: while the previous one is written.
    const read = (after: FeedCheckpoint) => this.store.readAll({ after, limit: batchSize }).then((batch) => this.prepare(batch));
    let next = read(from);
    for (;;) {
      const events = await next;
      if (events.length === 0 || this.stopped) return;
      const last = events[events.length - 1];
      const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
      // Projections with events to apply get a transaction each; the others only move their checkpoints, in one statement.
      const touched = active.filter((p) => events.some((e) => p.handles.includes(e.type)));
      const skipped = active.filter((p) => !touched.includes(p));
      // One transaction for a live batch (ADR 065); one per projection, side by side, for a catch-up batch (its one
      // transaction would hold every feed on the server back for the sum of their work), or when that fails, so a failure stays its own.
      // A batch shorter than asked for reached the end of the feed as it was read; whatever commits later wakes the runner
      // again (`again`), so nothing is read ahead of it: a live batch costs one feed read, not two. A catch-up (`untilEmpty`)
      // reads on until a read finds nothing.
      const ahead = (after: FeedCheckpoint) => (events.length < batchSize && !untilEmpty ? Promise.resolve([]) : read(after));
      if (events.length <= togetherLimit) {
        next = ahead(to);
        if (!(await this.applyTogether(touched, skipped, events))) await Promise.all([...touched.map((p) => this.applyBatch(p, events)), this.skipBatch(skipped, events)]);
      } else {
        // A catch-up batch: the next one is read (and prepared) once a transaction holds its checkpoint, so that its
        // answer and preparation fall while PostgreSQL writes this one rather than between the transaction's first statements.
        let startRead!: () => void;
        next = new Promise<void>((resolve) => (startRead = resolve)).then(() => ahead(to));
        try {
          await Promise.all([...touched.map((p) => this.applyBatch(p, events, startRead)), this.skipBatch(skipped, events)]);
        } finally {
          startRead();
        }
      }
      this.places.moved();
      active = this.active();
      if (active.length === 0) return void next.catch(() => undefined);
      from = slowest(active);
      // A projection that failed or was moved by another runner is not at `to`: read again from where it is.
      if (from.transactionId !== to.transactionId || from.position !== to.position) {
        void next.catch(() => undefined);
        next = read(from);
      }
    }
  }

  /** The batch, after each projection's `prepare` (a failure there is left to `apply`, which works without it). */
  private prepare(batch: readonly RecordedEvent[]): readonly RecordedEvent[] {
    for (const p of this.projections) {
      if (!p.prepare || batch.length === 0) continue;
      try {
        p.prepare(batch);
      } catch {
        // apply does the same work itself.
      }
    }
    return batch;
  }

  /**
   * A batch in ONE transaction for every projection it moves (issue 27: a transaction
   * per projection cost five statements each): their checkpoint rows locked in name
   * order and checked to be where this runner left them, each projection's part
   * applied, every checkpoint moved in one UPDATE. False, with nothing committed,
   * when a part failed or another runner moved a checkpoint: the caller then goes
   * one projection at a time, which isolates the failure (ADR 010) and re-reads
   * moved places. Exactly once as before: read models and checkpoints commit together.
   */
  private async applyTogether(touched: Projection[], skipped: Projection[], batch: readonly RecordedEvent[]): Promise<boolean> {
    if (touched.length === 0 || batch.length === 0) return false;
    const last = batch[batch.length - 1];
    const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
    const moving = [...touched, ...skipped].filter((p) => !isAtOrPast(this.positionOf(p.name), to));
    if (moving.length === 0) return true;
    const names = moving.map((p) => p.name).sort();
    try {
      await this.db.transaction(async (trx) => {
        const { rows } = await trx.raw<{ rows: Array<{ name: string; transaction_id: string; position: string }> }>(
          `SELECT name, transaction_id, position FROM ${checkpointsTable} WHERE name = ANY(?) ORDER BY name FOR UPDATE`,
          [names],
        );
        const stored = new Map(rows.map((r) => [r.name, { transactionId: Number(r.transaction_id), position: Number(r.position) }]));
        for (const p of moving) {
          const at = stored.get(p.name);
          const from = this.positionOf(p.name);
          if (!at || at.transactionId !== from.transactionId || at.position !== from.position) throw new Rollback();
        }
        for (const p of touched) {
          if (!moving.includes(p)) continue;
          const from = this.positionOf(p.name);
          const handles = new Set(p.handles);
          const relevant = batch.filter((e) => handles.has(e.type) && !isAtOrPast(from, { transactionId: e.transactionId, position: e.globalPosition }));
          if (relevant.length) await p.apply(trx, relevant);
        }
        await trx.raw(`UPDATE ${checkpointsTable} SET transaction_id = ?, position = ?, updated_at = now() WHERE name = ANY(?)`, [to.transactionId, to.position, names]);
      });
    } catch {
      return false;
    }
    for (const p of moving) {
      if (touched.includes(p)) this.changed(p.name, to);
      else this.places.record(p.name, to);
    }
    for (const p of touched) if (this.failures.delete(p.name)) this.logger?.info('projection recovered', { projection: p.name });
    return true;
  }

  /**
   * Projections with nothing to apply in a batch: their checkpoints move on in one
   * UPDATE, each only from where this runner last left it (a row another runner moved
   * is left alone and re-read), so the read models stay exactly-once.
   */
  private async skipBatch(projections: Projection[], batch: readonly RecordedEvent[]): Promise<void> {
    if (projections.length === 0 || batch.length === 0) return;
    const last = batch[batch.length - 1];
    const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
    const moving = projections.filter((p) => !isAtOrPast(this.positionOf(p.name), to));
    if (moving.length === 0) return;
    const values = moving.map((p) => {
      const from = this.positionOf(p.name);
      return this.db.raw('(?::text, ?::bigint, ?::bigint)', [p.name, from.transactionId, from.position]);
    });
    const { rows } = await this.db.raw<{ rows: Array<{ name: string }> }>(
      `UPDATE ${checkpointsTable} AS c SET transaction_id = ?, position = ?, updated_at = now()
         FROM (VALUES ${values.map(() => '?').join(', ')}) AS v(name, from_transaction, from_position)
        WHERE c.name = v.name AND c.transaction_id = v.from_transaction AND c.position = v.from_position
        RETURNING c.name`,
      [to.transactionId, to.position, ...values],
    );
    const moved = new Set(rows.map((r) => r.name));
    for (const p of moving) {
      if (moved.has(p.name)) this.places.record(p.name, to);
      else {
        // Another runner moved it on: continue from where it is.
        const row = await this.db(checkpointsTable).where({ name: p.name }).first();
        this.changed(p.name, { transactionId: Number(row.transaction_id), position: Number(row.position) });
      }
    }
  }

  /** One projection's part of a batch, with its checkpoint, in one transaction. */
  private async applyBatch(projection: Projection, batch: readonly RecordedEvent[], locked?: () => void): Promise<void> {
    const from = this.positionOf(projection.name);
    const fresh = batch.filter((e) => !isAtOrPast(from, { transactionId: e.transactionId, position: e.globalPosition }));
    if (fresh.length === 0) return;
    const last = fresh[fresh.length - 1];
    const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
    const handles = new Set(projection.handles);
    const relevant = fresh.filter((e) => handles.has(e.type));
    try {
      const moved = await this.db.transaction(async (trx) => {
        const row = await trx(checkpointsTable).where({ name: projection.name }).forUpdate().first();
        locked?.();
        const stored = { transactionId: Number(row.transaction_id), position: Number(row.position) };
        if (stored.transactionId !== from.transactionId || stored.position !== from.position) {
          // Another runner moved this projection on; continue from where it is.
          this.changed(projection.name, stored);
          return false;
        }
        if (relevant.length) await projection.apply(trx, relevant);
        await trx(checkpointsTable).where({ name: projection.name }).update({ transaction_id: to.transactionId, position: to.position, updated_at: trx.fn.now() });
        return true;
      });
      if (moved && relevant.length) this.changed(projection.name, to);
      else if (moved) this.places.record(projection.name, to);
      if (this.failures.delete(projection.name)) this.logger?.info('projection recovered', { projection: projection.name });
    } catch (error) {
      await this.recordFailure(projection, relevant, error);
    }
  }

  /** Finds the event that fails (one by one, each rolled back) and sets the projection aside for a while. */
  private async recordFailure(projection: Projection, events: readonly RecordedEvent[], error: unknown) {
    let culprit: RecordedEvent | null = null;
    for (const event of events) {
      const failed = await this.db
        .transaction(async (trx) => {
          await projection.apply(trx, [event]);
          throw new Rollback();
        })
        .then(
          () => false,
          (e) => !(e instanceof Rollback),
        );
      if (failed) {
        culprit = event;
        break;
      }
    }
    const previous = this.failures.get(projection.name);
    const attempts = (previous?.attempts ?? 0) + 1;
    const base = this.options.retryMs ?? 1000;
    const message = error instanceof Error ? error.message : String(error);
    const failure: Failure = {
      since: previous?.since ?? Date.now(),
      attempts,
      retryAt: Date.now() + Math.min(base * 2 ** (attempts - 1), 60_000),
      error: {
        message,
        at: new Date().toISOString(),
        event: culprit && { type: culprit.type, streamId: culprit.streamId, position: culprit.globalPosition, eventId: culprit.eventId },
      },
    };
    this.failures.set(projection.name, failure);
    this.logger?.error('projection failed; the others carry on', { projection: projection.name, attempts, error: message, event: failure.error.event });
    if (!this.stopped) setTimeout(() => this.wake(), failure.retryAt - Date.now()).unref();
  }

  /** Run every projection until it has applied all visible events (a failing one waits for its back-off). */
  async catchUp(): Promise<void> {
    if (this.places.all().size === 0) await this.loadCheckpoints();
    await this.draining?.catch(() => undefined);
    await this.drain(true);
  }

  /** Each projection's checkpoint, lag and health (the staff status call). */
  async status(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.projections.map(async (p) => {
        const checkpoint = this.positionOf(p.name);
        const failure = this.failures.get(p.name);
        return {
          name: p.name,
          checkpoint,
          lag: this.store.countAfter ? await this.store.countAfter(checkpoint) : null,
          failing: Boolean(failure),
          lastError: failure?.error ?? null,
        };
      }),
    );
  }

  /**
   * Read-your-writes: resolves true once the named projections (all by default)
   * have passed `target`, false after `timeoutMs`.
   */
  waitFor(target: FeedCheckpoint | null, options: { projections?: readonly string[]; timeoutMs?: number } = {}): Promise<boolean> {
    if (!target) return Promise.resolve(true);
    return untilPassed(this.places, target, options.projections ?? this.projections.map((p) => p.name), options.timeoutMs ?? 5000, () => this.wake());
  }

  /**
   * Rebuild one projection from position 0, blue/green (ADR 021): the live
   * tables keep answering, and this runner keeps them up to date, while copies
   * are built beside them; the copies are switched in once caught up.
   */
  async replay(name: string, options: Pick<RebuildOptions, 'beforeSwitch'> = {}): Promise<void> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projections.map((p) => p.name).join(', ')}`);
    const reached = await rebuildBlueGreen(this.db, this.store, projection, { batchSize: this.options.batchSize, logger: this.logger, beforeSwitch: options.beforeSwitch });
    // Runners (this one too) waiting on the checkpoint row carry on from where the rebuilt tables stand.
    // Rebuilt tables: whatever was worked out from the old ones is not kept.
    const at = isAtOrPast(this.positionOf(name), reached) ? this.positionOf(name) : reached;
    this.places.record(name, at, at);
    this.places.moved();
    if (this.failures.delete(name)) this.logger?.info('projection recovered', { projection: name });
  }
}

class Rollback extends Error {}

/**
 * The most events a batch applies in one transaction for every projection. Live
 * traffic comes in batches of a few events, where one transaction saves the
 * statements (ADR 065); a catch-up batch (up to `batchSize`) is applied one
 * transaction per projection, side by side, so that no transaction holds the feed
 * back (an event committed after an open transaction is hidden until it ends) for
 * longer than one projection's part.
 */
const togetherLimit = 100;
