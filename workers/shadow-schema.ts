import type { Knex } from 'knex';
import { type FeedCheckpoint, feedStart, type RecordedEvent } from '../domain/shared/feed';
import type { EventStore } from '../infra/eventstore/port';
import type { Projection } from '../projections/projection';

/**
 * Building a projection's read model somewhere other than its live tables: in a
 * schema of its own holding copies of its tables (same columns, defaults,
 * constraints and indexes), with `search_path` set to that schema alone while
 * its `apply` runs, so the projection's own code writes there and cannot reach
 * a live table (one it does not list in `tables` is simply not found).
 * Used by point-in-time replay (a schema kept for analysis) and by blue/green
 * rebuilds (a schema whose tables are then swapped in, ADR 021).
 */

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A schema name from free text: lower-case letters, digits and underscores, at most 63 bytes. */
export function schemaName(...parts: (string | number)[]): string {
  return parts
    .map((p) => String(p).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, ''))
    .filter(Boolean)
    .join('_')
    .slice(0, 63);
}

/** The schema the live tables are in (the connection's current schema). */
export async function liveSchemaOf(db: Knex | Knex.Transaction): Promise<string> {
  const { rows } = await db.raw('SELECT current_schema() AS schema');
  return rows[0].schema;
}

export async function schemaExists(db: Knex, schema: string): Promise<boolean> {
  const { rows } = await db.raw('SELECT 1 FROM pg_namespace WHERE nspname = ?', [schema]);
  return rows.length > 0;
}

export async function dropSchema(db: Knex | Knex.Transaction, schema: string): Promise<void> {
  await db.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
}

interface IndexRow {
  name: string;
  def: string;
}

async function indexesOf(db: Knex | Knex.Transaction, schema: string, table: string): Promise<IndexRow[]> {
  const { rows } = await db.raw(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = (quote_ident(?) || '.' || quote_ident(?))::regclass
      ORDER BY i.relname`,
    [schema, table],
  );
  return rows;
}

/** An index definition without its name and table, to match a copy to its original. */
const shapeOf = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /, 'CREATE $1INDEX ON t ');

/**
 * A new schema with an empty copy of each of the projection's tables. The
 * copies' indexes take the live indexes' names, so a copy swapped in later is
 * indistinguishable from one the migrations made.
 */
export async function createShadowTables(db: Knex, projection: Pick<Projection, 'tables'>, shadow: string, live: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(`CREATE SCHEMA ${quoteIdent(shadow)}`);
    for (const table of projection.tables) {
      await trx.raw(`CREATE TABLE ${quoteIdent(shadow)}.${quoteIdent(table)} (LIKE ${quoteIdent(live)}.${quoteIdent(table)} INCLUDING ALL)`);
      const originals = await indexesOf(trx, live, table);
      const copies = await indexesOf(trx, shadow, table);
      // Two steps, so a copy's generated name never collides with an original's name mid-way.
      const renames: [string, string][] = [];
      for (const original of originals) {
        const copy = copies.find((c) => shapeOf(c.def) === shapeOf(original.def));
        if (!copy) throw new Error(`The copy of ${table} lacks the index ${original.name}`);
        copies.splice(copies.indexOf(copy), 1);
        renames.push([copy.name, original.name]);
      }
      for (const [i, [from]] of renames.entries()) await trx.raw(`ALTER INDEX ${quoteIdent(shadow)}.${quoteIdent(from)} RENAME TO ${quoteIdent(`shadow_index_${i}`)}`);
      for (const [i, [, to]] of renames.entries()) await trx.raw(`ALTER INDEX ${quoteIdent(shadow)}.${quoteIdent(`shadow_index_${i}`)} RENAME TO ${quoteIdent(to)}`);
    }
  });
}

/** Runs the projection's apply on `events` inside `trx`, against the tables of `schema`. */
export async function applyInSchema(trx: Knex.Transaction, schema: string, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  const handles = new Set(projection.handles);
  const relevant = events.filter((e) => handles.has(e.type));
  if (relevant.length === 0) return;
  const { rows } = await trx.raw('SHOW search_path');
  await trx.raw(`SET LOCAL search_path TO ${quoteIdent(schema)}`);
  try {
    await projection.apply(trx, relevant);
  } finally {
    await trx.raw(`SELECT set_config('search_path', ?, true)`, [rows[0].search_path]);
  }
}

/** Where a build stops: `'take'` the event and go on, `'take-and-stop'` after it, `'stop'` before it. */
export type StopRule = (event: RecordedEvent) => 'take' | 'take-and-stop' | 'stop';

export interface BuildProgress {
  /** The last event applied (or passed over as not handled); the feed start if none. */
  checkpoint: FeedCheckpoint;
  /** Its createdAt, when there was one. */
  at: string | null;
  /** Events read from the feed and taken. */
  events: number;
  /** True when the stop rule ended the build (rather than the end of the feed). */
  stopped: boolean;
}

/**
 * Applies the feed from `from` into `schema`, one transaction per batch, until
 * the feed has nothing more to give or `stop` says so.
 */
export async function buildInSchema(
  db: Knex,
  store: EventStore,
  projection: Projection,
  schema: string,
  options: { from?: FeedCheckpoint; batchSize?: number; stop?: StopRule } = {},
): Promise<BuildProgress> {
  const progress: BuildProgress = { checkpoint: options.from ?? feedStart, at: null, events: 0, stopped: false };
  for (;;) {
    const batch = await store.readAll({ after: progress.checkpoint, limit: options.batchSize ?? 1000 });
    if (batch.length === 0) return progress;
    const taken: RecordedEvent[] = [];
    for (const event of batch) {
      const rule = options.stop?.(event) ?? 'take';
      if (rule === 'stop') {
        progress.stopped = true;
        break;
      }
      taken.push(event);
      if (rule === 'take-and-stop') {
        progress.stopped = true;
        break;
      }
    }
    if (taken.length) {
      await db.transaction((trx) => applyInSchema(trx, schema, projection, taken));
      const last = taken[taken.length - 1]!;
      progress.checkpoint = { transactionId: last.transactionId, position: last.globalPosition };
      progress.at = last.createdAt;
      progress.events += taken.length;
    }
    if (progress.stopped) return progress;
  }
}
