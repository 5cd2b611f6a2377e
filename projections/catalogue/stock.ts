import type { Knex } from 'knex';
import { type StockEvent, stockEventTypes } from '../../domain/catalogue/stock';
import { defineProjection } from '../projection';

export const stockTable = 'catalogue_stock_v1';
export const reservationsTable = 'catalogue_stock_reservations_v1';

/** Units on hand and held by paid orders, per counted product. */
export const stockProjection = defineProjection<StockEvent>()({
  name: 'catalogue-stock',
  reads: stockEventTypes,
  handles: ['StockLevelSet', 'StockReserved', 'StockReservationReleased'],
  ignores: [],
  tables: [stockTable, reservationsTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'StockLevelSet': {
          const { goodsId, onHand } = event.data;
          // Reservations made before the product was counted still hold their units.
          const held = await trx(reservationsTable).where({ goods_id: goodsId }).sum({ units: 'units' }).first();
          await trx(stockTable).insert({ goods_id: goodsId, on_hand: onHand, reserved: Number(held?.units ?? 0) }).onConflict('goods_id').merge(['on_hand']);
          break;
        }
        case 'StockReserved': {
          const { goodsId, orderId, count } = event.data;
          await trx(reservationsTable).insert({ goods_id: goodsId, order_id: orderId, units: count }).onConflict(['goods_id', 'order_id']).ignore();
          // A product that is not counted has no row: nothing to hold.
          await trx(stockTable).where({ goods_id: goodsId }).update({ reserved: trx.raw('reserved + ?', [count]) });
          break;
        }
        case 'StockReservationReleased': {
          const { goodsId, orderId, count } = event.data;
          await trx(reservationsTable).where({ goods_id: goodsId, order_id: orderId }).delete();
          await trx(stockTable).where({ goods_id: goodsId }).update({ reserved: trx.raw('greatest(0, reserved - ?)', [count]) });
          break;
        }
      }
    }
  },
});

/** Units free to sell per product; a product missing from the answer is not counted (made to order). */
export async function availableStock(db: Knex, goodsIds: readonly string[]): Promise<Map<string, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db(stockTable).select('goods_id', 'on_hand', 'reserved').whereIn('goods_id', goodsIds);
  return new Map(rows.map((r) => [r.goods_id, Math.max(0, r.on_hand - r.reserved)]));
}
