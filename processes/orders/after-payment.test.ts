import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../domain/orders/order';
import { workflowSpec } from '../testing';
import { orderAfterPayment } from './after-payment';

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1', orderNumber: 'RC-2026-000001', clientId: 'u1',
    lines: [{ lineId: 'l1', goodsId: 'g1', name: 'Sofa', priceCents: 100000, unitPriceCents: 90000, count: 1, shippingCents: 0 }],
    totals: { subtotalCents: 100000, saleDiscountCents: 10000, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: 90000 },
    address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', address2: null, city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: null } as never, code: null, placedAt: '2026-11-27T10:00:00.000Z',
  },
};
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pi_1', amountCents: 90000, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_sbx_1' }, paidAt: '2026-11-27T10:00:01.000Z' } };

describe('after an order is paid', () => {
  it('the client’s cart is emptied and the confirmation mailed, once', () => {
    const outputs = workflowSpec(orderAfterPayment).given([placed]).when(paid).outputs();
    expect(outputs[0]).toEqual({ command: 'ClearCart', input: { ownerId: 'u1', orderId: 'o1' }, key: 'clear-cart' });
    expect(outputs[1]).toMatchObject({ mail: { toUserId: 'u1', kind: 'order-confirmation', subject: 'Your Roomcraft order RC-2026-000001' }, key: 'confirmation' });
    const text = (outputs[1] as { mail: { text: string } }).mail.text;
    expect(text).toContain('Paid with: VISA ending in 4242');
    expect(text).toContain('https://roomcraft.test/order/detail/o1');
    expect(text).not.toContain('tok_sbx_1');
    workflowSpec(orderAfterPayment).given([placed, paid]).when(paid).thenNothing();
  });
  it('a draft nobody paid sends nothing', () => {
    workflowSpec(orderAfterPayment).given([]).when(placed).thenNothing();
  });
});
