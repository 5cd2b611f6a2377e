import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { subscriptionsContext } from './context';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { oneMonthAfter, type SubscriptionEvent } from './subscription';
import { type SubscriptionCommand, subscriptionDecider, subscriptionPriceCents } from './subscription.decide';

const now = '2026-11-22T10:00:00.000Z';
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(subscriptionDecider);
const cmd = <T extends SubscriptionCommand['type']>(type: T, data: Extract<SubscriptionCommand, { type: T }>['data'], actor: Actor = alice, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as SubscriptionCommand;

const paymentStarted = (attemptId = 'a1', startedAt = now): SubscriptionEvent => ({
  type: 'SubscriptionPaymentStarted',
  data: { clientId: 'u-alice', attemptId, plan: 'AI_SUBSCRIPTION', amountCents: 1999, startedAt },
});
const started = (paymentId = 'pi_1', attemptId = 'a1'): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: { clientId: 'u-alice', attemptId, plan: 'AI_SUBSCRIPTION', amountCents: 1999, paymentId, card: { brand: 'visa', last4: '4242' }, startedAt: now, periodEnd: '2026-12-22T10:00:00.000Z' },
});
const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { clientId: 'u-alice', cancelledAt: now, endsAt: '2026-12-22T10:00:00.000Z' } };
const record = (paymentId = 'pi_1', attemptId = 'a1') => cmd('StartSubscription', { clientId: 'u-alice', attemptId, paymentId, amountCents: 1999, card: { brand: 'visa', last4: '4242' } }, system);

describe('the AI subscription', () => {
  it('costs 19.99 a month, from the plan catalogue', () => {
    expect(subscriptionPriceCents()).toBe(1999);
  });

  it('a payment starts once per attempt; the same attempt again (a double click) appends nothing', () => {
    spec([]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a1' })).then([paymentStarted()]);
    spec([paymentStarted()]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a1' })).then([]);
  });

  it('another attempt waits while one is under way, and may go once it has timed out', () => {
    spec([paymentStarted()]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a2' })).thenThrows('PAYMENT_IN_PROGRESS');
    spec([paymentStarted('a1', '2026-11-22T09:50:00.000Z')]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a2' })).then([paymentStarted('a2')]);
  });

  it('the gateway’s charge starts a month, recorded once per payment', () => {
    spec([paymentStarted()]).when(record()).then([started()]);
    spec([paymentStarted(), started()]).when(record()).then([]);
  });

  it('a second charge while subscribed is refused (the caller refunds it); so is a new payment', () => {
    spec([paymentStarted(), started()]).when(record('pi_2', 'a2')).thenThrows('ALREADY_SUBSCRIBED');
    spec([paymentStarted(), started()]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a2' })).thenThrows('ALREADY_SUBSCRIBED');
  });

  it('a charge without its attempt, or of another amount, is not recorded', () => {
    spec([]).when(record()).thenThrows('NO_PAYMENT_ATTEMPT');
    spec([paymentStarted()])
      .when(cmd('StartSubscription', { clientId: 'u-alice', attemptId: 'a1', paymentId: 'pi_1', amountCents: 99, card: null }, system))
      .thenThrows('NO_PAYMENT_ATTEMPT');
  });

  it('a declined card frees the attempt, so the client may try another card', () => {
    const failed: SubscriptionEvent = { type: 'SubscriptionPaymentFailed', data: { clientId: 'u-alice', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.', failedAt: now } };
    spec([paymentStarted()]).when(cmd('FailSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a1', code: 'card_declined', message: 'Your card was declined.' }, system)).then([failed]);
    spec([paymentStarted(), failed]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a2' })).then([paymentStarted('a2')]);
    spec([paymentStarted(), failed]).when(record()).thenThrows('NO_PAYMENT_ATTEMPT');
  });

  it('cancelling keeps the month paid for; cancelling again changes nothing; resuming undoes it', () => {
    spec([paymentStarted(), started()]).when(cmd('CancelSubscription', { clientId: 'u-alice' })).then([cancelled]);
    spec([paymentStarted(), started(), cancelled]).when(cmd('CancelSubscription', { clientId: 'u-alice' })).then([]);
    spec([paymentStarted(), started(), cancelled]).when(cmd('ResumeSubscription', { clientId: 'u-alice' })).then([{ type: 'SubscriptionResumed', data: { clientId: 'u-alice', resumedAt: now } }]);
    spec([paymentStarted(), started()]).when(cmd('ResumeSubscription', { clientId: 'u-alice' })).then([]);
  });

  it('nothing to cancel without a subscription or once its month is over; then a new one may start', () => {
    spec([]).when(cmd('CancelSubscription', { clientId: 'u-alice' })).thenThrows('NOT_SUBSCRIBED');
    const later = '2026-12-23T00:00:00.000Z';
    spec([paymentStarted(), started(), cancelled]).when(cmd('CancelSubscription', { clientId: 'u-alice' }, alice, later)).thenThrows('NOT_SUBSCRIBED');
    spec([paymentStarted(), started(), cancelled])
      .when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a9' }, alice, later))
      .then([{ type: 'SubscriptionPaymentStarted', data: { clientId: 'u-alice', attemptId: 'a9', plan: 'AI_SUBSCRIPTION', amountCents: 1999, startedAt: later } }]);
  });

  it('a client never acts on another client’s subscription', () => {
    spec([paymentStarted(), started()]).when(cmd('CancelSubscription', { clientId: 'u-alice' }, bob)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('StartSubscriptionPayment', { clientId: 'u-alice', attemptId: 'a1' }, bob)).thenThrows('FORBIDDEN');
  });

  it('only the system records what the gateway answered; a visitor may not subscribe', () => {
    expect(() => authorize(alice, 'StartSubscription', subscriptionsContext.rules)).toThrow('No access.');
    expect(() => authorize(alice, 'FailSubscriptionPayment', subscriptionsContext.rules)).toThrow('No access.');
    expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, 'StartSubscriptionPayment', subscriptionsContext.rules)).toThrow('Please sign in to continue');
    expect(() => authorize(alice, 'StartSubscriptionPayment', subscriptionsContext.rules)).not.toThrow();
  });

  it('a month is a calendar month, shorter months clamped', () => {
    expect(oneMonthAfter('2026-11-22T10:00:00.000Z')).toBe('2026-12-22T10:00:00.000Z');
    expect(oneMonthAfter('2027-01-31T08:00:00.000Z')).toBe('2027-02-28T08:00:00.000Z');
    expect(oneMonthAfter('2026-12-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z');
  });
});
