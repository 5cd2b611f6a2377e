import type { Db } from '../infra/db/knex';
import { demoCategories, demoGoods, type DemoGoods } from '../composition-root/demo/catalogue';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { categoryTreeStream } from '../domain/catalogue/category-tree';
import { goodsStream } from '../domain/catalogue/goods';
import { categoriesProjection } from '../projections/catalogue/categories';
import { goodsProjection, goodsTable } from '../projections/catalogue/goods';
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
  ms: number;
  eventsPerSec: number;
  baselineMs: number;
  baselineRowsPerSec: number;
  ratio: number;
  goodsRows: number;
}

/** The goods projection's row for a GoodsListed event, as goods.ts writes it. */
function plainRow(g: DemoGoods, i: number): Record<string, unknown> {
  return {
    id: g.goodsId,
    listed_at: listedAt(i),
    name: g.name,
    brand: g.brand,
    description: g.description,
    category_id: g.categoryId,
    price_cents: g.priceCents,
    sale_price_cents: g.salePriceCents,
    availability: g.availability,
    saved_pics: JSON.stringify(g.savedPics),
    dimensions: JSON.stringify(g.dimensions),
    shipping_type: g.shippingType,
    shipping_cost: g.shippingCost,
    shipping_pct: g.shippingPct,
    vendor_id: g.vendorId,
    mark_type: g.markType,
    mark_time: g.markTime,
  };
}

/**
 * Baseline: the same rows plain-INSERTed into an identical copy of the goods read
 * model (generated tsvector, GIN and b-tree indexes included), 500 rows per
 * statement and transaction — the runner's default batch size.
 */
export async function plainGoodsInsert(db: Db, goods: DemoGoods[], batch = 500): Promise<number> {
  await db.raw(`DROP TABLE IF EXISTS plain_goods; CREATE TABLE plain_goods (LIKE ${goodsTable} INCLUDING ALL);`);
  const start = now();
  for (let i = 0; i < goods.length; i += batch) {
    const rows = goods.slice(i, i + batch).map((g, k) => plainRow(g, i + k));
    await db('plain_goods').insert(rows).onConflict('id').ignore();
  }
  const ms = now() - start;
  await db.raw('DROP TABLE plain_goods');
  return ms;
}

/** A fresh runner catching the catalogue projections up from the start of the feed. */
export async function benchCatchUp(db: Db, goods: DemoGoods[], events: number): Promise<CatchUpFigure> {
  const baselineMs = await plainGoodsInsert(db, goods);
  const runner = new ProjectionRunner(db, new PostgresEventStore(db), [categoriesProjection, goodsProjection]);
  const start = now();
  await runner.catchUp();
  const ms = now() - start;
  const [{ count }] = await db(goodsTable).count({ count: '*' });
  const eventsPerSec = events / (ms / 1000);
  const baselineRowsPerSec = goods.length / (baselineMs / 1000);
  return { events, ms, eventsPerSec, baselineMs, baselineRowsPerSec, ratio: eventsPerSec / baselineRowsPerSec, goodsRows: Number(count) };
}
