import { evolveOrder, initialOrderState, type OrderEvent, type OrderState, orderStream } from '../../../domain/orders/order';
import { evolvePurchases, initialPurchasesState, purchasesStream } from '../../../domain/promotions/first-orders';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { deriveOrderStatus, type OrderStatus, ordersProjection, ordersTable } from '../../../projections/orders/orders';
import { getClientOrder, getOrderStatus, type OrderDetail, type OrderSummary, type ReturnView } from '../../../projections/orders/orders.queries';
import { foldWithFreshness } from '../../web/stream-freshness.server';

/** An order its events know and the read model does not show yet (the feed is held back): shown with "being updated". */
export type OrderBeingUpdated = OrderSummary & { updating: true };

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>;

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

/** What the orders read model keeps of an order, folded from its events as the projection applies them (pictures come after). */
interface OrderFolded {
  order: OrderState;
  placed: Placed['data'] | null;
  detail: OrderDetail | null;
}

export const orderViewFold = {
  initialState: (): OrderFolded => ({ order: initialOrderState(), placed: null, detail: null }),
  evolve(folded: OrderFolded, event: OrderEvent): OrderFolded {
    const order = evolveOrder(folded.order, event);
    if (event.type === 'OrderPlaced') return { order, placed: event.data, detail: placedDetail(event.data) };
    if (!folded.detail) return { ...folded, order };
    const detail = structuredClone(folded.detail);
    applyToDetail(detail, event);
    return { ...folded, order, detail };
  },
};

/** The client's own order from its fold; null for a missing order or another client's. */
function ownOrder(folded: OrderFolded, clientId: string) {
  const { placed, order: state } = folded;
  if (!placed || placed.clientId !== clientId || state.status === 'none') return null;
  return { placed, state, status: statusOf(state) };
}

/** An order's summary and status straight from its stream; null for a missing order or another client's. */
export async function orderFromStream(runtime: Runtime, clientId: string, orderId: string): Promise<OrderBeingUpdated | null> {
  const folded = ownOrder((await runtime.loadAggregate(orderViewFold, orderStream(orderId))).state, clientId);
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

/** The order as the orders read model shows it once it has applied its events (the `get` call's shape); null for another client's. */
export async function orderDetailOf(runtime: Runtime, folded: OrderFolded, clientId: string): Promise<OrderDetail | null> {
  const own = ownOrder(folded, clientId);
  if (!own || !folded.detail) return null;
  const detail = structuredClone(folded.detail);
  detail.status = own.status;
  const pictures = new Map((await getGoodsByIds(runtime.db, [...new Set(own.placed.lines.map((l) => l.goodsId))])).map((g) => [g.id, g.savedPics[0] ?? null]));
  for (const line of detail.lines) line.picture = pictures.get(line.goodsId) ?? null;
  if (detail.paidAt) detail.paymentFailure = null;
  return detail;
}

/** A placed order's detail before anything else happened to it. */
function placedDetail(placed: Placed['data']): OrderDetail {
  const lines = placed.lines.map((l) => ({
    lineId: l.lineId, goodsId: l.goodsId, name: l.name, priceCents: l.priceCents, unitPriceCents: l.unitPriceCents, count: l.count, shippingCents: l.shippingCents,
    picture: null as string | null, href: `/marketPlace/product/${encodeURIComponent(l.goodsId)}`,
    carrier: null as string | null, trackingNumber: null as string | null, shippedAt: null as string | null, deliveredAt: null as string | null, returnStatus: null as OrderDetail['lines'][number]['returnStatus'],
  }));
  return {
    orderId: placed.orderId, orderNumber: placed.orderNumber, status: 'awaiting_payment' as OrderStatus, placedAt: placed.placedAt, paidAt: null, cancelledAt: null, cancelReason: null,
    totals: placed.totals, paidCents: 0, refundedCents: 0, address: placed.address, code: placed.code, card: null, paymentFailure: null,
    lines, returns: [], refunds: [], delayNotices: [],
  };
}

/** One event as the orders projection applies it (projections/orders/orders.ts), onto a copy of the detail. */
function applyToDetail(detail: OrderDetail, e: OrderEvent): void {
  const line = (id: string) => detail.lines.find((l) => l.lineId === id);
  const returnOf = (id: string) => detail.returns.find((r) => r.returnId === id);
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

/**
 * One of the client's own orders (another client's is null, like a missing one):
 * from the read model once it has applied the order's events, else from those
 * events with `updating: true` (issue 20: while the feed is held back, a page or call
 * shows what the order's events say, marked as being updated).
 */
export async function clientOrder(runtime: Runtime, clientId: string, orderId: string): Promise<(OrderDetail & { updating: boolean }) | null> {
  const { state, caughtUp } = await foldWithFreshness(runtime, orderViewFold, orderStream(orderId), [ordersProjection.name]);
  if (caughtUp) {
    const order = await getClientOrder(runtime.db, clientId, orderId);
    return order && { ...order, updating: false };
  }
  const order = await orderDetailOf(runtime, state, clientId);
  return order && { ...order, updating: true };
}

/** getStatus's answer for one of the client's own orders, the same way. */
export async function clientOrderStatus(runtime: Runtime, clientId: string, orderId: string) {
  const { state, caughtUp } = await foldWithFreshness(runtime, orderViewFold, orderStream(orderId), [ordersProjection.name]);
  if (caughtUp) {
    const row = await getOrderStatus(runtime.db, clientId, orderId);
    return row && { ...row, updating: false };
  }
  const order = await orderDetailOf(runtime, state, clientId);
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
      const { state, caughtUp } = await foldWithFreshness(runtime, orderViewFold, orderStream(row.orderId), [ordersProjection.name]);
      const folded = caughtUp ? null : ownOrder(state, clientId);
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
  const { state } = await runtime.loadAggregate({ initialState: initialPurchasesState, evolve: evolvePurchases }, purchasesStream(clientId));
  const ids = Object.entries(state.held).flatMap(([orderId, held]) => (held.scope === 'furniture' ? [orderId] : []));
  if (!ids.length) return [];
  // Listed in the read model once paid (issue 21): a draft shown there is not this order yet.
  const projected = new Set<string>(await runtime.db(ordersTable).whereIn('order_id', ids).whereNotNull('paid_at').pluck('order_id'));
  const missing = ids.filter((id) => !projected.has(id));
  const found = await Promise.all(missing.map((id) => orderFromStream(runtime, clientId, id)));
  // A draft whose payment was declined or given up is no order: only paid ones show.
  return found.filter((o): o is OrderBeingUpdated => o !== null && o.status !== 'awaiting_payment').sort((a, b) => b.placedAt.localeCompare(a.placedAt));
}
