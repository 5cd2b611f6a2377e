import type { OrderStatus } from '../../../projections/orders/orders';
import type { OrderDetail } from '../../../projections/orders/orders.queries';
import { formatCents } from '~/ui/money';

export const statusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Processing',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
  partially_delivered: 'Partly delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
  refunded: 'Refunded',
};

/** The status tabs of the order list, in the order a buyer thinks of them (no "Awaiting payment": an unpaid checkout is a draft, not an order, ADR 025). */
export const statusTabs: Array<{ status: OrderStatus | null; label: string }> = [
  { status: null, label: 'All' },
  { status: 'paid', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'return_requested', label: 'Returns' },
  { status: 'cancelled', label: 'Cancelled' },
];

export const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** A plain calendar date (2026-12-24) as words. */
export const calendarDay = (date: string) => day(`${date}T12:00:00Z`);

/** Where a refund went: store credit (a staff refund as credit, a cancellation's credit part) or the card. */
export const refundWhere = (r: { refundId: string; reason: string }) =>
  r.refundId.startsWith('cancel-credit-') || r.reason.startsWith('Store credit') ? 'as store credit' : 'to your card';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-badge order-badge--${status.replace(/_/g, '-')}`}>{statusLabels[status]}</span>;
}

/** What happened to the order, oldest first: placed, paid, each shipment and delivery, returns, refunds, cancellation. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const steps: Array<{ at: string; text: string }> = [{ at: order.placedAt, text: 'Order placed' }];
  if (order.paidAt) steps.push({ at: order.paidAt, text: `Payment received (${formatCents(order.paidCents)})` });
  for (const l of order.lines) {
    if (l.shippedAt) steps.push({ at: l.shippedAt, text: `${l.name} shipped with ${l.carrier}` });
    if (l.deliveredAt) steps.push({ at: l.deliveredAt, text: `${l.name} delivered` });
  }
  for (const n of order.delayNotices) steps.push({ at: n.noticedAt, text: `Delay: ${n.message}${n.expectedBy ? ` Now expected by ${calendarDay(n.expectedBy)}.` : ''}` });
  for (const r of order.returns) {
    steps.push({ at: r.requestedAt, text: 'Return requested' });
    if (r.settledAt) steps.push({ at: r.settledAt, text: r.status === 'approved' ? 'Return approved' : r.status === 'withdrawn' ? 'Return request withdrawn' : `Return refused: ${r.refuseReason}` });
  }
  for (const r of order.refunds) steps.push({ at: r.refundedAt, text: `Refunded ${formatCents(r.amountCents)} ${refundWhere(r)}` });
  if (order.cancelledAt) steps.push({ at: order.cancelledAt, text: 'Order cancelled' });
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="order-timeline">
      {steps.map((s, i) => (
        <li key={i}>
          <time dateTime={s.at}>{day(s.at)}</time> {s.text}
        </li>
      ))}
    </ol>
  );
}
