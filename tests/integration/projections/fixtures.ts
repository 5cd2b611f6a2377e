import type { OrderAddress, OrderEvent, OrderLine } from '../../../domain/orders/order';
import type { EventOf } from '../../../domain/shared/messages';
import type { GivenEvent } from '../../support/projection-spec';

/** Shared event data for the projection specs. */
export const address: OrderAddress = { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100' };

export const line = (lineId: string, goodsId: string, priceCents = 10_000, count = 1): OrderLine => ({ lineId, goodsId, name: `Goods ${goodsId}`, priceCents, unitPriceCents: priceCents, count, shippingCents: 0 });

export function orderPlaced(orderId: string, clientId: string, lines: OrderLine[] = [line('l1', 'g1')], extra: Partial<EventOf<OrderEvent, 'OrderPlaced'>['data']> = {}): GivenEvent<OrderEvent> {
  const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.count, 0);
  return {
    type: 'OrderPlaced',
    streamId: `order-${orderId}`,
    data: {
      orderId,
      orderNumber: `RC-${orderId}`,
      clientId,
      lines,
      totals: { subtotalCents: subtotal, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: subtotal },
      address,
      code: null,
      placedAt: '2026-01-01T10:00:00.000Z',
      ...extra,
    },
  };
}

export const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_spec' } as const;

export const orderPaid = (orderId: string, amountCents = 10_000): GivenEvent<OrderEvent> => ({
  type: 'OrderPaid',
  streamId: `order-${orderId}`,
  data: { orderId, paymentId: `pay-${orderId}`, amountCents, card, paidAt: '2026-01-01T10:05:00.000Z' },
});
