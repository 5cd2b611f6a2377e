import { evolveOrder, initialOrderState, type OrderEvent, type OrderState, orderStream } from '../../../domain/orders/order';
import { purchasesStream } from '../../../domain/promotions/first-orders';
import type { RecordedEvent } from '../../../domain/shared/feed';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { deriveOrderStatus, type OrderStatus, ordersProjection, ordersTable } from '../../../projections/orders/orders';
import { getClientOrder, getOrderStatus, type OrderDetail, type OrderSummary, type ReturnView } from '../../../projections/orders/orders.queries';
import { streamAndFreshness } from '../../web/stream-freshness.server';

/** An order its events know and the read model does not show yet (the feed is held back): shown with "being updated". */
export type OrderBeingUpdated = OrderSummary & { updating: true };

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>;
const placedOf = (typed: OrderEvent[]) => typed.find((e): e is Placed => e.type === 'OrderPlaced');

/** The status the orders read model derives, from the order's folded state. */
function statusOf(state: Exclude<OrderState, { status: 'none' }>): OrderStatus {
  const o = state.order;
  return deriveOrderStatus({
    cancelled: state.status === 'cancelled',
    paid: o.payment !== null,
    paidCents: o.payment?.amountCents ?? 0,
    refundedCents: o.refundedCents,
    returns: Object.values(o.returns).map((r) => r.status),
    lines: Object.values(o.progress).map((p) => ({ shipped: p.shipment !== null, delivered: p.deliveredAt !== null })),
  });
}

/** The client's own order folded from its events; null for a missing order or another client's. */
function foldOrder(events: readonly RecordedEvent[], clientId: string) {
  const typed = events as unknown as OrderEvent[];
  const placed = placedOf(typed);
  if (!placed || placed.data.clientId !== clientId) return null;
  const state = typed.reduce(evolveOrder, initialOrderState());
  if (state.status === 'none') return null;
  return { typed, placed: placed.data, state, status: statusOf(state) };
}

/** An order's summary and status straight from its stream; null for a missing order or another client's. */
export async function orderFromStream(runtime: Runtime, clientId: string, orderId: string): Promise<OrderBeingUpdated | null> {
  const folded = foldOrder((await runtime.store.readStream(orderStream(orderId))).events, clientId);
  if (!folded) return null;
  const { placed, status } = folded;
  return {
    orderId,
    orderNumber: placed.orderNumber,
    status,
    placedAt: placed.placedAt,
    totalCents: placed.totals.totalCents,
    itemCount: placed.lines.reduce((s, l) => s + l.count, 0),
    thumbnails: placed.lines.slice(0, 4).map((l) => ({ name: l.name, picture: null })),
    updating: true,
  };
}

/** The order as the orders read model will show it once it has applied these events (the `get` call's shape); null for another client's. */
export async function orderDetailFromEvents(runtime: Runtime, clientId: string, events: readonly RecordedEvent[]): Promise<OrderDetail | null> {
  const folded = foldOrder(events, clientId);
  if (!folded) return null;
  const { typed, placed, status } = folded;
  const pictures = new Map((await getGoodsByIds(runtime.db, [...new Set(placed.lines.map((l) => l.goodsId))])).map((g) => [g.id, g.savedPics[0] ?? null]));
  const lines = placed.lines.map((l) => ({
    lineId: l.lineId, goodsId: l.goodsId, name: l.name, priceCents: l.priceCents, unitPriceCents: l.unitPriceCents, count: l.count, shippingCents: l.shippingCents,
    picture: pictures.get(l.goodsId) ?? null, href: `/marketPlace/product/${encodeURIComponent(l.goodsId)}`,
    carrier: null as string | null, trackingNumber: null as string | null, shippedAt: null as string | null, deliveredAt: null as string | null, returnStatus: null as OrderDetail['lines'][number]['returnStatus'],
  }));
  const line = (id: string) => lines.find((l) => l.lineId === id);
  const detail: OrderDetail = {
    orderId: placed.orderId, orderNumber: placed.orderNumber, status, placedAt: placed.placedAt, paidAt: null, cancelledAt: null, cancelReason: null,
    totals: placed.totals, paidCents: 0, refundedCents: 0, address: placed.address, code: placed.code, card: null, paymentFailure: null,
    lines, returns: [], refunds: [], delayNotices: [],
  };
  const returnOf = (id: string) => detail.returns.find((r) => r.returnId === id);
  // As the orders projection applies them (projections/orders/orders.ts).
  for (const e of typed) {
    switch (e.type) {
      case 'PaymentFailed':
        detail.paymentFailure = e.data.message;
        break;
      case 'OrderPaid':
        Object.assign(detail, { paidAt: e.data.paidAt, paidCents: e.data.amountCents, card: e.data.card ? { brand: e.data.card.brand, last4: e.data.card.last4 } : null, paymentFailure: null });
        break;
      case 'OrderCancelled':
        Object.assign(detail, { cancelledAt: e.data.cancelledAt, cancelReason: e.data.reason });
        break;
      case 'OrderLineShipped':
        Object.assign(line(e.data.lineId) ?? {}, { carrier: e.data.carrier, trackingNumber: e.data.trackingNumber, shippedAt: e.data.shippedAt });
        break;
      case 'OrderLineDelivered':
        Object.assign(line(e.data.lineId) ?? {}, { deliveredAt: e.data.deliveredAt });
        break;
      case 'ReturnRequested':
        if (!returnOf(e.data.returnId)) detail.returns.push({ returnId: e.data.returnId, lineIds: e.data.lineIds, reasons: e.data.reasons, note: e.data.note, status: 'requested', requestedAt: e.data.requestedAt, settledAt: null, refuseReason: null });
        for (const id of e.data.lineIds) Object.assign(line(id) ?? {}, { returnStatus: 'requested' });
        break;
      case 'ReturnApproved':
      case 'ReturnRefused': {
        const r = returnOf(e.data.returnId);
        if (!r) break;
        const settled: Pick<ReturnView, 'status' | 'settledAt' | 'refuseReason'> = e.type === 'ReturnApproved' ? { status: 'approved', settledAt: e.data.approvedAt, refuseReason: null } : { status: 'refused', settledAt: e.data.refusedAt, refuseReason: e.data.reason };
        Object.assign(r, settled);
        for (const id of r.lineIds) Object.assign(line(id) ?? {}, { returnStatus: settled.status });
        break;
      }
      case 'OrderRefunded':
        if (detail.refunds.some((r) => r.refundId === e.data.refundId)) break;
        detail.refunds.push({ refundId: e.data.refundId, amountCents: e.data.amountCents, reason: e.data.reason, refundedAt: e.data.refundedAt });
        detail.refundedCents += e.data.amountCents;
        break;
      case 'ReturnWithdrawn': {
        const r = returnOf(e.data.returnId);
        if (!r) break;
        Object.assign(r, { status: 'withdrawn', settledAt: e.data.withdrawnAt });
        for (const id of r.lineIds) if (line(id)?.returnStatus === 'requested') line(id)!.returnStatus = null;
        break;
      }
      case 'OrderAddressChanged':
        detail.address = e.data.address;
        break;
      case 'DelayNoticeGiven':
        detail.delayNotices.push({ lineId: e.data.lineId, message: e.data.message, expectedBy: e.data.expectedBy, noticedAt: e.data.noticedAt });
        break;
      case 'OrderPlaced':
      case 'PaymentStarted':
      case 'RefundStarted':
      case 'RefundFailed':
        break;
      default: {
        const never: never = e;
        return never;
      }
    }
  }
  if (detail.paidAt) detail.paymentFailure = null;
  return detail;
}

/**
 * One of the client's own orders (another client's is null, like a missing one):
 * from the read model once it has applied the order's events, else from those
 * events with `updating: true` (issue 20: while the feed is held back, a page or call
 * shows what the order's events say, marked as being updated).
 */
export async function clientOrder(runtime: Runtime, clientId: string, orderId: string): Promise<(OrderDetail & { updating: boolean }) | null> {
  const { events, caughtUp } = await streamAndFreshness(runtime, orderStream(orderId), [ordersProjection.name]);
  if (caughtUp) {
    const order = await getClientOrder(runtime.db, clientId, orderId);
    return order && { ...order, updating: false };
  }
  const order = await orderDetailFromEvents(runtime, clientId, events);
  return order && { ...order, updating: true };
}

/** getStatus's answer for one of the client's own orders, the same way. */
export async function clientOrderStatus(runtime: Runtime, clientId: string, orderId: string) {
  const { events, caughtUp } = await streamAndFreshness(runtime, orderStream(orderId), [ordersProjection.name]);
  if (caughtUp) {
    const row = await getOrderStatus(runtime.db, clientId, orderId);
    return row && { ...row, updating: false };
  }
  const order = await orderDetailFromEvents(runtime, clientId, events);
  return order && { orderId: order.orderId, orderNumber: order.orderNumber, status: order.status, paidAt: order.paidAt, cancelledAt: order.cancelledAt, updating: true };
}

/**
 * A page of the client's orders as the read model lists them, each row whose order
 * has events the read model has not applied yet showing the status those events
 * give, marked `updating`; the others `updating: false`.
 */
export async function withFreshStatuses(runtime: Runtime, clientId: string, rows: OrderSummary[]): Promise<Array<OrderSummary & { updating: boolean }>> {
  return Promise.all(
    rows.map(async (row) => {
      const { events, caughtUp } = await streamAndFreshness(runtime, orderStream(row.orderId), [ordersProjection.name]);
      const folded = caughtUp ? null : foldOrder(events, clientId);
      return folded ? { ...row, status: folded.status, updating: true } : { ...row, updating: false };
    }),
  );
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
  const projected = new Set<string>(await runtime.db(ordersTable).whereIn('order_id', ids).pluck('order_id'));
  const missing = ids.filter((id) => !projected.has(id));
  const found = await Promise.all(missing.map((id) => orderFromStream(runtime, clientId, id)));
  return found.filter((o): o is OrderBeingUpdated => o !== null).sort((a, b) => b.placedAt.localeCompare(a.placedAt));
}
