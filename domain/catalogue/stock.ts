import { z } from 'zod';
import { IllegalStateError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { outOfStockMessage } from './goods';

/**
 * Units on hand per product, and the units paid orders hold. A product without a
 * stock stream is made to order: its stock is not counted (availability alone decides).
 * Paying reserves units (ReserveStock, once per order); cancelling releases them.
 */
export const stockStream = (goodsId: string) => `stock-${goodsId}`;

export type StockEvent =
  | Event<'StockLevelSet', { goodsId: string; onHand: number; setAt: string }>
  | Event<'StockReserved', { goodsId: string; orderId: string; count: number; reservedAt: string }>
  | Event<'StockReservationReleased', { goodsId: string; orderId: string; count: number; releasedAt: string }>;

export interface StockState {
  /** null: not counted (made to order). */
  onHand: number | null;
  reservations: Record<string, number>;
}

export const initialStockState = (): StockState => ({ onHand: null, reservations: {} });

export function evolveStock(state: StockState, event: StockEvent): StockState {
  switch (event.type) {
    case 'StockLevelSet':
      return { ...state, onHand: event.data.onHand };
    case 'StockReserved':
      return { ...state, reservations: { ...state.reservations, [event.data.orderId]: event.data.count } };
    case 'StockReservationReleased': {
      const { [event.data.orderId]: _released, ...reservations } = state.reservations;
      return { ...state, reservations };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const reservedUnits = (state: StockState) => Object.values(state.reservations).reduce((n, c) => n + c, 0);

/** Units still free to sell; null when the product is not counted. */
export const availableUnits = (state: StockState): number | null => (state.onHand === null ? null : Math.max(0, state.onHand - reservedUnits(state)));

const id = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
export const setStockLevelSchema = z.object({ goodsId: id, onHand: z.number().int('Stock is a whole number').min(0, 'Stock cannot be negative').max(1_000_000) });
export const reserveStockSchema = z.object({ goodsId: id, orderId: id, count: z.number().int().min(1).max(1000) });
export const releaseStockSchema = z.object({ goodsId: id, orderId: id });

export type StockCommand =
  | Command<'SetStockLevel', z.infer<typeof setStockLevelSchema>>
  | Command<'ReserveStock', z.infer<typeof reserveStockSchema>>
  | Command<'ReleaseStock', z.infer<typeof releaseStockSchema>>;

export function decideStock(command: StockCommand, state: StockState): StockEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'SetStockLevel': {
      const { goodsId, onHand } = command.data;
      if (state.onHand === onHand) return [];
      return [{ type: 'StockLevelSet', data: { goodsId, onHand, setAt: now } }];
    }
    case 'ReserveStock': {
      const { goodsId, orderId, count } = command.data;
      // Once per order: a retried payment does not hold the units twice.
      if (state.reservations[orderId] !== undefined) return [];
      const available = availableUnits(state);
      if (available !== null && available < count) throw new IllegalStateError('OUT_OF_STOCK', outOfStockMessage);
      return [{ type: 'StockReserved', data: { goodsId, orderId, count, reservedAt: now } }];
    }
    case 'ReleaseStock': {
      const { goodsId, orderId } = command.data;
      const count = state.reservations[orderId];
      if (count === undefined) return [];
      return [{ type: 'StockReservationReleased', data: { goodsId, orderId, count, releasedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const stockDecider: Decider<StockState, StockCommand, StockEvent> = {
  initialState: initialStockState,
  evolve: evolveStock,
  decide: decideStock,
};

export const stockEventTypes = Object.keys({
  StockLevelSet: true,
  StockReserved: true,
  StockReservationReleased: true,
} satisfies Record<StockEvent['type'], true>) as StockEvent['type'][];
