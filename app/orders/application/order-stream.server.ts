import { evolveOrder, initialOrderState, orderStream, type Order, type OrderEvent, type OrderState } from '../../../domain/orders/order';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

export interface LoadedOrder {
  placed: Placed;
  order: Order;
  cancelled: boolean;
}

export const orderNotFound = () => new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');

/**
 * An order as its stream holds it now (what the gateway refunds are measured
 * against). `clientId`: only that client's order is found; another client's is
 * not found, like a missing one, so its existence does not leak.
 */
export async function loadOrder(runtime: Runtime, orderId: string, clientId?: string): Promise<LoadedOrder> {
  const { state: { state, placed } } = await runtime.loadAggregate(placedOrderFold, orderStream(orderId));
  if (!placed || (clientId !== undefined && placed.clientId !== clientId)) throw orderNotFound();
  if (state.status === 'none') throw orderNotFound();
  return { placed, order: state.order, cancelled: state.status === 'cancelled' };
}

/** The order's decider state, and what it was placed with. */
export const placedOrderFold = {
  initialState: () => ({ state: initialOrderState(), placed: null as Placed | null }),
  evolve: (folded: { state: OrderState; placed: Placed | null }, event: OrderEvent) => ({ state: evolveOrder(folded.state, event), placed: event.type === 'OrderPlaced' ? event.data : folded.placed }),
};
