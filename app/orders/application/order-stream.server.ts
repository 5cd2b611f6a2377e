import { evolveOrder, initialOrderState, orderStream, type Order, type OrderEvent } from '../../../domain/orders/order';
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
  const { events } = await runtime.store.readStream(orderStream(orderId));
  const typed = events as unknown as OrderEvent[];
  const placed = typed.find((e): e is Extract<OrderEvent, { type: 'OrderPlaced' }> => e.type === 'OrderPlaced');
  if (!placed || (clientId !== undefined && placed.data.clientId !== clientId)) throw orderNotFound();
  const state = typed.reduce(evolveOrder, initialOrderState());
  if (state.status === 'none') throw orderNotFound();
  return { placed: placed.data, order: state.order, cancelled: state.status === 'cancelled' };
}
