import { evolveOrder, initialOrderState, type OrderEvent, orderStream } from '../../../domain/orders/order';
import { purchasesStream } from '../../../domain/promotions/first-orders';
import type { Runtime } from '../../../infra/runtime';
import { deriveOrderStatus, ordersTable } from '../../../projections/orders/orders';
import type { OrderSummary } from '../../../projections/orders/orders.queries';

/** An order its events know and the read model does not show yet (the feed is held back): shown with "being updated". */
export type OrderBeingUpdated = OrderSummary & { updating: true };

/** An order's summary and status straight from its stream; null for a missing order or another client's. */
export async function orderFromStream(runtime: Runtime, clientId: string, orderId: string): Promise<OrderBeingUpdated | null> {
  const { events } = await runtime.store.readStream(orderStream(orderId));
  const typed = events as unknown as OrderEvent[];
  const placed = typed.find((e): e is Extract<OrderEvent, { type: 'OrderPlaced' }> => e.type === 'OrderPlaced');
  if (!placed || placed.data.clientId !== clientId) return null;
  const state = typed.reduce(evolveOrder, initialOrderState());
  if (state.status === 'none') return null;
  const o = state.order;
  const status = deriveOrderStatus({
    cancelled: state.status === 'cancelled',
    paid: o.payment !== null,
    paidCents: o.payment?.amountCents ?? 0,
    refundedCents: o.refundedCents,
    returns: Object.values(o.returns).map((r) => r.status),
    lines: Object.values(o.progress).map((p) => ({ shipped: p.shipment !== null, delivered: p.deliveredAt !== null })),
  });
  return {
    orderId,
    orderNumber: placed.data.orderNumber,
    status,
    placedAt: placed.data.placedAt,
    totalCents: placed.data.totals.totalCents,
    itemCount: placed.data.lines.reduce((s, l) => s + l.count, 0),
    thumbnails: placed.data.lines.slice(0, 4).map((l) => ({ name: l.name, picture: null })),
    updating: true,
  };
}

/**
 * The client's furniture orders that were paid (or are being paid) by their own
 * purchases ledger, strongly consistent, but are not in the orders read model yet:
 * while another transaction holds the event feed back, a just-paid order still shows
 * in the client's list, marked as being updated, instead of missing.
 */
export async function ordersBeingUpdated(runtime: Runtime, clientId: string): Promise<OrderBeingUpdated[]> {
  const { events } = await runtime.store.readStream(purchasesStream(clientId));
  const ids = [...new Set(events.filter((e) => e.type === 'PurchaseHeld' && (e.data as { scope: string }).scope === 'furniture').map((e) => (e.data as { orderId: string }).orderId))];
  if (!ids.length) return [];
  // Listed in the read model once paid (issue 21): a draft shown there is not this order yet.
  const projected = new Set<string>(await runtime.db(ordersTable).whereIn('order_id', ids).whereNotNull('paid_at').pluck('order_id'));
  const missing = ids.filter((id) => !projected.has(id));
  const found = await Promise.all(missing.map((id) => orderFromStream(runtime, clientId, id)));
  // A draft whose payment was declined or given up is no order: only paid ones show.
  return found.filter((o): o is OrderBeingUpdated => o !== null && o.status !== 'awaiting_payment').sort((a, b) => b.placedAt.localeCompare(a.placedAt));
}
