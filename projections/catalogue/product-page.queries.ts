import type { Knex } from 'knex';
import { memoPerKey } from '../read-model-memo';
import { goodsTable } from './goods';
import { getGoods, goodsViewColumns, toView, type GoodsView } from './goods.queries';
import { goodsProjectionName } from './search-cache';

/** The product page's reads of the goods (/marketPlace/product/{id}): the product and its "You may also like". */

/**
 * A product page's product and its "You may also like" (`relatedGoods`, `limit` of them): the same for
 * every visitor, so kept per product until the goods change (ADR 073); frozen, each caller copies what
 * it shows. Null for an unknown product; a delisted one comes without related products.
 */
export function productPageGoods(db: Knex, id: string, limit = 4): Promise<{ goods: Readonly<GoodsView & { delisted: boolean }>; related: readonly Readonly<GoodsView>[] } | null> {
  const read = async () => {
    const goods = await getGoods(db, id);
    if (!goods) return null;
    const related = goods.delisted ? [] : await relatedGoods(db, goods, limit);
    return Object.freeze({ goods: Object.freeze(goods), related: Object.freeze(related.map((g) => Object.freeze(g))) });
  };
  // Only an id as the catalogue writes them is kept: any other text is read (and found in no row) each time.
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? memoPerKey(db, [goodsProjectionName], 'productPageGoods', `${id} ${limit}`, 2000, read) : read();
}

/**
 * The product page's "You may also like": the listed products of the same
 * category nearest in price (then by id). Read as the nearest `limit` at or above
 * the price and the nearest below it, each straight off the (category, price)
 * index (migration 0101), then merged: the same rows as ordering the whole
 * category by the price difference, which read every product of a category of
 * thousands on each product page.
 */
export async function relatedGoods(db: Knex, goods: GoodsView, limit = 4): Promise<GoodsView[]> {
  const side = (above: boolean) =>
    db(goodsTable)
      .select(...goodsViewColumns)
      .where({ category_id: goods.categoryId, delisted: false })
      .whereNot({ id: goods.id })
      .where('effective_price_cents', above ? '>=' : '<', goods.effectivePriceCents)
      .orderBy([{ column: 'effective_price_cents', order: above ? 'asc' : 'desc' }, { column: 'id', order: 'asc' }])
      .limit(limit);
  const rows = await db
    .select('*')
    .from(db.unionAll([side(true), side(false)], true).as('near'))
    .orderByRaw('abs(effective_price_cents - ?)', [goods.effectivePriceCents])
    .orderBy('id')
    .limit(limit);
  return rows.map(toView);
}

/** Migration 0101: the product page's nearest-in-price products of a category read off an index. */
export async function addCategoryPriceIndex(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${goodsTable}_category_price ON ${goodsTable} (category_id, effective_price_cents, id) WHERE NOT delisted`);
}
