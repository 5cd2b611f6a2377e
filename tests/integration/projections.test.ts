import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { categoryEventTypes } from '../../domain/catalogue/category-tree';
import { goodsEventTypes } from '../../domain/catalogue/goods';
import type { Actor } from '../../domain/shared/messages';
import { seedDemoData } from '../../composition-root/demo/seed';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { projections } from '../../composition-root/registry';
import { getGoods, searchGoods } from '../../projections/catalogue/goods.queries';
import type { Projection } from '../../projections/projection';
import { ProjectionRunner } from '../../workers/projection-runner';
import { settled } from '../support/processes';
import { createTestRuntime } from '../support/runtime';

const runtime = createTestRuntime();
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };

async function dump(db: Knex, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await db(t).select('*')).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return out;
}

describe('projections', () => {
  it('handle every event type the catalogue emits', () => {
    const handled = new Set(projections.flatMap((p) => p.handles));
    for (const type of [...goodsEventTypes, ...categoryEventTypes]) expect(handled, type).toContain(type);
  });

  it('show a command’s effect as soon as runtime.execute returns (read-your-writes)', async () => {
    const rt = await runtime;
    await seedDemoData(rt);
    // The seed's backlog (every read model's, and what the processes append in answer to the seed) is settled first:
    // what is checked is the command's own read-your-writes.
    await settled(rt);
    await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00002', priceCents: 123400, salePriceCents: 99900 }, { actor: staff });
    expect(await getGoods(rt.db, 'g00002')).toMatchObject({ priceCents: 123400, salePriceCents: 99900, effectivePriceCents: 99900 });
    await rt.execute(catalogueCommands.ChangeGoodsDetails, { goodsId: 'g00002', changes: { name: 'Zanzibar Velvet Daybed' } }, { actor: staff });
    expect((await searchGoods(rt.db, { keywords: 'zanzibar' })).items.map((g) => g.id)).toEqual(['g00002']);
    await rt.execute(catalogueCommands.DelistGoods, { goodsId: 'g00002' }, { actor: staff });
    expect((await searchGoods(rt.db, { keywords: 'zanzibar' })).total).toBe(0);
  });

  it('rebuild from position 0 to exactly the live tables (replay)', async () => {
    const rt = await runtime;
    await rt.runner!.catchUp();
    for (const projection of projections) {
      const live = await dump(rt.db, projection.tables);
      // Demo data fills the catalogue; identity's session and sign-in tables start empty.
      if (projection.name.startsWith('catalogue-')) expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
      await rt.runner!.replay(projection.name);
      expect(await dump(rt.db, projection.tables)).toEqual(live);
    }
  });

  it('apply each event exactly once even with three runners on one database, in live and catch-up batches', async () => {
    const rt = await runtime;
    await rt.db.schema.createTable('test_event_counter', (t) => {
      t.bigInteger('position').primary();
      t.integer('times').notNullable();
    });
    const counter: Projection = {
      name: 'test-counter',
      handles: [...goodsEventTypes, ...categoryEventTypes],
      tables: ['test_event_counter'],
      async apply(trx, events) {
        for (const e of events)
          await trx.raw(
            'INSERT INTO test_event_counter (position, times) VALUES (?, 1) ON CONFLICT (position) DO UPDATE SET times = test_event_counter.times + 1',
            [e.globalPosition],
          );
      },
    };
    const store = new PostgresEventStore(rt.db);
    const a = new ProjectionRunner(rt.db, store, [counter], undefined, { batchSize: 7 });
    const b = new ProjectionRunner(rt.db, store, [counter], undefined, { batchSize: 11 });
    // A catch-up batch (over 100 events) goes its own way: the next batch is read once its transaction holds the checkpoint.
    const c = new ProjectionRunner(rt.db, store, [counter], undefined, { batchSize: 157 });
    await Promise.all([a.catchUp(), b.catchUp(), c.catchUp()]);
    const [{ max }] = await rt.db('test_event_counter').max({ max: 'times' });
    const [{ count }] = await rt.db('test_event_counter').count({ count: '*' });
    const [{ total }] = await rt.db('es_events').whereIn('type', counter.handles).count({ total: '*' });
    expect(max).toBe(1);
    expect(Number(count)).toBe(Number(total));
  });

  it('prepare every batch as it is read, before it is applied; a failing prepare leaves the work to apply', async () => {
    const rt = await runtime;
    const prepared = new WeakSet<object>();
    let applied = 0;
    let unprepared = 0;
    let calls = 0;
    const watcher = (name: string, fails: boolean): Projection => ({
      name,
      handles: [...goodsEventTypes],
      tables: [],
      prepare(events) {
        calls++;
        if (fails) throw new Error('prepare failed');
        for (const e of events) prepared.add(e);
      },
      async apply(_trx, events) {
        for (const e of events) {
          applied++;
          if (!prepared.has(e)) unprepared++;
        }
      },
    });
    await new ProjectionRunner(rt.db, new PostgresEventStore(rt.db), [watcher('test-prepared', false)], undefined, { batchSize: 5 }).catchUp();
    expect(applied).toBeGreaterThan(5);
    expect(unprepared).toBe(0);
    const before = applied;
    calls = 0;
    await new ProjectionRunner(rt.db, new PostgresEventStore(rt.db), [watcher('test-prepare-fails', true)], undefined, { batchSize: 5 }).catchUp();
    expect(calls).toBeGreaterThan(1);
    expect(applied - before).toBe(before);
  });

  it('search finds misspelt words and filters by category with its descendants', async () => {
    const rt = await runtime;
    const sofas = await searchGoods(rt.db, { keywords: 'sofa' });
    expect(sofas.total).toBeGreaterThan(0);
    const typo = await searchGoods(rt.db, { keywords: 'sofs' });
    expect(typo.corrections).toEqual({ sofs: 'sofa' });
    expect(typo.items.map((g) => g.id)).toEqual(expect.arrayContaining(sofas.items.slice(0, 3).map((g) => g.id)));
    const seating = await searchGoods(rt.db, { categoryIds: ['seating'], pageSize: 100 });
    expect(new Set(seating.items.map((g) => g.categoryId))).toEqual(
      new Set(['sofas', 'sectionals', 'accent-chairs', 'dining-chairs', 'ottomans']),
    );
    expect(seating.totalPages).toBe(Math.floor(seating.total / 100) + 1);
  });

  it('keeps the total on a page past the end', async () => {
    const rt = await runtime;
    const first = await searchGoods(rt.db, { keywords: 'oak' });
    const beyond = await searchGoods(rt.db, { keywords: 'oak', page: first.totalPages + 3 });
    expect(beyond).toMatchObject({ items: [], total: first.total, totalPages: first.totalPages });
    const listing = await searchGoods(rt.db, { categoryIds: ['rugs'], page: 99 });
    expect(listing.total).toBeGreaterThan(0);
  });
});

describe('a failing projection', () => {
  it('is set aside with its error and lag shown, while the others carry on; it catches up once mended', async () => {
    const rt = await runtime;
    await rt.db.raw('CREATE TABLE IF NOT EXISTS test_isolation (name text, position bigint, PRIMARY KEY (name, position))');
    const broken = { on: true };
    const recorder = (name: string, fails: boolean): Projection => ({
      name,
      handles: [...goodsEventTypes],
      tables: ['test_isolation'],
      async apply(trx, events) {
        for (const e of events) {
          if (fails && broken.on && e.type === 'GoodsPriceChanged') throw new Error('cannot read this price');
          await trx('test_isolation').insert({ name, position: e.globalPosition }).onConflict(['name', 'position']).ignore();
        }
      },
    });
    const errors: Record<string, unknown>[] = [];
    const logger = { debug() {}, info() {}, warn() {}, error: (msg: string, fields?: Record<string, unknown>) => errors.push({ msg, ...fields }) };
    const runner = new ProjectionRunner(rt.db, new PostgresEventStore(rt.db), [recorder('test-healthy', false), recorder('test-fragile', true)], logger, { retryMs: 60_000 });
    await runner.catchUp();
    await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00003', priceCents: 55500, salePriceCents: null }, { actor: staff });
    await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00004', priceCents: 66600, salePriceCents: null }, { actor: staff });
    await runner.catchUp();

    const seen = async (name: string) => Number((await rt.db('test_isolation').where({ name }).count({ n: '*' }))[0].n);
    const [{ total }] = await rt.db('es_events').whereIn('type', goodsEventTypes).count({ total: '*' });
    expect(await seen('test-healthy')).toBe(Number(total));
    expect(await seen('test-fragile')).toBeLessThan(Number(total));
    const status = Object.fromEntries((await runner.status()).map((s) => [s.name, s]));
    expect(status['test-healthy']).toMatchObject({ failing: false, lag: 0, lastError: null });
    // The first price change in the feed is the event it cannot apply.
    const first = await rt.db('es_events').where({ type: 'GoodsPriceChanged' }).orderBy('global_position').first();
    expect(status['test-fragile']).toMatchObject({
      failing: true,
      lastError: { message: 'cannot read this price', event: { type: 'GoodsPriceChanged', streamId: first.stream_id, position: Number(first.global_position) } },
    });
    expect(status['test-fragile'].lag).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ msg: 'projection failed; the others carry on', projection: 'test-fragile' });

    broken.on = false;
    await new ProjectionRunner(rt.db, new PostgresEventStore(rt.db), [recorder('test-fragile', true)]).catchUp();
    expect(await seen('test-fragile')).toBe(Number(total));
  });

  it('read-your-writes can wait for only the projections a caller reads', async () => {
    const rt = await runtime;
    const result = await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00005', priceCents: 77700, salePriceCents: null }, { actor: staff }, { waitFor: ['catalogue-goods'] });
    expect(await rt.runner!.waitFor(result.checkpoint, { projections: ['catalogue-goods'], timeoutMs: 0 })).toBe(true);
    expect(await getGoods(rt.db, 'g00005')).toMatchObject({ priceCents: 77700 });
  });
});
