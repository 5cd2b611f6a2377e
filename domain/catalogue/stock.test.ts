import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { type StockCommand, type StockEvent, stockDecider } from './stock';

const now = '2026-11-22T10:00:00.000Z';
const system: Actor = { kind: 'system' };
const spec = specFor(stockDecider);
const cmd = <T extends StockCommand['type']>(type: T, data: Extract<StockCommand, { type: T }>['data']) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor: system } }) as StockCommand;
const level = (onHand: number): StockEvent => ({ type: 'StockLevelSet', data: { goodsId: 'g1', onHand, setAt: now } });
const reserved = (orderId: string, count: number): StockEvent => ({ type: 'StockReserved', data: { goodsId: 'g1', orderId, count, reservedAt: now } });

describe('stock', () => {
  it('given 3 on hand, when an order reserves 2, then they are held', () => {
    spec([level(3)]).when(cmd('ReserveStock', { goodsId: 'g1', orderId: 'o1', count: 2 })).then([reserved('o1', 2)]);
  });
  it('given 3 on hand and 2 held, when another order wants 2, then: The product is out of stock', () => {
    spec([level(3), reserved('o1', 2)]).when(cmd('ReserveStock', { goodsId: 'g1', orderId: 'o2', count: 2 })).thenThrows('OUT_OF_STOCK');
  });
  it('the same order reserving again holds nothing more', () => {
    spec([level(3), reserved('o1', 2)]).when(cmd('ReserveStock', { goodsId: 'g1', orderId: 'o1', count: 2 })).then([]);
  });
  it('a product whose stock is not counted (made to order) is never out of stock here', () => {
    spec([]).when(cmd('ReserveStock', { goodsId: 'g1', orderId: 'o1', count: 1000 })).then([reserved('o1', 1000)]);
  });
  it('releasing gives the units back, once', () => {
    const released: StockEvent = { type: 'StockReservationReleased', data: { goodsId: 'g1', orderId: 'o1', count: 2, releasedAt: now } };
    spec([level(3), reserved('o1', 2)]).when(cmd('ReleaseStock', { goodsId: 'g1', orderId: 'o1' })).then([released]);
    spec([level(3), reserved('o1', 2), released]).when(cmd('ReleaseStock', { goodsId: 'g1', orderId: 'o1' })).then([]);
    spec([level(3), reserved('o1', 2), released]).when(cmd('ReserveStock', { goodsId: 'g1', orderId: 'o2', count: 3 })).then([reserved('o2', 3)]);
  });
  it('setting the same level again changes nothing', () => {
    spec([level(3)]).when(cmd('SetStockLevel', { goodsId: 'g1', onHand: 3 })).then([]);
  });
});
