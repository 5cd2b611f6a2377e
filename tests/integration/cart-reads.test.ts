import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addToCart, cartBadgeNow, cartLinesNow, type Shopper } from '../../app/commerce/application/cart.server';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import type { Runtime } from '../../infra/runtime';
import { atFileEnd } from '../support/cleanup';
import { createTestDatabase } from '../support/db';

/**
 * ADR 074: the cart (every page's badge, the cart page, checkout) is read with
 * its stream's head in one statement where the process knows where the cart
 * lines' projection stands, and still shows every add answered before it.
 */
const visitor = (): Shopper => {
  const visitorId = `v-${randomUUID()}`;
  return { ownerId: visitorId, userId: null, actor: { kind: 'visitor', visitorId }, clientStatus: null };
};

/** The statements that read the cart lines or the event store. */
function cartStatements(db: Knex): string[] {
  const statements: string[] = [];
  db.on('query', (q: { sql: string }) => {
    if (/es_events|cart_lines_v1/.test(q.sql)) statements.push(q.sql);
  });
  return statements;
}

async function setUp() {
  const { url, db } = await createTestDatabase({ demo: true });
  const app = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), {
    databaseUrl: url,
    logger: createLogger('silent'),
  });
  atFileEnd(() => app.close());
  const goods: string[] = (
    await db('catalogue_goods_v1').where({ delisted: false }).whereNotNull('mark_type').whereNot({ mark_type: 'NO_MARKED' }).whereNot('availability', 'ilike', '%out%').whereNot('availability', 'ilike', '%not%').orderBy('id').limit(3).select('id')
  ).map((r: { id: string }) => r.id);
  expect(goods).toHaveLength(3);
  return { app, db, goods };
}

describe('the cart read with its stream (ADR 074)', () => {
  it('shows each add at once, and once the projection has caught up costs one statement', async () => {
    const { app, goods } = await setUp();
    const statements = cartStatements(app.db);
    const shopper = visitor();
    for (const [i, goodsId] of goods.entries()) {
      await addToCart(app, shopper, { goodsId, count: i + 1 });
      expect((await cartLinesNow(app, shopper.ownerId)).map((l) => [l.goodsId, l.goodsCount])).toEqual(goods.slice(0, i + 1).map((g, j) => [g, j + 1]));
    }
    await app.runner!.catchUp();

    statements.length = 0;
    const badge = await cartBadgeNow(app, shopper.ownerId);
    expect(badge.cartCount).toBe(6);
    expect(badge.cartNeedGoodIds).toHaveLength(3);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/es_events[\s\S]*cart_lines_v1/);
    const lines = await cartLinesNow(app, shopper.ownerId);
    expect(lines.map((l) => l.goodsId)).toEqual(goods);
    expect(Number.isNaN(Date.parse(lines[0]!.addedAt))).toBe(false);
    // Another shopper's cart is never in it.
    expect(await cartLinesNow(app, visitor().ownerId)).toEqual([]);

    // Where the process does not know the places: the cart's head, then the rows, as before.
    const blind: Runtime = { ...app, knownPlaces: () => null };
    statements.length = 0;
    expect(await cartLinesNow(blind, shopper.ownerId)).toEqual(lines);
    expect(statements).toHaveLength(2);
  });

  it('waits for the projection when the cart lines read with the head are behind it', async () => {
    const { app, db, goods } = await setUp();
    const shopper = visitor();
    await addToCart(app, shopper, { goodsId: goods[0]!, count: 1 });
    expect(await cartLinesNow(app, shopper.ownerId)).toHaveLength(1);

    // Another transaction holds the cart lines' table: the projection cannot write the next add, reads still go on.
    const holder = await db.transaction();
    await holder.raw('LOCK TABLE cart_lines_v1 IN EXCLUSIVE MODE');
    try {
      await addToCart(app, shopper, { goodsId: goods[1]!, count: 1 });
      const read = cartLinesNow(app, shopper.ownerId);
      let settled = false;
      void read.then(() => (settled = true));
      await new Promise((r) => setTimeout(r, 300));
      // The rows read beside the head lack the add, so the reader is still waiting.
      expect(settled).toBe(false);
      await holder.commit();
      expect((await read).map((l) => l.goodsId)).toEqual(goods.slice(0, 2));
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
  });
});
