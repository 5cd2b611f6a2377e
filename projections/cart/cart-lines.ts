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

/** The statement for one owner's cart lines, in the order `position` (turned into lines by `cartLineOf`); always scoped by the owner. */
export function cartLinesQuery(db: Knex, ownerId: string): Knex.QueryBuilder {
  return db(cartLinesTable).select('need_goods_id', 'goods_id', 'goods_count', 'added_at', 'refer_type', 'refer_id', 'position').where({ owner_id: ownerId }).orderBy('position');
}

/** A row of `cartLinesQuery` as a line (its time a Date, or the text it has in JSON). */
export function cartLineOf(r: { need_goods_id: string; goods_id: string; goods_count: number; added_at: Date | string; refer_type: string | null; refer_id: string | null }): CartLineRow {
  return {
    needGoodsId: r.need_goods_id, goodsId: r.goods_id, goodsCount: r.goods_count, addedAt: new Date(r.added_at).toISOString(),
    refer: r.refer_id ? ({ type: r.refer_type, id: r.refer_id } as CartRefer) : null,
  };
}

/** The header badge: items and line ids. */
export function badgeOf(lines: readonly CartLineRow[]): { cartCount: number; cartNeedGoodIds: string[] } {
  return { cartCount: lines.reduce((n, l) => n + l.goodsCount, 0), cartNeedGoodIds: lines.map((l) => l.needGoodsId) };
}
