import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { ordersContext } from './context';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import { evolveOrder, initialOrderState, type OrderEvent } from './order';
import { orderDecider } from './order.decide';
import { changeOrderAddressSchema, type OrderCommand } from './order.schemas';

/** What the order-service calls add to an order: a client withdraws a return request, and corrects the delivery address before shipping. */
const now = '2026-11-22T10:00:00.000Z';
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const staff: Actor = { kind: 'user', userId: 's1', email: 'staff@example.com', roles: ['staff'] };
const spec = specFor(orderDecider);
const cmd = <T extends OrderCommand['type']>(type: T, data: Extract<OrderCommand, { type: T }>['data'], actor: Actor = alice) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } satisfies CommandMetadata }) as OrderCommand;

const address = { firstName: 'Alice', lastName: 'Liddell', address1: '1 Rabbit Hole', address2: '', city: 'Oakland', state: 'CA', zip: '94601', country: 'US', phone: '' };
const line = { lineId: 'n1', goodsId: 'g-sofa', name: 'Aria Oak Sofa', priceCents: 1000, unitPriceCents: 1000, count: 1, shippingCents: 0 };
const totals = { subtotalCents: 1000, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: 1000 };
const placed: OrderEvent = { type: 'OrderPlaced', data: { orderId: 'o1', orderNumber: 'RC-2026-000001', clientId: 'u-alice', lines: [line], totals, address, code: null, placedAt: now } };
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pay_1', amountCents: 1000, card: null, paidAt: now } };
const shipped: OrderEvent = { type: 'OrderLineShipped', data: { orderId: 'o1', lineId: 'n1', carrier: 'UPS', trackingNumber: '1Z', shippedAt: now } };
const delivered: OrderEvent = { type: 'OrderLineDelivered', data: { orderId: 'o1', lineId: 'n1', deliveredAt: now } };
const asked: OrderEvent = { type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons: ['Changed my mind'], note: '', requestedAt: now } };
const withdrawn: OrderEvent = { type: 'ReturnWithdrawn', data: { orderId: 'o1', returnId: 'r1', withdrawnAt: now } };
const history = [placed, paid, shipped, delivered, asked];

describe('withdrawing a return request', () => {
  it('the client takes back their own open request, once', () => {
    spec(history).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r1' })).then([withdrawn]);
    spec([...history, withdrawn]).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r1' })).then([]);
  });

  it('another client cannot; a settled or unknown return cannot be withdrawn', () => {
    spec(history).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r1' }, bob)).thenThrows('FORBIDDEN');
    spec(history).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r9' })).thenThrows('RETURN_NOT_FOUND');
    const approved: OrderEvent = { type: 'ReturnApproved', data: { orderId: 'o1', returnId: 'r1', approvedAt: now } };
    expect(spec([...history, approved]).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r1' })).thenThrows('RETURN_SETTLED').message).toBe('This return has already been approved');
    spec([]).when(cmd('WithdrawReturn', { orderId: 'o1', returnId: 'r1' })).thenThrows('ORDER_NOT_FOUND');
  });

  it('frees the lines for a new request, and staff can no longer settle it', () => {
    spec([...history, withdrawn]).when(cmd('RequestReturn', { orderId: 'o1', returnId: 'r2', lineIds: ['n1'], reasons: ['Arrived damaged'], note: '' })).then([
      { type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r2', lineIds: ['n1'], reasons: ['Arrived damaged'], note: '', requestedAt: now } },
    ]);
    spec([...history, withdrawn]).when(cmd('ApproveReturn', { orderId: 'o1', returnId: 'r1' }, staff)).thenThrows('RETURN_SETTLED');
    const state = [...history, withdrawn].reduce(evolveOrder, initialOrderState());
    expect(state.status === 'placed' && state.order.returns.r1?.status).toBe('withdrawn');
  });

  it('is for signed-in users only', () => {
    expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, 'WithdrawReturn', ordersContext.rules)).toThrow('Please sign in to continue');
    expect(() => authorize(alice, 'WithdrawReturn', ordersContext.rules)).not.toThrow();
  });
});

describe('correcting the delivery address', () => {
  const moved = changeOrderAddressSchema.parse({ orderId: 'o1', address: { ...address, address1: '2 Looking Glass Ln', zip: '94602' } });

  it('the client (or staff) corrects it before anything ships; the same address again changes nothing', () => {
    spec([placed, paid]).when(cmd('ChangeOrderAddress', moved)).then([{ type: 'OrderAddressChanged', data: { orderId: 'o1', address: moved.address, changedAt: now } }]);
    spec([placed, paid]).when(cmd('ChangeOrderAddress', moved, staff)).then([{ type: 'OrderAddressChanged', data: { orderId: 'o1', address: moved.address, changedAt: now } }]);
    const changed: OrderEvent = { type: 'OrderAddressChanged', data: { orderId: 'o1', address: moved.address, changedAt: now } };
    spec([placed, paid, changed]).when(cmd('ChangeOrderAddress', moved)).then([]);
  });

  it('refuses another client, a shipped or cancelled order, another state and a place we do not deliver to', () => {
    spec([placed, paid]).when(cmd('ChangeOrderAddress', moved, bob)).thenThrows('FORBIDDEN');
    spec([placed, paid, shipped]).when(cmd('ChangeOrderAddress', moved)).thenThrows('ALREADY_SHIPPED');
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', reason: '', cancelledAt: now } };
    spec([placed, cancelled]).when(cmd('ChangeOrderAddress', moved)).thenThrows('ORDER_CANCELLED');
    const texas = changeOrderAddressSchema.parse({ orderId: 'o1', address: { ...address, state: 'TX', zip: '73301' } });
    expect(spec([placed, paid]).when(cmd('ChangeOrderAddress', texas)).thenThrows('STATE_CHANGE').message).toBe("This order's tax is for CA: to deliver to another state, please cancel it and order again");
    const wrongZip = changeOrderAddressSchema.parse({ orderId: 'o1', address: { ...address, zip: '73301' } });
    expect(spec([placed, paid]).when(cmd('ChangeOrderAddress', wrongZip)).thenThrows('UNDELIVERABLE').message).toBe('ZIP code 73301 is in TX, not CA');
  });
});
