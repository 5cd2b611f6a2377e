import type { Knex } from 'knex';
import { goodsTable } from '../catalogue/goods';
import { getGoodsByIds, type GoodsView } from '../catalogue/goods.queries';

/** Listed products of the same category as `goods`, nearest price first, none of `exclude` (case similarProducts). */
export async function similarGoods(db: Knex, goods: GoodsView, exclude: readonly string[], limit: number): Promise<GoodsView[]> {
  const rows: { id: string }[] = await db(goodsTable)
    .select('id')
    .where({ category_id: goods.categoryId, delisted: false })
    .whereNotIn('id', [...exclude])
    .orderByRaw('abs(effective_price_cents - ?)', [goods.effectivePriceCents])
    .orderBy('id')
    .limit(limit);
  return getGoodsByIds(db, rows.map((r) => r.id));
}
