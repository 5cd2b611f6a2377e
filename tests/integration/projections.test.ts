import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { categoryEventTypes } from '../../domain/catalogue/category-tree';
import { goodsEventTypes } from '../../domain/catalogue/goods';
import type { Actor } from '../../domain/shared/messages';
import { seedDemoData } from '../../composition-root/demo/seed';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { projections } from '../../projections';
import { getGoods, searchGoods } from '../../projections/catalogue/goods.queries';
import type { Projection } from '../../projections/projection';
import { ProjectionRunner } from '../../workers/projection-runner';
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

  it('apply each event exactly once even with two runners on one database', async () => {
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
    await Promise.all([a.catchUp(), b.catchUp()]);
    const [{ max }] = await rt.db('test_event_counter').max({ max: 'times' });
    const [{ count }] = await rt.db('test_event_counter').count({ count: '*' });
    const [{ total }] = await rt.db('es_events').whereIn('type', counter.handles).count({ total: '*' });
    expect(max).toBe(1);
    expect(Number(count)).toBe(Number(total));
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
