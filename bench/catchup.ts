import type { Db } from '../infra/db/knex';
import { demoCategories, demoGoods, type DemoGoods } from '../composition-root/demo/catalogue';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { categoryTreeStream } from '../domain/catalogue/category-tree';
import { goodsStream } from '../domain/catalogue/goods';
import { categoriesProjection } from '../projections/catalogue/categories';
import { goodsProjection, goodsTable } from '../projections/catalogue/goods';
import { searchRowsTable } from '../projections/catalogue/search-rows';
import { insertPostingsSql, postingsTable } from '../projections/catalogue/search-postings';
import { ProjectionRunner } from '../workers/projection-runner';
import { now, pool } from './stats';

export interface LoadFigure {
  events: number;
  ms: number;
  eventsPerSec: number;
}

const listedAtBase = Date.UTC(2026, 9, 1);
export const listedAt = (i: number) => new Date(listedAtBase + i * 60_000).toISOString();

/**
 * Appends the categories to categorytree-main and one GoodsListed event per
 * product, each product its own stream (goods-<id>), through es_append. To load
 * quickly, each transaction appends a chunk of `chunk` products (one es_append
 * per stream, so one commit per chunk) and `clients` transactions run at once.
 */
export async function loadCatalogue(db: Db, goods: DemoGoods[], opts: { chunk?: number; clients?: number } = {}): Promise<LoadFigure> {
  const chunk = opts.chunk ?? 100;
  const clients = opts.clients ?? 4;
  const start = now();
  const store = new PostgresEventStore(db);
  await store.append(
    categoryTreeStream,
    demoCategories.map(({ categoryId, name, parentId, sort }) => ({
      type: 'CategoryCreated',
      data: { categoryId, name, parentId, sort },
      metadata: { commandId: `bench:category:${categoryId}`, actor: { kind: 'system' } },
    })),
    { expectedVersion: 'no_stream' },
  );
  const chunks = Math.ceil(goods.length / chunk);
  await pool(chunks, clients, (c) =>
    db.transaction(async (trx) => {
      const inTrx = new PostgresEventStore(trx);
      for (let i = c * chunk; i < Math.min(goods.length, (c + 1) * chunk); i++) {
        const g = goods[i];
        await inTrx.append(
          goodsStream(g.goodsId),
          [{ type: 'GoodsListed', data: { ...g, listedAt: listedAt(i) }, metadata: { commandId: `bench:goods:${g.goodsId}`, actor: { kind: 'system' } } }],
          { expectedVersion: 'no_stream', commandId: `bench:goods:${g.goodsId}` },
        );
      }
    }),
  );
  const ms = now() - start;
  const events = goods.length + demoCategories.length;
  return { events, ms, eventsPerSec: events / (ms / 1000) };
}

export interface CatchUpFigure {
  events: number;
  rounds: number;
  /** The projections' time over every round. */
  ms: number;
  eventsPerSec: number;
  /** The plain INSERTs' time over every round. */
  baselineMs: number;
  /** Rows the projections left (every table, one round). */
  baselineRows: number;
  /** Events per second at the plain INSERTs' pace: `events` in the baseline's time per round. */
  baselineEventsPerSec: number;
  /** Baseline time ÷ catch-up time (higher is better; 1 = as fast as writing the rows plainly). */
  ratio: number;
  /** The rows per table of one round's baseline, with its time. */
  tables: { table: string; rows: number; ms: number }[];
  goodsRows: number;
}

const projections = [categoriesProjection, goodsProjection];

/** The columns a plain INSERT writes (generated columns are computed by PostgreSQL, as in the read model) and which hold JSON. */
async function writableColumns(db: Db, table: string): Promise<{ columns: string[]; json: Set<string> }> {
  const { rows } = await db.raw<{ rows: { column_name: string; data_type: string }[] }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return { columns: rows.map((r) => r.column_name), json: new Set(rows.filter((r) => r.data_type === 'json' || r.data_type === 'jsonb').map((r) => r.column_name)) };
}

/**
 * Baseline: the rows the projections left in each of their tables (the goods,
 * the keyword search's narrow rows with their GIN index and its posting lists,
 * the facet cube, the lexemes, the words, the categories) plain-INSERTed into identical copies of
 * those tables (generated columns, indexes and all), `batch` rows per statement
 * and transaction — the runner's batch is 1,000 events (the narrow search rows
 * are copied from the goods' copy by id, as the projection copies them from the
 * goods, which is cheaper than sending each vector as text; the postings are
 * derived from the narrow rows' copy the same way). The rows are read
 * before the clock starts. This is the least work that leaves the same read model; the
 * projection's time above it is reading the events, deciding and keeping the
 * aggregates incrementally. (Before ADR 064 the goods table held the GIN index
 * and was the whole baseline; the index moved to the search rows.)
 */
export async function plainReadModelInsert(db: Db, batch = 500): Promise<{ ms: number; rows: number; tables: { table: string; rows: number; ms: number }[] }> {
  const tables = projections.flatMap((p) => p.tables);
  const copies: { table: string; copy: string; columns: string[]; rows: Record<string, unknown>[] }[] = [];
  for (const table of tables) {
    const { columns, json } = await writableColumns(db, table);
    const derived = table === searchRowsTable || table === postingsTable;
    const rows: Record<string, unknown>[] = await (derived ? db(searchRowsTable).select('id') : db(table).select(columns));
    for (const row of rows) for (const c of json) if (row[c] !== null) row[c] = JSON.stringify(row[c]);
    const copy = `plain_${table}`;
    await db.raw(`DROP TABLE IF EXISTS ${copy}; CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL);`);
    copies.push({ table, copy, columns, rows });
  }
  const figures: { table: string; rows: number; ms: number }[] = [];
  const start = now();
  for (const { table, copy, columns, rows } of copies) {
    const began = now();
    if (table === searchRowsTable) {
      // Copied from the goods' copy by id, as the projection copies them (vector included): cheaper than sending each vector as text.
      const list = columns.join(', ');
      for (let i = 0; i < rows.length; i += batch)
        await db.raw(`INSERT INTO ${copy} (${list}) SELECT ${list} FROM plain_${goodsTable} WHERE id = ANY(?::text[])`, [rows.slice(i, i + batch).map((r) => String(r.id))]);
    } else if (table === postingsTable) {
      // Derived from the narrow rows' copy by id, as the projection derives them from the rows it inserts.
      for (let i = 0; i < rows.length; i += batch)
        await db.raw(insertPostingsSql(`(SELECT * FROM plain_${searchRowsTable} WHERE id = ANY(?::text[]))`, copy), [rows.slice(i, i + batch).map((r) => String(r.id))]);
    } else for (let i = 0; i < rows.length; i += batch) await db(copy).insert(rows.slice(i, i + batch));
    const ms = now() - began;
    figures.push({ table, rows: table === postingsTable ? Number((await db(copy).count({ n: '*' }))[0].n) : rows.length, ms });
  }
  const ms = now() - start;
  for (const { copy } of copies) await db.raw(`DROP TABLE ${copy}`);
  return { ms, rows: figures.reduce((sum, f) => sum + f.rows, 0), tables: figures };
}

/** Empties the catalogue projections' tables and forgets their checkpoints: the next runner catches up from the start of the feed. */
async function resetReadModel(db: Db): Promise<void> {
  await db.raw(`TRUNCATE ${projections.flatMap((p) => p.tables).join(', ')}`);
  await db('projection_checkpoints').whereIn('name', projections.map((p) => p.name)).delete();
}

/**
 * A fresh runner catching the catalogue projections up from the start of the
 * feed, then the baseline on the rows it left; `rounds` times, alternating (the
 * machine is shared: alternating keeps a passing load from favouring either side).
 * The read model is left caught up.
 */
export async function benchCatchUp(db: Db, events: number, rounds = 2): Promise<CatchUpFigure> {
  let ms = 0;
  let baselineMs = 0;
  let baseline: Awaited<ReturnType<typeof plainReadModelInsert>> | null = null;
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await resetReadModel(db);
    const runner = new ProjectionRunner(db, new PostgresEventStore(db), projections);
    const start = now();
    await runner.catchUp();
    ms += now() - start;
    baseline = await plainReadModelInsert(db);
    baselineMs += baseline.ms;
  }
  const [{ count }] = await db(goodsTable).count({ count: '*' });
  const eventsPerSec = (events * rounds) / (ms / 1000);
  return {
    events,
    rounds,
    ms,
    eventsPerSec,
    baselineMs,
    baselineRows: baseline!.rows,
    baselineEventsPerSec: (events * rounds) / (baselineMs / 1000),
    ratio: baselineMs / ms,
    tables: baseline!.tables,
    goodsRows: Number(count),
  };
}
