import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../domain/orders/order';
import { workflowSpec } from '../testing';
import { orderRefunds, refundIdempotencyKey } from './order-refunds';

const at = '2026-11-27T10:00:00.000Z';
const placed = (creditsUsedCents: number): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1', orderNumber: 'RC-2026-000001', clientId: 'u1',
    lines: [{ lineId: 'l1', goodsId: 'g1', name: 'Sofa', priceCents: 100000, unitPriceCents: 100000, count: 1, shippingCents: 0 }],
    totals: { subtotalCents: 100000, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents, totalCents: 100000 - creditsUsedCents },
    address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' } as never, code: null, placedAt: at,
  },
});
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pi_1', amountCents: 97500, card: null, paidAt: at } };
const started = (refundId: string, amountCents: number, reason = 'Damaged'): OrderEvent => ({ type: 'RefundStarted', data: { orderId: 'o1', refundId, amountCents, reason, startedAt: at } });
const credited = (refundId: string, amountCents: number, reason: string): OrderEvent => ({ type: 'OrderRefunded', data: { orderId: 'o1', refundId, amountCents, reason, refundedAt: at, to: 'credit' } });

describe('an order’s refunds', () => {
  it('asks the gateway once for a started card refund, from the order’s payment, under the refund’s key', () => {
    workflowSpec(orderRefunds).given([placed(2500), paid]).when(started('r1', 1200)).then([
      { effect: 'orders.refund', input: { orderId: 'o1', refundId: 'r1', gatewayPaymentId: 'pi_1', amountCents: 1200, reason: 'Damaged', idempotencyKey: 'refund-o1-r1' }, key: 'card' },
    ]);
    // The cancellation's card refund keeps the key it always had (a refund in flight is not asked twice under two keys).
    expect(refundIdempotencyKey('o1', 'cancel-o1')).toBe('refund-cancel-o1');
  });

  it('asks nothing of the gateway for an order never paid by card', () => {
    workflowSpec(orderRefunds).given([placed(0)]).when(started('r1', 1200)).thenNothing();
  });

  it('gives back the credit a cancelled order spent, and grants any other credit refund once, by its id', () => {
    workflowSpec(orderRefunds).given([placed(2500), paid]).when(credited('cancel-credit-o1', 2500, 'Order cancelled')).then([
      { command: 'ReturnCredits', input: { clientId: 'u1', orderId: 'o1' }, key: 'credit' },
    ]);
    workflowSpec(orderRefunds).given([placed(2500), paid]).when(credited('r2', 4000, 'Store credit: Late delivery')).then([
      { command: 'GrantCredits', input: { clientId: 'u1', grantId: 'r2', amountCents: 4000, reason: 'Refund for order RC-2026-000001: Late delivery', expiresAt: null }, key: 'credit' },
    ]);
    // A card refund recorded is the gateway's answer: nothing more follows.
    workflowSpec(orderRefunds).given([placed(0), paid]).when({ type: 'OrderRefunded', data: { orderId: 'o1', refundId: 'r3', amountCents: 100, reason: 'Damaged', refundedAt: at, to: 'card' } }).thenNothing();
  });
});
