import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../domain/orders/order';
import { workflowSpec } from '../testing';
import { orderMails } from './order-mails';

const at = '2026-11-24T09:00:00.000Z';
const env = { siteUrl: 'https://roomcraft.test' };
const totals = { subtotalCents: 10_000, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 2_000, totalCents: 8_000 };
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1', orderNumber: 'RC-2026-001001', clientId: 'client-1', totals, code: null, placedAt: at,
    lines: [{ lineId: 'l1', goodsId: 'g1', name: 'Sofa', priceCents: 10_000, unitPriceCents: 10_000, count: 1, shippingCents: 0 }],
    address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' } as never,
  },
};
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pi_1', amountCents: 8_000, card: null, paidAt: at } };
type Out = { mail: Record<string, string>; key: string };
const mailOf = (given: OrderEvent[], when: OrderEvent) => (workflowSpec(orderMails, env).given(given).when(when).outputs() as Out[])[0]!.mail;

describe('order mails', () => {
  it('a shipped line mails its client with the tracking page’s stable link, whatever their updates choice', () => {
    const mail = mailOf([placed, paid], { type: 'OrderLineShipped', data: { orderId: 'o1', lineId: 'l1', carrier: 'UPS', trackingNumber: '1Z9', shippedAt: at } });
    expect(mail).toMatchObject({ toUserId: 'client-1', kind: 'order-shipped', subject: 'Your Roomcraft order RC-2026-001001 has shipped' });
    expect(mail).not.toHaveProperty('preference');
    expect(mail.text).toContain('Good news: 1 × Sofa from order RC-2026-001001 is on its way.');
    expect(mail.text).toContain('Follow it here: https://roomcraft.test/go/shipment/o1~l1~RC-2026-001001');
    expect(mail.text).toContain('Your order: https://roomcraft.test/go/order/o1');
  });

  it('delivered, delayed, returns approved and refused', () => {
    expect(mailOf([placed, paid], { type: 'OrderLineDelivered', data: { orderId: 'o1', lineId: 'l1', deliveredAt: at } }).kind).toBe('order-delivered');
    expect(mailOf([placed, paid], { type: 'DelayNoticeGiven', data: { orderId: 'o1', lineId: 'l1', message: 'Storm.', expectedBy: '2026-12-24', noticedAt: at } }).text).toContain('We now expect it by December 24, 2026.');
    const asked: OrderEvent = { type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r1', lineIds: ['l1'], reasons: ['Changed my mind'], note: '', requestedAt: at } };
    expect(mailOf([placed, paid, asked], { type: 'ReturnApproved', data: { orderId: 'o1', returnId: 'r1', approvedAt: at } }).text).toContain('your return of 1 × Sofa');
    expect(mailOf([placed, paid, asked], { type: 'ReturnRefused', data: { orderId: 'o1', returnId: 'r1', reason: 'Used', refusedAt: at } }).text).toContain('Why: Used');
  });

  it('a cancellation tells what comes back, decided with it: the card first, the rest as store credit; its refunds mail nothing more', () => {
    const mail = mailOf([placed, paid], { type: 'OrderCancelled', data: { orderId: 'o1', reason: '', cancelledAt: at } });
    expect(mail.text).toContain('We are refunding $80.00 to the card you paid with');
    expect(mail.text).toContain('$20.00 of store credit is back in your account.');
    expect(mailOf([placed], { type: 'OrderCancelled', data: { orderId: 'o1', reason: '', cancelledAt: at } }).text).toContain('Nothing was charged for it.');
    workflowSpec(orderMails).given([placed, paid]).when({ type: 'OrderRefunded', data: { orderId: 'o1', refundId: 'cancel-o1', amountCents: 8_000, reason: 'Order cancelled', refundedAt: at, to: 'card' } }).thenNothing();
  });

  it('a staff refund mails once per refund, to the card or as store credit (with the balance page)', () => {
    const card = mailOf([placed, paid], { type: 'OrderRefunded', data: { orderId: 'o1', refundId: 'refund-1', amountCents: 1_000, reason: 'Returned leg', refundedAt: at, to: 'card' } });
    expect(card.text).toContain('We have refunded $10.00 for order RC-2026-001001 to the card you paid with.');
    expect(card.text).toContain('Reason: Returned leg');
    const credit = mailOf([placed, paid], { type: 'OrderRefunded', data: { orderId: 'o1', refundId: 'refund-2', amountCents: 1_500, reason: 'Store credit: Scratched leg', refundedAt: at, to: 'credit' } });
    expect(credit.text).toContain('as store credit');
    expect(credit.text).toContain('Reason: Scratched leg');
    expect(credit.text).toContain('See your balance: https://roomcraft.test/go/credit');
  });

  it('keeps no delivery address in its state', () => {
    const state = workflowSpec(orderMails).given([placed]).when(paid).state();
    expect(JSON.stringify(state)).not.toContain('Main St');
    expect(state.orderNumber).toBe('RC-2026-001001');
  });
});
