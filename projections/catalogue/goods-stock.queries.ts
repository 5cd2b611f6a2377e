import type { Knex } from 'knex';
import { goodsTable } from './goods';
import { goodsViewColumns, toView, type GoodsView } from './goods.queries';
import { stockTable } from './stock';

export interface GoodsWithStock {
  /** The products found, in the order asked (delisted ones too: `delisted` names them). */
  goods: GoodsView[];
  delisted: Set<string>;
  /** Counted stock left to sell (on hand less reserved), for the products that count it. */
  available: Map<string, number>;
}

/**
 * Products, whether they are delisted, and their counted stock, in one statement
 * (a cart priced on every cart page, mini-cart and checkout: three statements
 * before, ADR 073's count of a page's round trips).
 */
export async function goodsWithStock(db: Knex, ids: readonly string[]): Promise<GoodsWithStock> {
  if (ids.length === 0) return { goods: [], delisted: new Set(), available: new Map() };
  const rows = await db(`${goodsTable} as g`)
    .leftJoin(`${stockTable} as s`, 's.goods_id', 'g.id')
    .select(...goodsViewColumns.map((c) => `g.${c}`), 'g.delisted', 's.on_hand', 's.reserved')
    .whereIn('g.id', ids);
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  const goods: GoodsView[] = [];
  const delisted = new Set<string>();
  const available = new Map<string, number>();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    goods.push(toView(row));
    if (row.delisted) delisted.add(id);
    if (row.on_hand !== null && row.on_hand !== undefined) available.set(id, Math.max(0, row.on_hand - row.reserved));
  }
  return { goods, delisted, available };
}
