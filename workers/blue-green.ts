import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';
import type { EventStore } from '../infra/eventstore/port';
import type { Logger } from '../infra/logger';
import type { Projection } from '../projections/projection';
import { applyInSchema, buildInSchema, createShadowTables, dropSchema, liveSchemaOf, quoteIdent, schemaName } from './shadow-schema';

const checkpointsTable = 'projection_checkpoints';

export interface RebuildOptions {
  batchSize?: number;
  logger?: Logger;
  /** How long the switch may wait for readers of the live tables before it tries again (default 2 s, five tries). */
  lockTimeoutMs?: number;
  /** Called once the copy has caught up and before the switch (tests read the live tables here). */
  beforeSwitch?: () => Promise<void>;
}

/**
 * Blue/green rebuild of one projection (ADR 021). The live tables keep
 * answering, and keep being updated by the running projection workers, while a
 * copy is built from position 0 in a schema of its own. Once the copy has
 * caught up, one short transaction locks the projection's checkpoint row (the
 * workers wait on it), applies the last events to the copy, drops the live
 * tables, moves the copies in under the same names and sets the checkpoint to
 * where the copy stands. Returns that checkpoint.
 */
export async function rebuildBlueGreen(db: Knex, store: EventStore, projection: Projection, options: RebuildOptions = {}): Promise<FeedCheckpoint> {
  const live = await liveSchemaOf(db);
  const shadow = schemaName('rebuild', projection.name, randomBytes(4).toString('hex'));
  const started = Date.now();
  await createShadowTables(db, projection, shadow, live);
  try {
    // Build, then catch up again while the first pass ran.
    let progress = await buildInSchema(db, store, projection, shadow, { batchSize: options.batchSize });
    progress = await buildInSchema(db, store, projection, shadow, { batchSize: options.batchSize, from: progress.checkpoint });
    for (const table of projection.tables) await db.raw(`ANALYZE ${quoteIdent(shadow)}.${quoteIdent(table)}`);
    await options.beforeSwitch?.();
    const reached = await switchIn(db, store, projection, { shadow, live, from: progress.checkpoint, batchSize: options.batchSize ?? 1000, lockTimeoutMs: options.lockTimeoutMs ?? 2000 });
    options.logger?.info('projection rebuilt blue/green', { projection: projection.name, position: reached.position, ms: Date.now() - started });
    return reached;
  } finally {
    await dropSchema(db, shadow);
  }
}

/** The switch, retried when readers hold the live tables longer than the lock timeout. */
async function switchIn(
  db: Knex,
  store: EventStore,
  projection: Projection,
  s: { shadow: string; live: string; from: FeedCheckpoint; batchSize: number; lockTimeoutMs: number },
): Promise<FeedCheckpoint> {
  await db(checkpointsTable).insert({ name: projection.name }).onConflict('name').ignore();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        await trx.raw(`SELECT set_config('lock_timeout', ?, true)`, [`${s.lockTimeoutMs}ms`]);
        const row = await trx(checkpointsTable).where({ name: projection.name }).forUpdate().first();
        const liveAt: FeedCheckpoint = { transactionId: Number(row.transaction_id), position: Number(row.position) };
        // The workers now wait for this row: apply what came since the build, up to the end of the visible feed.
        let at = s.from;
        for (;;) {
          const batch = await store.readAll({ after: at, limit: s.batchSize });
          if (batch.length === 0) break;
          await applyInSchema(trx, s.shadow, projection, batch);
          const last = batch[batch.length - 1]!;
          at = { transactionId: last.transactionId, position: last.globalPosition };
        }
        if (!isAtOrPast(at, liveAt)) throw new Error(`The rebuilt ${projection.name} stands before the live one (${at.position} < ${liveAt.position})`);
        for (const table of projection.tables) {
          await trx.raw(`DROP TABLE ${quoteIdent(s.live)}.${quoteIdent(table)}`);
          await trx.raw(`ALTER TABLE ${quoteIdent(s.shadow)}.${quoteIdent(table)} SET SCHEMA ${quoteIdent(s.live)}`);
        }
        await trx(checkpointsTable).where({ name: projection.name }).update({ transaction_id: at.transactionId, position: at.position, updated_at: trx.fn.now() });
        return at;
      });
    } catch (error) {
      // 55P03: lock_not_available — a long read held a live table; let it finish and try again.
      if ((error as { code?: string }).code !== '55P03' || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}
