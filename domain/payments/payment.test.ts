import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import type { PaymentEvent, PaymentHold } from './payment';
import { refusalOf, releaseWithReason } from './payment';
import { type PaymentCommand, paymentDecider } from './payment.decide';
import { type PaymentSlotCommand, paymentSlotDecider } from './payment-slot';

const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T10:30:00.000Z';
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(paymentDecider);
const cmd = <T extends PaymentCommand['type']>(type: T, data: Extract<PaymentCommand, { type: T }>['data'], actor: Actor = system, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as unknown as PaymentCommand;

const card = { card: { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_sbx_1' }, savedCardId: null, holderName: 'Alice', keep: true };
const holds: PaymentHold[] = [
  { command: 'StartPayment', input: { orderId: 'o1', attemptId: 'p1' }, release: { command: 'FailPayment', input: { orderId: 'o1', attemptId: 'p1', code: 'released', message: 'x' } } },
  { command: 'ReserveStock', input: { goodsId: 'g1', orderId: 'o1', count: 1 }, release: { command: 'ReleaseStock', input: { goodsId: 'g1', orderId: 'o1' } } },
];
const request = { paymentId: 'p1', clientId: 'u-alice', purpose: { kind: 'order' as const, orderId: 'o1', orderNumber: 'RC-1' }, amountCents: 5000, description: 'Order RC-1', card, holds, abandonAt: later };
const { abandonAt: _a, ...requested } = request;
const requestedEvent: PaymentEvent = { type: 'PaymentRequested', data: { ...requested, requestedAt: now, abandonAt: later } };
const held: PaymentEvent = { type: 'PaymentHeld', data: { paymentId: 'p1', heldAt: now } };
const charged: PaymentEvent = { type: 'PaymentCharged', data: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000, late: false, chargedAt: now } };
const declined: PaymentEvent = { type: 'PaymentDeclined', data: { paymentId: 'p1', code: 'card_declined', message: 'Your card was declined.', declinedAt: now } };
const abandoned: PaymentEvent = { type: 'PaymentAbandoned', data: { paymentId: 'p1', abandonedAt: later } };

const requestData = request as unknown as Extract<PaymentCommand, { type: 'RequestPayment' }>['data'];

describe('a payment', () => {
  it('is requested once by its client: the same request again changes nothing', () => {
    spec([]).when(cmd('RequestPayment', requestData, alice)).then([requestedEvent]);
    spec([requestedEvent]).when(cmd('RequestPayment', requestData, alice)).then([]);
  });

  it('is asked for by its own client only, and holds only its own client’s things', () => {
    spec([]).when(cmd('RequestPayment', requestData, bob)).thenThrows('FORBIDDEN');
    const foreign = [{ command: 'SpendCredits', input: { clientId: 'u-bob', orderId: 'o1', amountCents: 100 }, release: null }] as PaymentHold[];
    spec([]).when(cmd('RequestPayment', { ...requestData, holds: foreign as never }, alice)).thenThrows('HOLD_NOT_OWN');
  });

  it('needs a card when there is something to charge, and none when codes and credit pay it all', () => {
    spec([]).when(cmd('RequestPayment', { ...requestData, card: null }, alice)).thenThrows('CARD_REQUIRED');
    const free = { ...requestData, amountCents: 0 };
    const events = paymentDecider.decide(cmd('RequestPayment', free, alice) as never, paymentDecider.initialState());
    expect(events[0]!.type === 'PaymentRequested' && events[0]!.data.card).toBeNull();
  });

  it('is held, then charged once: the gateway’s answer recorded again changes nothing', () => {
    spec([requestedEvent]).when(cmd('RecordPaymentHeld', { paymentId: 'p1' })).then([held]);
    spec([requestedEvent, held]).when(cmd('RecordPaymentCharged', { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000 }, system)).then([charged]);
    spec([requestedEvent, held, charged]).when(cmd('RecordPaymentCharged', { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000 })).then([]);
    spec([requestedEvent, held]).when(cmd('RecordPaymentCharged', { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 4000 })).thenThrows('AMOUNT_MISMATCH');
  });

  it('a decline ends it; nothing after a decline charges or abandons it', () => {
    spec([requestedEvent, held]).when(cmd('RecordPaymentDeclined', { paymentId: 'p1', code: 'card_declined', message: 'Your card was declined.' })).then([declined]);
    spec([requestedEvent, held, declined]).when(cmd('AbandonPayment', { paymentId: 'p1' })).then([]);
    spec([requestedEvent, held, declined]).when(cmd('RecordPaymentDeclined', { paymentId: 'p1', code: 'x', message: 'y' })).then([]);
  });

  it('is abandoned only while nothing came of it; a charge that lands after is recorded as late (to be refunded)', () => {
    spec([requestedEvent, held]).when(cmd('AbandonPayment', { paymentId: 'p1' }, system, later)).then([abandoned]);
    spec([requestedEvent, held, charged]).when(cmd('AbandonPayment', { paymentId: 'p1' })).then([]);
    spec([requestedEvent, held, abandoned])
      .when(cmd('RecordPaymentCharged', { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000 }))
      .then([{ type: 'PaymentCharged', data: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000, late: true, chargedAt: now } }]);
    const late: PaymentEvent = { type: 'PaymentCharged', data: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000, late: true, chargedAt: now } };
    spec([requestedEvent, held, abandoned, late]).when(cmd('RecordPaymentSettled', { paymentId: 'p1' })).then([]);
  });

  it('a refused hold ends it before any charge', () => {
    const failure = { kind: 'illegal_state' as const, code: 'OUT_OF_STOCK', message: 'The product is out of stock: Sofa' };
    spec([requestedEvent]).when(cmd('RecordPaymentRefused', { paymentId: 'p1', failure, heldCount: 1 })).then([{ type: 'PaymentRefused', data: { paymentId: 'p1', failure, heldCount: 1, refusedAt: now } }]);
    spec([requestedEvent, held]).when(cmd('RecordPaymentRefused', { paymentId: 'p1', failure, heldCount: 1 })).then([]);
  });

  it('is settled by its purpose, or refunded when the purpose refuses it', () => {
    spec([requestedEvent, held, charged]).when(cmd('RecordPaymentSettled', { paymentId: 'p1' })).then([{ type: 'PaymentSettled', data: { paymentId: 'p1', settledAt: now } }]);
    const failure = { kind: 'illegal_state' as const, code: 'ALREADY_PAID', message: 'This order has already been paid.' };
    const notSettled: PaymentEvent = { type: 'PaymentNotSettled', data: { paymentId: 'p1', failure, at: now } };
    spec([requestedEvent, held, charged]).when(cmd('RecordPaymentNotSettled', { paymentId: 'p1', failure })).then([notSettled]);
    spec([requestedEvent, held, charged, notSettled])
      .when(cmd('RecordPaymentRefunded', { paymentId: 'p1', refundId: 're_1', amountCents: 5000 }))
      .then([{ type: 'PaymentRefunded', data: { paymentId: 'p1', refundId: 're_1', amountCents: 5000, refundedAt: now } }]);
  });

  it('nothing but a request starts one', () => {
    spec([]).when(cmd('RecordPaymentHeld', { paymentId: 'p1' })).thenThrows('PAYMENT_NOT_FOUND');
  });
});

describe('a refused hold answers the buyer', () => {
  it('in its own words, or reworded for the codes it names', () => {
    const error = { kind: 'illegal_state' as const, code: 'OUT_OF_STOCK', message: 'The product is out of stock' };
    expect(refusalOf({}, error)).toEqual(error);
    expect(refusalOf({ refusal: { codes: ['OUT_OF_STOCK'], kind: 'illegal_state', code: 'OUT_OF_STOCK', template: 'The product is out of stock: Sofa' } }, error)).toEqual({ ...error, message: 'The product is out of stock: Sofa' });
    expect(refusalOf({ refusal: { codes: ['OTHER'], kind: 'validation', code: 'X', template: 'y' } }, error)).toEqual(error);
    expect(refusalOf({ refusal: { kind: 'validation', code: 'CODE_REFUSED', template: 'ONCE1: {message}', field: 'code' } }, { kind: 'validation', code: 'USED_UP', message: 'this code has been used up' })).toEqual({
      kind: 'validation', code: 'CODE_REFUSED', message: 'ONCE1: this code has been used up', fields: { code: 'this code has been used up' },
    });
  });
  it('a release that records why says what happened', () => {
    expect(releaseWithReason({ orderId: 'o1', attemptId: 'p1', code: 'released', message: 'x' }, 'card_declined', 'Your card was declined.')).toEqual({ orderId: 'o1', attemptId: 'p1', code: 'card_declined', message: 'Your card was declined.' });
    expect(releaseWithReason({ goodsId: 'g1', orderId: 'o1' }, 'card_declined', 'Declined')).toEqual({ goodsId: 'g1', orderId: 'o1' });
  });
});

describe('one payment at a time for a thing', () => {
  const slot = specFor(paymentSlotDecider);
  const c = (type: PaymentSlotCommand['type'], data: Record<string, unknown>, at = now) => ({ type, data, metadata: { commandId: 'c', now: at, actor: system } }) as unknown as PaymentSlotCommand;
  const claimed = { type: 'PaymentSlotClaimed' as const, data: { key: 'plan-1', paymentId: 'p1', until: later, claimedAt: now } };
  it('is claimed by one payment; another is refused until its process frees it (never by time alone)', () => {
    slot([]).when(c('ClaimPaymentSlot', { key: 'plan-1', paymentId: 'p1', until: later })).then([claimed]);
    slot([claimed]).when(c('ClaimPaymentSlot', { key: 'plan-1', paymentId: 'p1', until: later })).then([]);
    slot([claimed]).when(c('ClaimPaymentSlot', { key: 'plan-1', paymentId: 'p2', until: later })).thenThrows('PAYMENT_IN_PROGRESS');
    slot([claimed]).when(c('ClaimPaymentSlot', { key: 'plan-1', paymentId: 'p2', until: '2026-11-27T11:00:00.000Z' }, '2026-11-27T10:45:00.000Z')).thenThrows('PAYMENT_IN_PROGRESS');
    const freed = { type: 'PaymentSlotFreed' as const, data: { key: 'plan-1', paymentId: 'p1', freedAt: now } };
    slot([claimed]).when(c('FreePaymentSlot', { key: 'plan-1', paymentId: 'p2' })).then([]);
    slot([claimed]).when(c('FreePaymentSlot', { key: 'plan-1', paymentId: 'p1' })).then([freed]);
    slot([claimed, freed]).when(c('ClaimPaymentSlot', { key: 'plan-1', paymentId: 'p2', until: later })).then([{ type: 'PaymentSlotClaimed', data: { key: 'plan-1', paymentId: 'p2', until: later, claimedAt: now } }]);
  });
});
