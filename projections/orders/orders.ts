import type { Knex } from 'knex';
import { type OrderEvent, orderEventTypes } from '../../domain/orders/order';
import { defineProjection } from '../projection';

export const ordersTable = 'orders_orders_v1';
export const orderLinesTable = 'orders_order_lines_v1';
export const returnsTable = 'orders_returns_v1';
export const refundsTable = 'orders_refunds_v1';
export const delayNoticesTable = 'orders_delay_notices_v1';

/**
 * An order's status as the shop shows it, derived from its facts, first match wins:
 * - `cancelled`: the order was cancelled (whether or not its payment has been refunded yet);
 * - `awaiting_payment`: placed, no payment recorded;
 * - `refunded`: everything paid (above zero) has been refunded;
 * - `return_requested`: a return waits for staff;
 * - `returned`: a return has been approved (refunds may follow, in part or in full);
 * - `delivered` / `partially_delivered`: every line / some lines delivered;
 * - `shipped` / `partially_shipped`: every line / some lines shipped;
 * - `paid`: paid and being prepared ("Processing").
 */
export const orderStatuses = ['awaiting_payment', 'paid', 'partially_shipped', 'shipped', 'partially_delivered', 'delivered', 'cancelled', 'return_requested', 'returned', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface StatusFacts {
  cancelled: boolean;
  paid: boolean;
  paidCents: number;
  refundedCents: number;
  returns: readonly ('requested' | 'approved' | 'refused' | 'withdrawn')[];
  lines: readonly { shipped: boolean; delivered: boolean }[];
}

export function deriveOrderStatus(f: StatusFacts): OrderStatus {
  if (f.cancelled) return 'cancelled';
  if (!f.paid) return 'awaiting_payment';
  if (f.paidCents > 0 && f.refundedCents >= f.paidCents) return 'refunded';
  if (f.returns.includes('requested')) return 'return_requested';
  if (f.returns.includes('approved')) return 'returned';
  const delivered = f.lines.filter((l) => l.delivered).length;
  if (f.lines.length && delivered === f.lines.length) return 'delivered';
  if (delivered) return 'partially_delivered';
  const shipped = f.lines.filter((l) => l.shipped).length;
  if (f.lines.length && shipped === f.lines.length) return 'shipped';
  if (shipped) return 'partially_shipped';
  return 'paid';
}

async function refreshStatus(trx: Knex.Transaction, orderId: string) {
  const order = await trx(ordersTable).where({ order_id: orderId }).first();
  if (!order) return;
  const lines = await trx(orderLinesTable).where({ order_id: orderId }).select('shipped_at', 'delivered_at');
  const returns = await trx(returnsTable).where({ order_id: orderId }).select('status');
  const status = deriveOrderStatus({
    cancelled: order.cancelled_at !== null,
    paid: order.paid_at !== null,
    paidCents: order.paid_cents,
    refundedCents: order.refunded_cents,
    returns: returns.map((r) => r.status),
    lines: lines.map((l) => ({ shipped: l.shipped_at !== null, delivered: l.delivered_at !== null })),
  });
  if (status !== order.status) await trx(ordersTable).where({ order_id: orderId }).update({ status });
}

/** Orders for the client's pages, the JSON API and the staff console: one row per order, its lines, returns, refunds and delay notices. */
export const ordersProjection = defineProjection<OrderEvent>()({
  name: 'orders',
  reads: orderEventTypes,
  handles: ['OrderPlaced', 'PaymentFailed', 'OrderPaid', 'OrderCancelled', 'OrderLineShipped', 'OrderLineDelivered', 'ReturnRequested', 'ReturnApproved', 'ReturnRefused', 'OrderRefunded', 'DelayNoticeGiven', 'ReturnWithdrawn', 'OrderAddressChanged'],
  // A payment being charged shows as awaiting payment until it is paid or fails; a refund shows once the money is back.
  ignores: ['PaymentStarted', 'RefundStarted', 'RefundFailed'],
  tables: [ordersTable, orderLinesTable, returnsTable, refundsTable, delayNoticesTable],
  async apply(trx, events) {
    for (const event of events) {
      const orderId = event.data.orderId;
      const order = () => trx(ordersTable).where({ order_id: orderId });
      const line = (lineId: string) => trx(orderLinesTable).where({ order_id: orderId, line_id: lineId });
      switch (event.type) {
        case 'OrderPlaced': {
          const d = event.data;
          const t = d.totals;
          await trx(ordersTable)
            .insert({
              order_id: orderId, order_number: d.orderNumber, client_id: d.clientId, status: 'awaiting_payment',
              subtotal_cents: t.subtotalCents, sale_discount_cents: t.saleDiscountCents, code_discount_cents: t.codeDiscountCents,
              shipping_cents: t.shippingCents, tax_cents: t.taxCents, credits_used_cents: t.creditsUsedCents, total_cents: t.totalCents,
              address: JSON.stringify(d.address), code: d.code, placed_at: d.placedAt,
              line_count: d.lines.length, item_count: d.lines.reduce((s, l) => s + l.count, 0),
            })
            .onConflict('order_id')
            .ignore();
          await trx(orderLinesTable)
            .insert(d.lines.map((l, i) => ({
              order_id: orderId, line_id: l.lineId, line_no: i, goods_id: l.goodsId, name: l.name, price_cents: l.priceCents,
              unit_price_cents: l.unitPriceCents, count: l.count, shipping_cents: l.shippingCents,
              refer_type: l.refer?.type ?? null, refer_id: l.refer?.id ?? null,
            })))
            .onConflict(['order_id', 'line_id'])
            .ignore();
          break;
        }
        case 'PaymentFailed':
          await order().update({ payment_failure: event.data.message });
          break;
        case 'OrderPaid': {
          // Only brand and last four are kept: never the card's token.
          const card = event.data.card;
          await order().update({
            paid_at: event.data.paidAt, paid_cents: event.data.amountCents, payment_id: event.data.paymentId,
            card_brand: card?.brand ?? null, card_last4: card?.last4 ?? null, payment_failure: null,
          });
          break;
        }
        case 'OrderCancelled':
          await order().update({ cancelled_at: event.data.cancelledAt, cancel_reason: event.data.reason });
          break;
        case 'OrderLineShipped':
          await line(event.data.lineId).update({ carrier: event.data.carrier, tracking_number: event.data.trackingNumber, shipped_at: event.data.shippedAt });
          break;
        case 'OrderLineDelivered':
          await line(event.data.lineId).update({ delivered_at: event.data.deliveredAt });
          break;
        case 'ReturnRequested': {
          const d = event.data;
          await trx(returnsTable)
            .insert({ order_id: orderId, return_id: d.returnId, line_ids: JSON.stringify(d.lineIds), reasons: JSON.stringify(d.reasons), note: d.note, status: 'requested', requested_at: d.requestedAt })
            .onConflict(['order_id', 'return_id'])
            .ignore();
          await trx(orderLinesTable).where({ order_id: orderId }).whereIn('line_id', d.lineIds).update({ return_status: 'requested' });
          break;
        }
        case 'ReturnApproved':
        case 'ReturnRefused': {
          const approved = event.type === 'ReturnApproved';
          const settledAt = event.type === 'ReturnApproved' ? event.data.approvedAt : event.data.refusedAt;
          const status = approved ? 'approved' : 'refused';
          const found = trx(returnsTable).where({ order_id: orderId, return_id: event.data.returnId });
          const row = await found.clone().first();
          if (!row) break;
          await found.update({ status, settled_at: settledAt, refuse_reason: event.type === 'ReturnRefused' ? event.data.reason : null });
          await trx(orderLinesTable).where({ order_id: orderId }).whereIn('line_id', row.line_ids as string[]).update({ return_status: status });
          break;
        }
        case 'OrderRefunded': {
          const d = event.data;
          const inserted = await trx(refundsTable)
            .insert({ order_id: orderId, refund_id: d.refundId, amount_cents: d.amountCents, reason: d.reason, refunded_at: d.refundedAt })
            .onConflict(['order_id', 'refund_id'])
            .ignore()
            .returning('refund_id');
          if (inserted.length) await order().increment('refunded_cents', d.amountCents);
          break;
        }
        case 'ReturnWithdrawn': {
          // The lines of a withdrawn request are free again (as a refused one's are).
          const found = trx(returnsTable).where({ order_id: orderId, return_id: event.data.returnId });
          const row = await found.clone().first();
          if (!row) break;
          await found.update({ status: 'withdrawn', settled_at: event.data.withdrawnAt });
          await trx(orderLinesTable).where({ order_id: orderId, return_status: 'requested' }).whereIn('line_id', row.line_ids as string[]).update({ return_status: null });
          break;
        }
        case 'OrderAddressChanged':
          await order().update({ address: JSON.stringify(event.data.address) });
          break;
        case 'DelayNoticeGiven': {
          const d = event.data;
          await trx(delayNoticesTable)
            .insert({ order_id: orderId, position: event.globalPosition, line_id: d.lineId, message: d.message, expected_by: d.expectedBy, noticed_at: d.noticedAt })
            .onConflict(['order_id', 'position'])
            .ignore();
          break;
        }
      }
      if (event.type !== 'DelayNoticeGiven' && event.type !== 'PaymentFailed' && event.type !== 'OrderAddressChanged') await refreshStatus(trx, orderId);
    }
  },
});
