import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '../../domain/subscriptions/subscription';
import { workflowSpec } from '../testing';
import { renewalPaymentId, subscriptionRenewals } from './renewals';

const end = '2026-12-22T10:00:00.000Z';
const visa = { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2031, token: 'tok_sbx_visa' };
const spec = workflowSpec(subscriptionRenewals);

describe('the subscription renewals process', () => {
  it('a month started or renewed: its renewal is scheduled for its end', () => {
    spec.given([]).when({
      type: 'SubscriptionStarted',
      data: { clientId: 'u1', attemptId: 'a1', plan: 'AI_SUBSCRIPTION', amountCents: 1999, paymentId: 'pi_1', card: null, startedAt: '2026-11-22T10:00:00.000Z', periodEnd: end, paymentMethod: visa },
    }).then([{ command: 'RenewSubscription', input: { clientId: 'u1', periodEnd: end, attempt: 1 }, at: end, key: 'renew' }]);
  });

  it('a renewal due: one payment through the payment process, its id derived from the attempt, holding the attempt', () => {
    const due: SubscriptionEvent = { type: 'SubscriptionRenewalDue', data: { clientId: 'u1', renewalId: 'r1a1', periodEnd: end, attempt: 1, amountCents: 1999, paymentMethod: visa, dueAt: end, abandonAt: '2026-12-22T16:00:00.000Z' } };
    const [out] = spec.given([]).when(due).outputs() as Array<{ command: string; input: any; key: string }>;
    expect(out).toMatchObject({ command: 'RequestPayment', key: 'pay', input: { paymentId: renewalPaymentId('u1', 'r1a1'), purpose: { kind: 'renewal', renewalId: 'r1a1' }, amountCents: 1999, card: { card: visa, keep: false } } });
    expect(out!.input.holds).toEqual([{ command: 'HoldSubscriptionRenewal', input: { clientId: 'u1', renewalId: 'r1a1' }, release: { command: 'FailSubscriptionRenewal', input: { clientId: 'u1', renewalId: 'r1a1', code: 'released', message: 'The payment did not go through' } } }]);
    expect(renewalPaymentId('u1', 'r1a1')).toBe(renewalPaymentId('u1', 'r1a1'));
    expect(renewalPaymentId('u1', 'r1a2')).not.toBe(renewalPaymentId('u1', 'r1a1'));
  });

  it('declined: a mail saying when it is tried again, and that attempt scheduled; the last: only the lapse mail', () => {
    const outputs = spec.given([]).when({
      type: 'SubscriptionRenewalFailed',
      data: { clientId: 'u1', renewalId: 'r1a1', periodEnd: end, attempt: 1, code: 'card_declined', message: 'Your card was declined.', failedAt: end, nextAttemptAt: '2026-12-23T10:00:00.000Z' },
    }).outputs() as any[];
    expect(outputs[0]).toEqual({ command: 'RenewSubscription', input: { clientId: 'u1', periodEnd: end, attempt: 2 }, at: '2026-12-23T10:00:00.000Z', key: 'retry' });
    expect(outputs[1].mail).toMatchObject({ toUserId: 'u1', kind: 'subscription-renewal-failed' });
    expect(outputs[1].mail.text).toContain('Your card was declined.');
    expect(outputs[1].mail.text).toContain('December 23, 2026');
    spec.given([]).when({
      type: 'SubscriptionRenewalFailed',
      data: { clientId: 'u1', renewalId: 'r1a4', periodEnd: end, attempt: 4, code: 'card_declined', message: 'Your card was declined.', failedAt: end, nextAttemptAt: null },
    }).thenNothing();
    const lapsed = spec.given([]).when({ type: 'SubscriptionLapsed', data: { clientId: 'u1', periodEnd: end, lapsedAt: end } }).outputs() as any[];
    expect(lapsed.map((o) => o.mail.kind)).toEqual(['subscription-lapsed']);
  });
});
