import type { Knex } from 'knex';
import { type CartEvent, cartEventTypes, type CartRefer } from '../../domain/cart/cart';
import { defineProjection } from '../projection';

export const cartLinesTable = 'cart_lines_v1';

/** Each cart's lines: which goods, how many, in the order they were added. Goods details come from the catalogue at read time. */
export const cartLinesProjection = defineProjection<CartEvent>()({
  name: 'cart-lines',
  reads: cartEventTypes,
  handles: ['CartLineAdded', 'CartLineCountChanged', 'CartLineRemoved', 'VisitorCartMerged', 'CartCleared'],
  ignores: [],
  tables: [cartLinesTable],
  async apply(trx, events) {
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      switch (event.type) {
        case 'CartLineAdded': {
          // A run of adds (many shoppers' at a sale) is one INSERT (issue 27); a line twice in a run ends the run,
          // since one INSERT … ON CONFLICT cannot touch a row twice.
          const rows = [];
          const keys = new Set<string>();
          for (let j = i; j < events.length; j++) {
            const next = events[j]!;
            if (next.type !== 'CartLineAdded') break;
            const { ownerId, line, addedAt } = next.data;
            const key = `${ownerId}\u0000${line.needGoodsId}`;
            if (keys.has(key)) break;
            keys.add(key);
            rows.push({
              owner_id: ownerId, need_goods_id: line.needGoodsId, goods_id: line.goods.goodsId, goods_count: line.goodsCount, added_at: addedAt, position: next.globalPosition,
              refer_type: line.refer?.type ?? null, refer_id: line.refer?.id ?? null,
            });
            i = j;
          }
          await trx(cartLinesTable).insert(rows).onConflict(['owner_id', 'need_goods_id']).merge(['goods_count']);
          break;
        }
        case 'CartLineCountChanged':
          await trx(cartLinesTable)
            .where({ owner_id: event.data.ownerId, need_goods_id: event.data.needGoodsId })
            .update({ goods_count: event.data.goodsCount, ...(event.data.refer ? { refer_type: event.data.refer.type, refer_id: event.data.refer.id } : {}) });
          break;
        case 'CartLineRemoved':
          await trx(cartLinesTable).where({ owner_id: event.data.ownerId, need_goods_id: event.data.needGoodsId }).delete();
          break;
        case 'VisitorCartMerged': {
          const { ownerId, lines, mergedAt } = event.data;
          for (const [i, m] of lines.entries()) {
            await trx(cartLinesTable)
              .insert({ owner_id: ownerId, need_goods_id: m.needGoodsId, goods_id: m.goods.goodsId, goods_count: m.goodsCount, added_at: mergedAt, position: event.globalPosition * 1000 + i })
              .onConflict(['owner_id', 'need_goods_id'])
              .merge(['goods_count']);
          }
          break;
        }
        case 'CartCleared':
          await trx(cartLinesTable).where({ owner_id: event.data.ownerId }).delete();
          break;
      }
    }
  },
});

export interface CartLineRow {
  needGoodsId: string;
  goodsId: string;
  goodsCount: number;
  addedAt: string;
  /** The project the line is bought for, or null. */
  refer: CartRefer | null;
}

/** One owner's cart lines, oldest first. Always scoped by the owner. */
export async function listCartLines(db: Knex, ownerId: string): Promise<CartLineRow[]> {
  const rows = await db(cartLinesTable).where({ owner_id: ownerId }).orderBy('position');
  return rows.map((r) => ({
    needGoodsId: r.need_goods_id, goodsId: r.goods_id, goodsCount: r.goods_count, addedAt: new Date(r.added_at).toISOString(),
    refer: r.refer_id ? { type: r.refer_type, id: r.refer_id } : null,
  }));
}

/** The header badge: items and line ids, in one small query. */
export async function cartBadge(db: Knex, ownerId: string): Promise<{ cartCount: number; cartNeedGoodIds: string[] }> {
  const rows = await db(cartLinesTable).select('need_goods_id', 'goods_count').where({ owner_id: ownerId }).orderBy('position');
  return { cartCount: rows.reduce((n, r) => n + r.goods_count, 0), cartNeedGoodIds: rows.map((r) => r.need_goods_id) };
}
