import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addToCart } from '../../app/commerce/application/cart.server';
import { createRuntime } from '../../composition-root/runtime';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { promotionCommands } from '../../domain/promotions/commands';
import { searchGoods } from '../../projections/catalogue/goods.queries';
import { productPageGoods } from '../../projections/catalogue/product-page.queries';
import { goodsProjectionName } from '../../projections/catalogue/search-cache';
import { liveCodes } from '../../projections/promotions/codes';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { listCategories } from '../../projections/catalogue/categories';
import { memoPerKey } from '../../projections/read-model-memo';
import { atFileEnd } from '../support/cleanup';
import { createTestDatabase } from '../support/db';

/**
 * ADR 073: where the process runs the projections, a memo of read-model values
 * knows their version without a statement, and the version is where the
 * projections last changed their rows: a batch of events they only skip (a cart
 * add, for the categories) keeps the value; one they apply gives the next read
 * the new rows at once.
 */
/** The statements a memo of the categories could send (the app's background work sends others meanwhile). */
function memoStatements(db: Knex): string[] {
  const statements: string[] = [];
  db.on('query', (q: { sql: string }) => {
    if (/from "catalogue_categories_v1"|^select "name", "transaction_id", "position" from "projection_checkpoints"/.test(q.sql)) statements.push(q.sql);
  });
  return statements;
}

describe('values kept from read models (ADR 073)', () => {
  it('cost no statement while their projections have not changed their rows, however far the feed moves', async () => {
    const { url, db } = await createTestDatabase({ demo: true });
    const app = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), {
      databaseUrl: url,
      logger: createLogger('silent'),
    });
    atFileEnd(() => app.close());
    const statements = memoStatements(app.db);
    const counted = async <T>(read: () => Promise<T>) => {
      statements.length = 0;
      const value = await read();
      return { value, statements: statements.length };
    };

    const first = await listCategories(app.db);
    const again = await counted(() => listCategories(app.db));
    expect(again.statements).toBe(0);
    expect(again.value[0]).toBe(first[0]);
    // The caller's list is its own; the rows are frozen.
    again.value.pop();
    expect(await listCategories(app.db)).toHaveLength(first.length);
    expect(() => ((again.value[0] as { name: string }).name = 'changed')).toThrow();

    // A cart add moves every projection's place, the categories' too, but changes none of their rows.
    const goods = await db('catalogue_goods_v1').where({ delisted: false }).whereNotNull('mark_type').whereNot({ mark_type: 'NO_MARKED' }).whereNot('availability', 'ilike', '%out%').whereNot('availability', 'ilike', '%not%').orderBy('id').first('id');
    const visitorId = `v-${randomUUID()}`;
    const [before] = app.runner!.places.placesOf(['catalogue-categories'])!;
    await addToCart(app, { ownerId: visitorId, userId: null, actor: { kind: 'visitor', visitorId }, clientStatus: null }, { goodsId: goods.id, count: 1 });
    await expect.poll(async () => (await app.runner!.catchUp(), app.runner!.places.placesOf(['catalogue-categories'])![0]!.position), { timeout: 20_000 }).toBeGreaterThan(before!.position);
    const afterAdd = await counted(() => listCategories(app.db));
    expect(afterAdd.statements).toBe(0);
    expect(afterAdd.value[0]).toBe(first[0]);

    // A rename changes the categories' rows: the very next read has it.
    const target = first[0]!;
    await app.execute(catalogueCommands.RenameCategory, { categoryId: target.id, name: 'Renamed for the memo' }, { actor: { kind: 'system' } }, { waitFor: ['catalogue-categories'] });
    const renamed = await listCategories(app.db);
    expect(renamed.find((c) => c.id === target.id)?.name).toBe('Renamed for the memo');
    expect(renamed.find((c) => c.id === target.id)).not.toBe(target);

    // Values per key (a list of products' ratings, say): the most recently used are kept, up to the capacity; a change works each out again.
    const computed: string[] = [];
    const perKey = (key: string) => memoPerKey(app.db, ['catalogue-categories'], 'test', key, 2, async () => (computed.push(key), `${key}@${computed.length}`));
    expect([await perKey('a'), await perKey('b'), await perKey('a')]).toEqual(['a@1', 'b@2', 'a@1']);
    await perKey('c'); // b, the least recently used, goes
    expect([await perKey('a'), await perKey('c'), await perKey('b')]).toEqual(['a@1', 'c@3', 'b@4']);
    await app.execute(catalogueCommands.RenameCategory, { categoryId: target.id, name: 'Renamed again' }, { actor: { kind: 'system' } }, { waitFor: ['catalogue-categories'] });
    expect(await perKey('c')).toBe('c@5');
    expect(computed).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('keep a product page\'s goods and its code offers per change: a price, a new code, a use and a date show at once', async () => {
    const { url } = await createTestDatabase({ demo: true });
    const app = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), {
      databaseUrl: url,
      logger: createLogger('silent'),
    });
    atFileEnd(() => app.close());
    const reads: string[] = [];
    app.db.on('query', (q: { sql: string }) => {
      if (/from "(catalogue_goods_v1|promotions_codes_v1|promotions_code_uses_v1)"/.test(q.sql)) reads.push(q.sql);
    });
    const system = { actor: { kind: 'system' as const } };

    // A product page: the same frozen goods and related products until the goods change.
    const page = (await productPageGoods(app.db, 'g00001'))!;
    expect(page.related.length).toBeGreaterThan(0);
    reads.length = 0;
    expect(await productPageGoods(app.db, 'g00001')).toBe(page);
    expect(reads).toEqual([]);
    expect(Object.isFrozen(page.goods)).toBe(true);
    expect(await productPageGoods(app.db, 'no-such-product')).toBeNull();
    // A search kept the same way is shared, frozen throughout (ADR 059, no copy per caller).
    const search = { keywords: page.goods.name, pageSize: 5 };
    const found = await searchGoods(app.db, search);
    expect(found.items.map((g) => g.id)).toContain('g00001');
    expect(await searchGoods(app.db, search)).toBe(found);
    expect(Object.isFrozen(found.items[0]!.savedPics)).toBe(true);
    expect(() => (found.items as unknown[]).push(null)).toThrow();
    await app.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00001', priceCents: 123_400, salePriceCents: null }, system, { waitFor: [goodsProjectionName] });
    expect((await productPageGoods(app.db, 'g00001'))!.goods.priceCents).toBe(123_400);
    expect((await searchGoods(app.db, search)).items.find((g) => g.id === 'g00001')?.priceCents).toBe(123_400);

    // The codes on offer: a new code is listed on the next read, its uses counted, its dates checked at each call.
    const now = new Date();
    const codes = await liveCodes(app.db, now);
    reads.length = 0;
    expect(await liveCodes(app.db, now)).toEqual(codes);
    expect(reads).toEqual([]);
    await app.execute(promotionCommands.CreateDiscountCode, { code: 'MEMO10', kind: 'percent', value: 10 }, system, { waitFor: ['promotions-codes'] });
    expect((await liveCodes(app.db, now)).find((c) => c.code === 'MEMO10')?.totalUses).toBe(0);
    await app.execute(promotionCommands.RecordCodeUse, { code: 'MEMO10', orderId: 'o-memo', clientId: 'c-memo' }, system, { waitFor: ['promotions-codes'] });
    expect((await liveCodes(app.db, now)).find((c) => c.code === 'MEMO10')?.totalUses).toBe(1);
    const startsAt = new Date(now.getTime() + 60_000).toISOString();
    await app.execute(promotionCommands.CreateDiscountCode, { code: 'MEMO20', kind: 'percent', value: 20, startsAt }, system, { waitFor: ['promotions-codes'] });
    expect((await liveCodes(app.db, now)).map((c) => c.code)).not.toContain('MEMO20');
    expect((await liveCodes(app.db, new Date(now.getTime() + 120_000))).map((c) => c.code)).toContain('MEMO20');
  });

  it('read the checkpoint rows where the process does not run the projections', async () => {
    const { url } = await createTestDatabase({ demo: true });
    const app = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), {
      databaseUrl: url,
      logger: createLogger('silent'),
      startProjections: false,
    });
    atFileEnd(() => app.close());
    const statements = memoStatements(app.db);
    const first = await listCategories(app.db);
    statements.length = 0;
    const again = await listCategories(app.db);
    expect(statements).toEqual([expect.stringContaining('from "projection_checkpoints"')]);
    expect(again[0]).toBe(first[0]);
    // Values per key are not kept there: the checkpoint read would cost what the memo saves.
    let computed = 0;
    for (let i = 0; i < 3; i++) await memoPerKey(app.db, ['catalogue-categories'], 'test', 'a', 10, async () => ++computed);
    expect(computed).toBe(3);
  });
});
