import { it } from 'vitest';
import { orderStream, type OrderEvent } from '../../../domain/orders/order';
import { delayNoticesTable, orderLinesTable, ordersProjection, ordersTable, refundsTable, returnsTable } from '../../../projections/orders/orders';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';
import { address, line, orderPaid, orderPlaced } from './fixtures';

const on = (orderId: string, event: Omit<GivenEvent<OrderEvent>, 'streamId'>) => ({ ...event, streamId: orderStream(orderId) }) as GivenEvent<OrderEvent>;
const twoLines = [{ ...line('l1', 'g1', 10_000, 2), refer: { type: 'NEED' as const, id: '42' } }, line('l2', 'g2', 5_000)];
const shipped = (orderId: string, lineId: string) => on(orderId, { type: 'OrderLineShipped', data: { orderId, lineId, carrier: 'UPS', trackingNumber: `1Z-${lineId}`, shippedAt: '2026-01-03T00:00:00.000Z' } });
const delivered = (orderId: string, lineId: string) => on(orderId, { type: 'OrderLineDelivered', data: { orderId, lineId, deliveredAt: '2026-01-05T00:00:00.000Z' } });
const returnAsked = (orderId: string, returnId: string, lineIds: string[]) => on(orderId, { type: 'ReturnRequested', data: { orderId, returnId, lineIds, reasons: ['Damaged'], note: 'Scratched', requestedAt: '2026-01-06T00:00:00.000Z' } });
const refunded = (orderId: string, refundId: string, amountCents: number) => on(orderId, { type: 'OrderRefunded', data: { orderId, refundId, amountCents, reason: 'Return', refundedAt: '2026-01-08T00:00:00.000Z', to: 'card' } });

describeProjection<OrderEvent>(ordersProjection, ({ given }) => {
  it('lists a placed order awaiting payment, with its totals, address and lines; the first placing stands', () =>
    given(orderPlaced('o1', 'c1', twoLines, { code: 'SPRING10' }), orderPlaced('o1', 'c9')).then({
      [ordersTable]: [
        {
          order_id: 'o1', order_number: 'RC-o1', client_id: 'c1', status: 'awaiting_payment', subtotal_cents: 25_000, sale_discount_cents: 0, code_discount_cents: 0, shipping_cents: 0, tax_cents: 0, credits_used_cents: 0, total_cents: 25_000,
          paid_cents: 0, refunded_cents: 0, address, code: 'SPRING10', placed_at: '2026-01-01T10:00:00.000Z', line_count: 2, item_count: 3, paid_at: null, payment_id: null, card_brand: null, card_last4: null,
        },
      ],
      [orderLinesTable]: [
        { order_id: 'o1', line_id: 'l1', line_no: 0, goods_id: 'g1', name: 'Goods g1', price_cents: 10_000, unit_price_cents: 10_000, count: 2, shipping_cents: 0, refer_type: 'NEED', refer_id: '42', shipped_at: null, return_status: null },
        { order_id: 'o1', line_id: 'l2', line_no: 1, goods_id: 'g2', name: 'Goods g2', price_cents: 5_000, unit_price_cents: 5_000, count: 1, shipping_cents: 0, refer_type: null, refer_id: null, shipped_at: null, return_status: null },
      ],
    }));

  it("says why a payment failed until it is paid; paid keeps the card's brand and last four only", () =>
    given(
      orderPlaced('o1', 'c1'),
      orderPlaced('o2', 'c1'),
      on('o1', { type: 'PaymentFailed', data: { orderId: 'o1', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.', failedAt: '2026-01-01T10:01:00.000Z' } }),
      on('o2', { type: 'PaymentFailed', data: { orderId: 'o2', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.', failedAt: '2026-01-01T10:01:00.000Z' } }),
      orderPaid('o2', 10_000),
    ).then({
      [ordersTable]: [
        { order_id: 'o1', status: 'awaiting_payment', payment_failure: 'Your card was declined.', paid_at: null, paid_cents: 0, payment_id: null, card_brand: null, card_last4: null },
        { order_id: 'o2', status: 'paid', payment_failure: null, paid_at: '2026-01-01T10:05:00.000Z', paid_cents: 10_000, payment_id: 'pay-o2', card_brand: 'visa', card_last4: '4242' },
      ],
    }));

  it('ships and delivers line by line: partially shipped, shipped, partially delivered, delivered', () =>
    given(
      orderPlaced('o1', 'c1', twoLines),
      orderPlaced('o2', 'c1', twoLines),
      orderPlaced('o3', 'c1', twoLines),
      orderPlaced('o4', 'c1', twoLines),
      ...['o1', 'o2', 'o3', 'o4'].map((o) => orderPaid(o, 25_000)),
      shipped('o1', 'l1'),
      shipped('o2', 'l1'),
      shipped('o2', 'l2'),
      shipped('o3', 'l1'),
      shipped('o3', 'l2'),
      delivered('o3', 'l2'),
      shipped('o4', 'l1'),
      shipped('o4', 'l2'),
      delivered('o4', 'l1'),
      delivered('o4', 'l2'),
    ).then({
      [ordersTable]: [
        { order_id: 'o1', status: 'partially_shipped' },
        { order_id: 'o2', status: 'shipped' },
        { order_id: 'o3', status: 'partially_delivered' },
        { order_id: 'o4', status: 'delivered' },
      ],
      [orderLinesTable]: [
        { order_id: 'o1', line_id: 'l1', carrier: 'UPS', tracking_number: '1Z-l1', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: null },
        { order_id: 'o1', line_id: 'l2', carrier: null, tracking_number: null, shipped_at: null, delivered_at: null },
        { order_id: 'o2', line_id: 'l1', carrier: 'UPS', tracking_number: '1Z-l1', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: null },
        { order_id: 'o2', line_id: 'l2', carrier: 'UPS', tracking_number: '1Z-l2', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: null },
        { order_id: 'o3', line_id: 'l1', carrier: 'UPS', tracking_number: '1Z-l1', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: null },
        { order_id: 'o3', line_id: 'l2', carrier: 'UPS', tracking_number: '1Z-l2', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: '2026-01-05T00:00:00.000Z' },
        { order_id: 'o4', line_id: 'l1', carrier: 'UPS', tracking_number: '1Z-l1', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: '2026-01-05T00:00:00.000Z' },
        { order_id: 'o4', line_id: 'l2', carrier: 'UPS', tracking_number: '1Z-l2', shipped_at: '2026-01-03T00:00:00.000Z', delivered_at: '2026-01-05T00:00:00.000Z' },
      ],
    }));

  it('returns: requested (its lines marked), approved, refused or withdrawn (its lines free again)', () =>
    given(
      ...['o1', 'o2', 'o3'].flatMap((o) => [orderPlaced(o, 'c1', twoLines), orderPaid(o, 25_000), shipped(o, 'l1'), shipped(o, 'l2'), delivered(o, 'l1'), delivered(o, 'l2'), returnAsked(o, 'r1', ['l1'])]),
      on('o1', { type: 'ReturnApproved', data: { orderId: 'o1', returnId: 'r1', approvedAt: '2026-01-07T00:00:00.000Z' } }),
      on('o2', { type: 'ReturnRefused', data: { orderId: 'o2', returnId: 'r1', reason: 'Used', refusedAt: '2026-01-07T00:00:00.000Z' } }),
      on('o3', { type: 'ReturnWithdrawn', data: { orderId: 'o3', returnId: 'r1', withdrawnAt: '2026-01-07T00:00:00.000Z' } }),
      on('o3', { type: 'ReturnApproved', data: { orderId: 'o3', returnId: 'r9', approvedAt: '2026-01-07T00:00:00.000Z' } }),
      returnAsked('o3', 'r2', ['l2']),
    ).then({
      [ordersTable]: [
        { order_id: 'o1', status: 'returned' },
        { order_id: 'o2', status: 'delivered' },
        { order_id: 'o3', status: 'return_requested' },
      ],
      [returnsTable]: [
        { order_id: 'o1', return_id: 'r1', line_ids: ['l1'], reasons: ['Damaged'], note: 'Scratched', status: 'approved', requested_at: '2026-01-06T00:00:00.000Z', settled_at: '2026-01-07T00:00:00.000Z', refuse_reason: null },
        { order_id: 'o2', return_id: 'r1', line_ids: ['l1'], reasons: ['Damaged'], note: 'Scratched', status: 'refused', requested_at: '2026-01-06T00:00:00.000Z', settled_at: '2026-01-07T00:00:00.000Z', refuse_reason: 'Used' },
        { order_id: 'o3', return_id: 'r1', line_ids: ['l1'], reasons: ['Damaged'], note: 'Scratched', status: 'withdrawn', requested_at: '2026-01-06T00:00:00.000Z', settled_at: '2026-01-07T00:00:00.000Z', refuse_reason: null },
        { order_id: 'o3', return_id: 'r2', line_ids: ['l2'], reasons: ['Damaged'], note: 'Scratched', status: 'requested', requested_at: '2026-01-06T00:00:00.000Z', settled_at: null, refuse_reason: null },
      ],
      [orderLinesTable]: [
        { order_id: 'o1', line_id: 'l1', return_status: 'approved' },
        { order_id: 'o1', line_id: 'l2', return_status: null },
        { order_id: 'o2', line_id: 'l1', return_status: 'refused' },
        { order_id: 'o2', line_id: 'l2', return_status: null },
        { order_id: 'o3', line_id: 'l1', return_status: null },
        { order_id: 'o3', line_id: 'l2', return_status: 'requested' },
      ],
    }));

  it('refunds add up, once each; all of it back is refunded; a cancelled order says cancelled whatever else', () =>
    given(
      orderPlaced('o1', 'c1', twoLines),
      orderPlaced('o2', 'c1', twoLines),
      orderPaid('o1', 25_000),
      orderPaid('o2', 25_000),
      refunded('o1', 'f1', 10_000),
      refunded('o1', 'f1', 10_000),
      refunded('o2', 'f1', 10_000),
      refunded('o2', 'f2', 15_000),
      on('o1', { type: 'OrderCancelled', data: { orderId: 'o1', reason: 'Out of stock', cancelledAt: '2026-01-09T00:00:00.000Z' } }),
    ).then({
      [ordersTable]: [
        { order_id: 'o1', status: 'cancelled', refunded_cents: 10_000, cancelled_at: '2026-01-09T00:00:00.000Z', cancel_reason: 'Out of stock' },
        { order_id: 'o2', status: 'refunded', refunded_cents: 25_000, cancelled_at: null, cancel_reason: null },
      ],
      [refundsTable]: [
        { order_id: 'o1', refund_id: 'f1', amount_cents: 10_000, reason: 'Return', refunded_at: '2026-01-08T00:00:00.000Z' },
        { order_id: 'o2', refund_id: 'f1', amount_cents: 10_000, reason: 'Return', refunded_at: '2026-01-08T00:00:00.000Z' },
        { order_id: 'o2', refund_id: 'f2', amount_cents: 15_000, reason: 'Return', refunded_at: '2026-01-08T00:00:00.000Z' },
      ],
    }));

  it('keeps each delay notice; a changed address replaces the old', () =>
    given(
      orderPlaced('o1', 'c1', twoLines),
      on('o1', { type: 'DelayNoticeGiven', data: { orderId: 'o1', lineId: 'l1', message: 'Back-ordered', expectedBy: '2026-02-01', noticedAt: '2026-01-02T00:00:00.000Z' } }),
      on('o1', { type: 'DelayNoticeGiven', data: { orderId: 'o1', lineId: null, message: 'Storm', expectedBy: null, noticedAt: '2026-01-03T00:00:00.000Z' } }),
      on('o1', { type: 'OrderAddressChanged', data: { orderId: 'o1', address: { ...address, city: 'Dallas' }, changedAt: '2026-01-04T00:00:00.000Z' } }),
    ).then({
      [ordersTable]: [{ order_id: 'o1', address: { ...address, city: 'Dallas' }, status: 'awaiting_payment' }],
      [delayNoticesTable]: [
        { order_id: 'o1', position: 2, line_id: 'l1', message: 'Back-ordered', expected_by: '2026-02-01', noticed_at: '2026-01-02T00:00:00.000Z' },
        { order_id: 'o1', position: 3, line_id: null, message: 'Storm', expected_by: null, noticed_at: '2026-01-03T00:00:00.000Z' },
      ],
    }));
});
