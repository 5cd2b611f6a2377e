import { describe, expect, it } from 'vitest';
import { getGoods, goodsViewColumns } from '../../projections/catalogue/goods.queries';
import { relatedGoods } from '../../projections/catalogue/product-page.queries';
import { goodsTable } from '../../projections/catalogue/goods';
import { createTestDatabase } from '../support/db';

const database = createTestDatabase({ demo: true });

describe('the product page\'s related products (issue 27: read off the category-and-price index)', () => {
  it('are the listed products of the same category nearest in price, then by id — the same as ordering the whole category', async () => {
    const { db } = await database;
    // Ties on both sides of the price and within one price: a few products moved to the same prices.
    const ids: string[] = (await db(goodsTable).where({ delisted: false }).orderBy('id').limit(400).pluck('id'));
    const first = await getGoods(db, ids[0]);
    const sameCategory: string[] = await db(goodsTable).where({ category_id: first!.categoryId, delisted: false }).whereNot({ id: first!.id }).orderBy('id').limit(6).pluck('id');
    expect(sameCategory.length).toBeGreaterThanOrEqual(6);
    const p = first!.effectivePriceCents;
    const prices = [p + 500, p - 500, p + 500, p - 500, p, p];
    for (const [i, id] of sameCategory.entries()) await db(goodsTable).where({ id }).update({ price_cents: prices[i], sale_price_cents: null });
    let compared = 0;
    for (const id of [ids[0], ...ids.slice(1).filter((_, i) => i % 5 === 0)]) {
      const goods = await getGoods(db, id);
      const wholeCategory = await db(goodsTable)
        .select(...goodsViewColumns)
        .where({ category_id: goods!.categoryId, delisted: false })
        .whereNot({ id })
        .orderByRaw('abs(effective_price_cents - ?)', [goods!.effectivePriceCents])
        .orderBy('id')
        .limit(4);
      expect((await relatedGoods(db, goods!, 4)).map((g) => g.id), id).toEqual(wholeCategory.map((r) => r.id));
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('leave delisted products and the product itself out', async () => {
    const { db } = await database;
    const [id] = await db(goodsTable).where({ delisted: false }).orderBy('id').offset(40).limit(1).pluck('id');
    const goods = await getGoods(db, id);
    const before = await relatedGoods(db, goods!, 4);
    expect(before.map((g) => g.id)).not.toContain(id);
    await db(goodsTable).where({ id: before[0].id }).update({ delisted: true });
    const after = await relatedGoods(db, goods!, 4);
    expect(after.map((g) => g.id)).not.toContain(before[0].id);
    expect(after).toHaveLength(4);
  });

  it('are planned off the category-and-price index', async () => {
    const { db } = await database;
    const [id] = await db(goodsTable).where({ delisted: false }).orderBy('id').limit(1).pluck('id');
    const goods = await getGoods(db, id);
    await db.raw('ANALYZE catalogue_goods_v1');
    const sql = db.select('*').from(db(goodsTable).select('id').where({ category_id: goods!.categoryId, delisted: false }).where('effective_price_cents', '>=', goods!.effectivePriceCents).orderBy('effective_price_cents').orderBy('id').limit(4).as('x')).toString();
    const plan = JSON.stringify((await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`)).rows);
    expect(plan).toContain(`${goodsTable}_category_price`);
  });
});
