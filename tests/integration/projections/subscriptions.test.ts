import { it } from 'vitest';
import { subscriptionStream, type SubscriptionEvent } from '../../../domain/subscriptions/subscription';
import { subscriptionsProjection, subscriptionsTable } from '../../../projections/subscriptions/subscriptions';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = subscriptionsTable;
const started = (clientId: string, month: string, card: { brand: 'visa'; last4: string } | null = { brand: 'visa', last4: '4242' }): GivenEvent<SubscriptionEvent> => ({
  type: 'SubscriptionStarted',
  streamId: subscriptionStream(clientId),
  data: { clientId, attemptId: `a-${month}`, plan: 'AI_SUBSCRIPTION', amountCents: 1999, paymentId: `pay-${month}`, card, startedAt: `2026-${month}-01T00:00:00.000Z`, periodEnd: `2026-${month}-28T00:00:00.000Z` },
});

describeProjection<SubscriptionEvent>(subscriptionsProjection, ({ given }) => {
  it('keeps the latest month paid for, with the card it was paid by (when there was one)', () =>
    given(started('c1', '01'), started('c2', '01', null), started('c1', '02')).then({
      [t]: [
        { client_id: 'c1', plan: 'AI_SUBSCRIPTION', amount_cents: 1999, payment_id: 'pay-02', card_brand: 'visa', card_last4: '4242', started_at: '2026-02-01T00:00:00.000Z', period_end: '2026-02-28T00:00:00.000Z', cancelled_at: null, updated_at: '2026-01-01T00:00:02.000Z' },
        { client_id: 'c2', plan: 'AI_SUBSCRIPTION', amount_cents: 1999, payment_id: 'pay-01', card_brand: null, card_last4: null, started_at: '2026-01-01T00:00:00.000Z', period_end: '2026-01-28T00:00:00.000Z', cancelled_at: null, updated_at: '2026-01-01T00:00:01.000Z' },
      ],
    }));

  it('cancels at the end of the month, and resumes', () =>
    given(
      started('c1', '01'),
      started('c2', '01'),
      { type: 'SubscriptionCancelled', streamId: subscriptionStream('c1'), data: { clientId: 'c1', cancelledAt: '2026-01-10T00:00:00.000Z', endsAt: '2026-01-28T00:00:00.000Z' } },
      { type: 'SubscriptionCancelled', streamId: subscriptionStream('c2'), data: { clientId: 'c2', cancelledAt: '2026-01-10T00:00:00.000Z', endsAt: '2026-01-28T00:00:00.000Z' } },
      { type: 'SubscriptionResumed', streamId: subscriptionStream('c2'), data: { clientId: 'c2', resumedAt: '2026-01-11T00:00:00.000Z' } },
    ).then({
      [t]: [
        { client_id: 'c1', cancelled_at: '2026-01-10T00:00:00.000Z', updated_at: '2026-01-01T00:00:02.000Z' },
        { client_id: 'c2', cancelled_at: null, updated_at: '2026-01-01T00:00:04.000Z' },
      ],
    }));

  it('a new month paid after a cancellation is not cancelled', () =>
    given(started('c1', '01'), { type: 'SubscriptionCancelled', streamId: subscriptionStream('c1'), data: { clientId: 'c1', cancelledAt: '2026-01-10T00:00:00.000Z', endsAt: '2026-01-28T00:00:00.000Z' } }, started('c1', '02')).then({
      [t]: [{ client_id: 'c1', cancelled_at: null, period_end: '2026-02-28T00:00:00.000Z' }],
    }));

  it('renewals (issue 25): due, declined (past due, the next attempt kept), renewed; a card change; lapsed and ended', () => {
    const on = (clientId: string, event: Omit<GivenEvent<SubscriptionEvent>, 'streamId'>) => ({ ...event, streamId: subscriptionStream(clientId) }) as GivenEvent<SubscriptionEvent>;
    const method = { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_1' };
    const due = (attempt: number) =>
      on('c1', { type: 'SubscriptionRenewalDue', data: { clientId: 'c1', renewalId: 'r-02', periodEnd: '2026-01-28T00:00:00.000Z', attempt, amountCents: 1999, paymentMethod: method, dueAt: '2026-01-28T00:00:00.000Z', abandonAt: '2026-02-05T00:00:00.000Z' } });
    return given(
      started('c1', '01'),
      due(1),
      on('c1', { type: 'SubscriptionRenewalFailed', data: { clientId: 'c1', renewalId: 'r-02', periodEnd: '2026-01-28T00:00:00.000Z', attempt: 1, code: 'card_declined', message: 'Your card was declined', failedAt: '2026-01-28T00:00:00.000Z', nextAttemptAt: '2026-01-29T00:00:00.000Z' } }),
      on('c1', { type: 'SubscriptionCardChanged', data: { clientId: 'c1', card: { brand: 'mastercard', last4: '4444' }, paymentMethod: { ...method, brand: 'mastercard', last4: '4444' }, changedAt: '2026-01-28T12:00:00.000Z' } }),
      due(2),
      on('c1', { type: 'SubscriptionRenewed', data: { clientId: 'c1', renewalId: 'r-02', attempt: 2, paymentId: 'pay-r-02', amountCents: 1999, periodStart: '2026-01-28T00:00:00.000Z', periodEnd: '2026-02-28T00:00:00.000Z', renewedAt: '2026-01-28T12:00:01.000Z' } }),
      started('c2', '01'),
      on('c2', { type: 'SubscriptionLapsed', data: { clientId: 'c2', periodEnd: '2026-01-28T00:00:00.000Z', lapsedAt: '2026-02-04T00:00:00.000Z' } }),
      started('c3', '01'),
      on('c3', { type: 'SubscriptionEnded', data: { clientId: 'c3', endedAt: '2026-01-28T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { client_id: 'c1', status: 'active', payment_id: 'pay-r-02', period_end: '2026-02-28T00:00:00.000Z', card_brand: 'mastercard', card_last4: '4444', renewing: false, renewal_attempt: null, next_attempt_at: null, last_failure: null, renewals: 1, failures: 1 },
        { client_id: 'c2', status: 'lapsed', payment_id: 'pay-01', period_end: '2026-01-28T00:00:00.000Z', card_brand: 'visa', card_last4: '4242', renewing: false, renewal_attempt: null, next_attempt_at: null, last_failure: null, renewals: 0, failures: 0 },
        { client_id: 'c3', status: 'ended', payment_id: 'pay-01', period_end: '2026-01-28T00:00:00.000Z', card_brand: 'visa', card_last4: '4242', renewing: false, renewal_attempt: null, next_attempt_at: null, last_failure: null, renewals: 0, failures: 0 },
      ],
    });
  });
});
