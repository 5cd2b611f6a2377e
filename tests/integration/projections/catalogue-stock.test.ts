import { it } from 'vitest';
import { stockStream, type StockEvent } from '../../../domain/catalogue/stock';
import { reservationsTable, stockProjection, stockTable } from '../../../projections/catalogue/stock';
import { describeProjection } from '../../support/projection-spec';

const at = '2026-01-01T10:00:00.000Z';
const level = (goodsId: string, onHand: number) => ({ type: 'StockLevelSet', streamId: stockStream(goodsId), data: { goodsId, onHand, setAt: at } }) as const;
const reserved = (goodsId: string, orderId: string, count: number) => ({ type: 'StockReserved', streamId: stockStream(goodsId), data: { goodsId, orderId, count, reservedAt: at } }) as const;
const released = (goodsId: string, orderId: string, count: number) => ({ type: 'StockReservationReleased', streamId: stockStream(goodsId), data: { goodsId, orderId, count, releasedAt: at } }) as const;

describeProjection<StockEvent>(stockProjection, ({ given }) => {
  it('counts units on hand; a new count replaces the old and keeps what is reserved', () =>
    given(level('g1', 5), reserved('g1', 'o1', 2), level('g1', 9)).then({
      [stockTable]: [{ goods_id: 'g1', on_hand: 9, reserved: 2 }],
      [reservationsTable]: [{ goods_id: 'g1', order_id: 'o1', units: 2 }],
    }));

  it('holds units per order, and gives them back when released (never below nought)', () =>
    given(level('g1', 5), reserved('g1', 'o1', 2), reserved('g1', 'o2', 1), released('g1', 'o1', 2), released('g1', 'o3', 4)).then({
      [stockTable]: [{ goods_id: 'g1', on_hand: 5, reserved: 0 }],
      [reservationsTable]: [{ goods_id: 'g1', order_id: 'o2', units: 1 }],
    }));

  it('a reservation made before the product was counted still holds its units once counted; an uncounted product has no row', () =>
    given(reserved('g1', 'o1', 3), reserved('g2', 'o1', 1), level('g1', 10)).then({
      [stockTable]: [{ goods_id: 'g1', on_hand: 10, reserved: 3 }],
      [reservationsTable]: [
        { goods_id: 'g1', order_id: 'o1', units: 3 },
        { goods_id: 'g2', order_id: 'o1', units: 1 },
      ],
    }));
});
