import { describe, expect, it } from 'vitest';
import type { PaymentEvent, PaymentHold } from '../../domain/payments/payment';
import { workflowSpec } from '../testing';
import { paymentProcess } from './payment-process';

const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T10:30:00.000Z';
const card = { card: { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_sbx_1' }, savedCardId: null, holderName: 'Ada Buyer', keep: true };
const holds: PaymentHold[] = [
  { command: 'StartPayment', input: { orderId: 'o1', attemptId: 'p1', until: later }, release: { command: 'FailPayment', input: { orderId: 'o1', attemptId: 'p1', code: 'released', message: 'x' } } },
  { command: 'ReserveStock', input: { goodsId: 'g1', orderId: 'o1', count: 1 }, release: { command: 'ReleaseStock', input: { goodsId: 'g1', orderId: 'o1' } } },
  { command: 'SpendCredits', input: { clientId: 'u1', orderId: 'o1', amountCents: 500 }, release: { command: 'ReturnCredits', input: { clientId: 'u1', orderId: 'o1' } } },
];
const requested = (over: Partial<Extract<PaymentEvent, { type: 'PaymentRequested' }>['data']> = {}): PaymentEvent => ({
  type: 'PaymentRequested',
  data: { paymentId: 'p1', clientId: 'u1', purpose: { kind: 'order', orderId: 'o1', orderNumber: 'RC-1' }, amountCents: 5000, description: 'Roomcraft order RC-1', card, holds, requestedAt: now, abandonAt: later, ...over },
});
const held: PaymentEvent = { type: 'PaymentHeld', data: { paymentId: 'p1', heldAt: now } };
const charged = (late = false): PaymentEvent => ({ type: 'PaymentCharged', data: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000, late, chargedAt: now } });
const settled: PaymentEvent = { type: 'PaymentSettled', data: { paymentId: 'p1', settledAt: now } };
/** Last taken first: the order's payment slot is freed after its stock and credit. */
const releases = (code: string, message: string) => [
  { command: 'ReturnCredits', input: { clientId: 'u1', orderId: 'o1' }, key: 'release-2' },
  { command: 'ReleaseStock', input: { goodsId: 'g1', orderId: 'o1' }, key: 'release-1' },
  { command: 'FailPayment', input: { orderId: 'o1', attemptId: 'p1', code, message }, key: 'release-0' },
];
const spec = workflowSpec(paymentProcess);

describe('the payment process', () => {
  it('a request takes its holds (an effect) and schedules its abandon at the stated time', () => {
    spec.given([]).when(requested()).then([
      { effect: 'payments.hold', input: { paymentId: 'p1', holds }, key: 'hold' },
      { command: 'AbandonPayment', input: { paymentId: 'p1' }, at: later, key: 'abandon' },
    ]);
  });

  it('held: the card is charged with the payment id as the idempotency key; nothing to charge is recorded at once', () => {
    spec.given([requested()]).when(held).then([
      { effect: 'payments.charge', input: { paymentId: 'p1', token: 'tok_sbx_1', amountCents: 5000, description: 'Roomcraft order RC-1', metadata: { paymentId: 'p1', purpose: 'order', clientId: 'u1', orderId: 'o1', orderNumber: 'RC-1' } }, key: 'charge' },
    ]);
    workflowSpec(paymentProcess).given([requested({ amountCents: 0, card: null })]).when(held).then([{ command: 'RecordPaymentCharged', input: { paymentId: 'p1', gatewayPaymentId: null, amountCents: 0 }, key: 'charge' }]);
  });

  it('charged: the purpose records it (the order is paid with the gateway’s reference and the card shown)', () => {
    spec.given([requested(), held]).when(charged()).then([
      { effect: 'payments.settle', input: { paymentId: 'p1', command: 'PayOrder', input: { orderId: 'o1', paymentId: 'pi_1', amountCents: 5000, card: card.card } }, key: 'settle' },
    ]);
  });

  it('each purpose is recorded by its own command', () => {
    const settleOf = (purpose: Extract<PaymentEvent, { type: 'PaymentRequested' }>['data']['purpose']) =>
      (spec.given([requested({ purpose }), held]).when(charged()).outputs()[0] as { input: { command: string; input: Record<string, unknown> } }).input;
    expect(settleOf({ kind: 'plan', needId: '7', plan: 'CLASSIC', discountCents: 1000, code: 'ONCE' })).toMatchObject({ command: 'RecordNeedPayment', input: { needId: '7', plan: 'CLASSIC', paymentId: 'pi_1', amountCents: 5000, discountCents: 1000, code: 'ONCE' } });
    expect(settleOf({ kind: 'upgrade', needId: '7', toPlan: 'PREMIUM' })).toMatchObject({ command: 'UpgradeNeed', input: { needId: '7', toPlan: 'PREMIUM', paymentId: 'pi_1' } });
    expect(settleOf({ kind: 'meeting', needId: '7', meetingId: 'm-12345678', type: 'DESIGN', startsAt: later })).toMatchObject({ command: 'BookMeeting', input: { meetingId: 'm-12345678', paymentId: 'pi_1' } });
    expect(settleOf({ kind: 'tip', needId: '7', tipId: 't1', note: 'Thanks' })).toMatchObject({ command: 'RecordTip', input: { tipId: 't1', paymentId: 'pi_1', amountCents: 5000, note: 'Thanks' } });
    expect(settleOf({ kind: 'subscription', attemptId: 'a1' })).toMatchObject({ command: 'StartSubscription', input: { clientId: 'u1', attemptId: 'p1', paymentId: 'pi_1', card: { brand: 'visa', last4: '4242' } } });
  });

  it('settled: a new card the client asked to keep is saved (not as the default), a saved card or an unticked one is not', () => {
    spec.given([requested(), held, charged()]).when(settled).then([
      { command: 'SaveCard', input: { clientId: 'u1', cardId: 'cp1', card: card.card, holderName: 'Ada Buyer', makeDefault: false }, key: 'save-card' },
    ]);
    workflowSpec(paymentProcess).given([requested({ card: { ...card, keep: false } }), held, charged()]).when(settled).thenNothing();
    workflowSpec(paymentProcess).given([requested({ card: { ...card, savedCardId: 'card-1', keep: false } }), held, charged()]).when(settled).thenNothing();
  });

  it('a declined card is never saved; everything held is released at once, the order told why', () => {
    const declined: PaymentEvent = { type: 'PaymentDeclined', data: { paymentId: 'p1', code: 'card_declined', message: 'Your card was declined.', declinedAt: now } };
    const outputs = spec.given([requested(), held]).when(declined).outputs();
    expect(outputs).toEqual(releases('card_declined', 'Your card was declined.'));
    expect(outputs.some((o) => 'command' in o && o.command === 'SaveCard')).toBe(false);
  });

  it('abandoned: everything held is released', () => {
    spec.given([requested(), held]).when({ type: 'PaymentAbandoned', data: { paymentId: 'p1', abandonedAt: later } }).then(releases('abandoned', 'The payment was not completed in time'));
  });

  it('refused: only the holds taken before the refused one are released', () => {
    const failure = { kind: 'illegal_state' as const, code: 'NOT_ENOUGH_CREDITS', message: 'Not enough store credit' };
    spec.given([requested()]).when({ type: 'PaymentRefused', data: { paymentId: 'p1', failure, heldCount: 2, refusedAt: now } }).then(releases('NOT_ENOUGH_CREDITS', 'Not enough store credit').slice(1));
  });

  it('a charge the purpose refuses is refunded by the same path; another payment’s holds stay when that one paid first', () => {
    const failure = { kind: 'illegal_state' as const, code: 'ALREADY_PAID', message: 'This order has already been paid.' };
    spec.given([requested(), held, charged()]).when({ type: 'PaymentNotSettled', data: { paymentId: 'p1', failure, at: now } }).then([
      { effect: 'payments.refund', input: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000 }, key: 'refund' },
      releases('ALREADY_PAID', 'This order has already been paid.')[2]!,
    ]);
  });

  it('a charge that lands after the payment was given up is refunded', () => {
    spec.given([requested(), held, { type: 'PaymentAbandoned', data: { paymentId: 'p1', abandonedAt: later } }]).when(charged(true)).then([
      { effect: 'payments.refund', input: { paymentId: 'p1', gatewayPaymentId: 'pi_1', amountCents: 5000 }, key: 'refund' },
    ]);
  });
});
