import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { ordersContext } from './context';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import type { OrderEvent } from './order';
import { orderDecider } from './order.decide';
import { type OrderCommand, placeOrderSchema, payOrderSchema, requestReturnSchema } from './order.schemas';

const now = '2026-11-22T10:00:00.000Z';
const day = 24 * 60 * 60 * 1000;
const after = (days: number) => new Date(Date.parse(now) + days * day).toISOString();
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const staff: Actor = { kind: 'user', userId: 's1', email: 'staff@example.com', roles: ['staff'] };
const spec = specFor(orderDecider);
const cmd = <T extends OrderCommand['type']>(type: T, data: Extract<OrderCommand, { type: T }>['data'], actor: Actor = alice, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } satisfies CommandMetadata }) as OrderCommand;

const place = placeOrderSchema.parse({
  orderId: 'o1',
  orderNumber: 'RC-2026-000123',
  clientId: 'u-alice',
  lines: [
    { lineId: 'n1', goodsId: 'g-sofa', name: 'Aria Oak Sofa', priceCents: 129900, unitPriceCents: 99900, count: 1, shippingCents: 4900 },
    { lineId: 'n2', goodsId: 'g-lamp', name: 'Halo Lamp', priceCents: 8900, unitPriceCents: 8900, count: 2, shippingCents: 1800 },
  ],
  // 147700 − 30000 sale − 11770 (DIY1, 10% of 117700) + 6700 shipping + 7680 (CA 7.25% of 105930) − 2500 credits
  totals: { subtotalCents: 147700, saleDiscountCents: 30000, codeDiscountCents: 11770, shippingCents: 6700, taxCents: 7680, creditsUsedCents: 2500, totalCents: 117810 },
  address: { firstName: 'Alice', lastName: 'Liddell', address1: '1 Rabbit Hole', city: 'Oxford', state: 'CA', zip: '94000' },
  code: 'diy1',
});
const placed: OrderEvent = { type: 'OrderPlaced', data: { ...place, placedAt: now } };
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card: null, paidAt: now } };
const shipped = (lineId = 'n1'): OrderEvent => ({ type: 'OrderLineShipped', data: { orderId: 'o1', lineId, carrier: 'UPS', trackingNumber: '1Z999', shippedAt: now } });
const delivered = (lineId = 'n1', at = now): OrderEvent => ({ type: 'OrderLineDelivered', data: { orderId: 'o1', lineId, deliveredAt: at } });

describe('placing an order', () => {
  it('places it with its lines, totals, address, one code and an order number', () => {
    expect(place.code).toBe('DIY1');
    spec([]).when(cmd('PlaceOrder', place)).then([placed]);
    spec([placed]).when(cmd('PlaceOrder', place)).thenThrows('ORDER_EXISTS');
  });

  it('refuses totals that do not add up to the lines', () => {
    spec([]).when(cmd('PlaceOrder', { ...place, totals: { ...place.totals, totalCents: 100 } })).thenThrows('TOTALS_MISMATCH');
    spec([]).when(cmd('PlaceOrder', { ...place, totals: { ...place.totals, subtotalCents: 1, totalCents: 1 - 147700 + 117810 } })).thenThrows('TOTALS_MISMATCH');
    spec([]).when(cmd('PlaceOrder', { ...place, code: null })).thenThrows('TOTALS_MISMATCH');
  });

  it('an order the credits cover entirely is placed as a draft too: its payment (of nothing) holds the credits and pays it', () => {
    const totals = { ...place.totals, creditsUsedCents: 2500 + 117810, totalCents: 0 };
    spec([]).when(cmd('PlaceOrder', { ...place, totals })).then([{ type: 'OrderPlaced', data: { ...place, totals, placedAt: now } }]);
  });

  it('a client orders only for themselves', () => {
    spec([]).when(cmd('PlaceOrder', place, bob)).thenThrows('FORBIDDEN');
  });

  it.each([
    [{ orderNumber: '123' }, 'orderNumber', 'Order numbers look like RC-2026-000123'],
    [{ lines: [] }, 'lines', 'The cart is empty'],
    [{ lines: [{ ...place.lines[0], count: 1001 }] }, 'lines.0.count', 'The quantity of an item cannot exceed 1000.'],
    [{ lines: [{ ...place.lines[0], priceCents: 99.5 }] }, 'lines.0.priceCents', 'Amounts are whole cents'],
  ])('rejects %o', (change, path, message) => {
    const parsed = placeOrderSchema.safeParse({ ...place, ...change });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});

describe('paying', () => {
  it('records the gateway reference and the card summary, exactly once', () => {
    const card = { brand: 'visa' as const, last4: '1111', expMonth: 12, expYear: 2028, token: 'tok_1' };
    spec([placed]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card })).then([
      { type: 'OrderPaid', data: { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card, paidAt: now } },
    ]);
    spec([placed, paid]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card: null })).then([]);
    const error = spec([placed, paid]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_2', amountCents: 117810, card: null })).thenThrows('ALREADY_PAID');
    expect(error.message).toBe('This order has already been paid.');
  });

  it('refuses a wrong amount, a cancelled order, a missing order and another client', () => {
    spec([placed]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 100, card: null })).thenThrows('AMOUNT_MISMATCH');
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', reason: '', cancelledAt: now } };
    spec([placed, cancelled]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card: null })).thenThrows('ORDER_CANCELLED');
    spec([]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card: null })).thenThrows('ORDER_NOT_FOUND');
    spec([placed]).when(cmd('PayOrder', { orderId: 'o1', paymentId: 'pay_1', amountCents: 117810, card: null }, bob)).thenThrows('FORBIDDEN');
  });

  it('a payment never carries a full card number', () => {
    const parsed = payOrderSchema.safeParse({
      orderId: 'o1', paymentId: 'pay_1', amountCents: 117810,
      card: { brand: 'visa', last4: '1111', expMonth: 12, expYear: 2028, token: 'tok_1', number: '4111111111111111' },
    });
    expect(parsed.success).toBe(false);
  });
});

describe('cancelling', () => {
  it('cancels until something has shipped', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', reason: 'changed my mind', cancelledAt: now } };
    spec([placed]).when(cmd('CancelOrder', { orderId: 'o1', reason: 'changed my mind' })).then([cancelled]);
    spec([placed, cancelled]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).then([]);
    spec([placed, paid, shipped()]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).thenThrows('ALREADY_SHIPPED');
    spec([placed]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' }, bob)).thenThrows('FORBIDDEN');
    spec([placed]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' }, staff)).then([{ ...cancelled, data: { ...cancelled.data, reason: '' } }]);
  });
});

describe('fulfilment', () => {
  it('ships a paid line with carrier and tracking number, once', () => {
    spec([placed]).when(cmd('ShipOrderLine', { orderId: 'o1', lineId: 'n1', carrier: 'UPS', trackingNumber: '1Z999' }, staff)).thenThrows('NOT_PAID');
    spec([placed, paid]).when(cmd('ShipOrderLine', { orderId: 'o1', lineId: 'n1', carrier: 'UPS', trackingNumber: '1Z999' }, staff)).then([shipped()]);
    spec([placed, paid, shipped()]).when(cmd('ShipOrderLine', { orderId: 'o1', lineId: 'n1', carrier: 'UPS', trackingNumber: '1Z999' }, staff)).then([]);
    spec([placed, paid, shipped()]).when(cmd('ShipOrderLine', { orderId: 'o1', lineId: 'n1', carrier: 'FedEx', trackingNumber: '42' }, staff)).thenThrows('LINE_SHIPPED');
    spec([placed, paid]).when(cmd('ShipOrderLine', { orderId: 'o1', lineId: 'n9', carrier: 'UPS', trackingNumber: '1' }, staff)).thenThrows('LINE_NOT_FOUND');
  });

  it('marks a shipped line delivered', () => {
    spec([placed, paid]).when(cmd('MarkLineDelivered', { orderId: 'o1', lineId: 'n1' }, staff)).thenThrows('NOT_SHIPPED');
    spec([placed, paid, shipped()]).when(cmd('MarkLineDelivered', { orderId: 'o1', lineId: 'n1' }, staff)).then([delivered()]);
    spec([placed, paid, shipped(), delivered()]).when(cmd('MarkLineDelivered', { orderId: 'o1', lineId: 'n1' }, staff)).then([]);
  });

  it('gives a delay notice for the order or one line', () => {
    spec([placed, paid]).when(cmd('GiveDelayNotice', { orderId: 'o1', lineId: 'n2', message: 'Back-ordered at the maker', expectedBy: '2026-12-15' }, staff)).then([
      { type: 'DelayNoticeGiven', data: { orderId: 'o1', lineId: 'n2', message: 'Back-ordered at the maker', expectedBy: '2026-12-15', noticedAt: now } },
    ]);
    spec([placed]).when(cmd('GiveDelayNotice', { orderId: 'o1', lineId: 'n9', message: 'x', expectedBy: null }, staff)).thenThrows('LINE_NOT_FOUND');
  });
});

describe('returns (30 days from delivery)', () => {
  const history = [placed, paid, shipped(), delivered()];
  const request = (at: string, lineIds = ['n1']) =>
    cmd('RequestReturn', { orderId: 'o1', returnId: 'r1', lineIds, reasons: ['Arrived damaged', 'Wrong item sent'], note: '' }, alice, at);
  const requested = (at = now): OrderEvent => ({
    type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons: ['Arrived damaged', 'Wrong item sent'], note: '', requestedAt: at },
  });

  it.each([
    [0, true],
    [30, true],
    [30.01, false],
  ])('%s days after delivery: accepted %s', (days, ok) => {
    const run = spec(history).when(request(after(days)));
    if (ok) run.then([requested(after(days))]);
    else expect(run.thenThrows('RETURN_WINDOW_CLOSED').message).toBe('Returns are accepted within 30 days of delivery');
  });

  it('only delivered lines, with a reason, not twice', () => {
    spec([placed, paid, shipped()]).when(request(now)).thenThrows('NOT_DELIVERED');
    expect(requestReturnSchema.safeParse({ orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons: [] }).error!.issues[0]!.message).toBe('Please choose a reason');
    spec([...history, requested()]).when(cmd('RequestReturn', { orderId: 'o1', returnId: 'r2', lineIds: ['n1'], reasons: ['Arrived damaged'], note: '' })).thenThrows('RETURN_EXISTS');
    spec([...history, requested()]).when(request(now)).then([]);
    spec(history).when(cmd('RequestReturn', { orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons: ['Changed my mind'], note: '' }, bob)).thenThrows('FORBIDDEN');
  });

  it('takes reasons from the fixed list only, and a note with Other', () => {
    const asking = (reasons: string[], note: string) => cmd('RequestReturn', { orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons, note });
    spec(history).when(asking(['Because'], '')).thenThrows('UNKNOWN_REASON');
    const error = spec(history).when(asking(['Other'], '  ')).thenThrows('NOTE_REQUIRED');
    expect(error.message).toBe('Please tell us more about the reason');
    spec(history).when(asking(['Other'], 'The drawer sticks')).then([
      { type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r1', lineIds: ['n1'], reasons: ['Other'], note: 'The drawer sticks', requestedAt: now } },
    ]);
  });

  it('staff approve or refuse a request once', () => {
    const approved: OrderEvent = { type: 'ReturnApproved', data: { orderId: 'o1', returnId: 'r1', approvedAt: now } };
    const refused: OrderEvent = { type: 'ReturnRefused', data: { orderId: 'o1', returnId: 'r1', reason: 'Used item', refusedAt: now } };
    spec([...history, requested()]).when(cmd('ApproveReturn', { orderId: 'o1', returnId: 'r1' }, staff)).then([approved]);
    spec([...history, requested(), approved]).when(cmd('ApproveReturn', { orderId: 'o1', returnId: 'r1' }, staff)).then([]);
    spec([...history, requested(), approved]).when(cmd('RefuseReturn', { orderId: 'o1', returnId: 'r1', reason: 'Used item' }, staff)).thenThrows('RETURN_SETTLED');
    spec([...history, requested()]).when(cmd('RefuseReturn', { orderId: 'o1', returnId: 'r1', reason: 'Used item' }, staff)).then([refused]);
    spec(history).when(cmd('ApproveReturn', { orderId: 'o1', returnId: 'r1' }, staff)).thenThrows('RETURN_NOT_FOUND');
    // a refused request leaves the line free for a new one
    spec([...history, requested(), refused]).when(cmd('RequestReturn', { orderId: 'o1', returnId: 'r2', lineIds: ['n1'], reasons: ['Arrived damaged'], note: '' })).then([
      { type: 'ReturnRequested', data: { orderId: 'o1', returnId: 'r2', lineIds: ['n1'], reasons: ['Arrived damaged'], note: '', requestedAt: now } },
    ]);
  });
});

describe('refunds', () => {
  const refunded = (refundId: string, amountCents: number, to: 'card' | 'credit' = 'card', reason = ''): OrderEvent => ({
    type: 'OrderRefunded', data: { orderId: 'o1', refundId, amountCents, reason, refundedAt: now, to },
  });
  const startedRefund = (refundId: string, amountCents: number, reason = ''): OrderEvent => ({ type: 'RefundStarted', data: { orderId: 'o1', refundId, amountCents, reason, startedAt: now } });
  const refund = (refundId: string, amountCents: number, to: 'card' | 'credit' = 'card') => cmd('RefundOrder', { orderId: 'o1', refundId, amountCents, reason: '', to }, staff);

  it('refunds at most what was paid by card and in store credit (117810 + 2500) minus what was refunded; the card at most what it paid', () => {
    spec([placed, paid]).when(refund('f1', 100000)).then([refunded('f1', 100000)]);
    expect(spec([placed, paid, refunded('f1', 100000)]).when(refund('f2', 17811)).thenThrows('REFUND_TOO_LARGE').message).toBe('At most $178.10 can be refunded');
    const error = spec([placed, paid, refunded('f1', 100000)]).when(refund('f2', 20311, 'credit')).thenThrows('REFUND_TOO_LARGE');
    expect(error.message).toBe('At most $203.10 can be refunded');
    spec([placed, paid, refunded('f1', 100000)]).when(refund('f2', 20310, 'credit')).then([refunded('f2', 20310, 'credit')]);
    spec([placed, paid, refunded('f1', 100000)]).when(refund('f1', 100000)).then([]);
    spec([placed]).when(refund('f1', 1)).thenThrows('NOT_PAID');
  });

  it('a refund as store credit counts against the card part too: all of it as credit leaves nothing for the card', () => {
    spec([placed, paid, refunded('f1', 120310, 'credit')]).when(refund('f2', 1)).thenThrows('REFUND_TOO_LARGE');
    spec([placed, paid, refunded('f1', 120310, 'credit')]).when(cmd('StartRefund', { orderId: 'o1', refundId: 'f2', amountCents: 1, reason: '' }, staff)).thenThrows('REFUND_TOO_LARGE');
  });

  it('a card refund in flight holds its amount: another refund sees it; the gateway refusing it frees it', () => {
    spec([placed, paid]).when(cmd('StartRefund', { orderId: 'o1', refundId: 'f1', amountCents: 117810, reason: 'x' }, staff)).then([startedRefund('f1', 117810, 'x')]);
    spec([placed, paid, startedRefund('f1', 117810)]).when(refund('f2', 2501, 'credit')).thenThrows('REFUND_TOO_LARGE');
    spec([placed, paid, startedRefund('f1', 117810)]).when(refund('f2', 2500, 'credit')).then([refunded('f2', 2500, 'credit')]);
    spec([placed, paid, startedRefund('f1', 117810, 'x')]).when(refund('f1', 117810)).then([refunded('f1', 117810, 'card', 'x')]);
    spec([placed, paid, startedRefund('f1', 117810)]).when(refund('f1', 100)).thenThrows('REFUND_MISMATCH');
    const failed: OrderEvent = { type: 'RefundFailed', data: { orderId: 'o1', refundId: 'f1', message: 'no', failedAt: now } };
    spec([placed, paid, startedRefund('f1', 117810)]).when(cmd('FailRefund', { orderId: 'o1', refundId: 'f1', message: 'no' }, { kind: 'system' })).then([failed]);
    spec([placed, paid, startedRefund('f1', 117810), failed]).when(refund('f2', 120310, 'credit')).then([refunded('f2', 120310, 'credit')]);
  });

  it('a cancellation gives back what is left: the card first, the rest as store credit; nothing is left to refund after it', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: 'o1', reason: '', cancelledAt: now } };
    spec([placed, paid]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).then([
      cancelled,
      startedRefund('cancel-o1', 117810, 'Order cancelled'),
      refunded('cancel-credit-o1', 2500, 'credit', 'Order cancelled'),
    ]);
    // All of it refunded as credit before: the cancellation gives nothing more.
    spec([placed, paid, refunded('f1', 120310, 'credit')]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).then([cancelled]);
    // Part of it: the card gets what is left of the whole, never more.
    spec([placed, paid, refunded('f1', 20000, 'credit')]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).then([cancelled, startedRefund('cancel-o1', 100310, 'Order cancelled')]);
    const history = [placed, paid, cancelled, startedRefund('cancel-o1', 117810, 'Order cancelled'), refunded('cancel-credit-o1', 2500, 'credit', 'Order cancelled')];
    spec(history).when(refund('f9', 1, 'credit')).thenThrows('REFUND_TOO_LARGE');
    spec([placed]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).then([cancelled]);
  });
});

describe('who may run order commands', () => {
  it('clients place, start paying, cancel and return; only the system records a payment; only staff fulfil and refund', () => {
    for (const type of ['PayOrder', 'FailPayment']) {
      expect(() => authorize(alice, type, ordersContext.rules)).toThrow('No access.');
      expect(() => authorize(staff, type, ordersContext.rules)).toThrow('No access.');
      expect(() => authorize({ kind: 'system' }, type, ordersContext.rules)).not.toThrow();
    }
    for (const type of ['PlaceOrder', 'StartPayment', 'CancelOrder', 'RequestReturn']) {
      expect(() => authorize(alice, type, ordersContext.rules)).not.toThrow();
      expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, type, ordersContext.rules)).toThrow('Please sign in');
    }
    for (const type of ['ShipOrderLine', 'MarkLineDelivered', 'ApproveReturn', 'RefuseReturn', 'RefundOrder', 'GiveDelayNotice']) {
      expect(() => authorize(alice, type, ordersContext.rules)).toThrow('No access.');
      expect(() => authorize(staff, type, ordersContext.rules)).not.toThrow();
    }
  });
});

describe('one payment at a time', () => {
  const started = (attemptId = 'a1', at = now): OrderEvent => ({ type: 'PaymentStarted', data: { orderId: 'o1', attemptId, amountCents: 117810, startedAt: at } });
  const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 'o1', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.', failedAt: now } };

  it('starts a payment for the order total', () => {
    spec([placed]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a1' })).then([started()]);
  });
  it('the same attempt again changes nothing; another attempt while one runs is refused', () => {
    spec([placed, started()]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a1' })).then([]);
    spec([placed, started()]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' })).thenThrows('PAYMENT_IN_PROGRESS');
  });
  it('an attempt abandoned for two minutes gives way to a new one', () => {
    const later = new Date(Date.parse(now) + 2 * 60 * 1000).toISOString();
    spec([placed, started()]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' }, alice, later)).then([started('a2', later)]);
  });
  it('an attempt held by a payment process stays until that process frees it, however long the gateway takes', () => {
    const until = new Date(Date.parse(now) + 30 * 60 * 1000).toISOString();
    const held: OrderEvent = { type: 'PaymentStarted', data: { orderId: 'o1', attemptId: 'a1', amountCents: 117810, startedAt: now, until } };
    spec([placed]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a1', until })).then([held]);
    const later = new Date(Date.parse(now) + 10 * 60 * 1000).toISOString();
    spec([placed, held]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' }, alice, later)).thenThrows('PAYMENT_IN_PROGRESS');
    spec([placed, held]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' }, alice, until)).thenThrows('PAYMENT_IN_PROGRESS');
  });
  it('a declined attempt lets the client try again', () => {
    spec([placed, started()]).when(cmd('FailPayment', { orderId: 'o1', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.' }, { kind: 'system' })).then([failed]);
    spec([placed, started(), failed]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' })).then([started('a2')]);
  });
  it('a paid order cannot start another payment', () => {
    spec([placed, started(), paid]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a2' })).thenThrows('ALREADY_PAID');
  });
  it('nobody else starts paying for an order', () => {
    spec([placed]).when(cmd('StartPayment', { orderId: 'o1', attemptId: 'a1' }, bob)).thenThrows('FORBIDDEN');
  });
  it('an order cannot be cancelled while its payment is being charged', () => {
    spec([placed, started()]).when(cmd('CancelOrder', { orderId: 'o1', reason: '' })).thenThrows('PAYMENT_IN_PROGRESS');
  });
});
