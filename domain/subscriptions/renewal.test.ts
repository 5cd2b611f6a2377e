import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import type { CardSummary } from '../payments/cards';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { subscriptionsContext } from './context';
import { graceMs, nextAttemptAt, renewalIdOf } from './renewal';
import { isActive, type SubscriptionEvent } from './subscription';
import { type SubscriptionCommand, subscriptionDecider } from './subscription.decide';

/**
 * The subscription's renewals, given/when/then with a fake clock (each command's
 * `now`): renewal at the end of the month, a declined renewal retried on days 1,
 * 3 and 7 with access kept (the grace period), the lapse after the last, cancel at
 * period end and resume, and a new card that retries at once.
 */
const start = '2026-11-22T10:00:00.000Z';
const end = '2026-12-22T10:00:00.000Z';
const day = (n: number, from = end) => new Date(Date.parse(from) + n * 86_400_000).toISOString();
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(subscriptionDecider);
const cmd = <T extends SubscriptionCommand['type']>(type: T, data: Extract<SubscriptionCommand, { type: T }>['data'], at: string, actor: Actor = system) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as SubscriptionCommand;

const visa: CardSummary = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, token: 'tok_sbx_visa' };
const master: CardSummary = { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2032, token: 'tok_sbx_master' };
const history: SubscriptionEvent[] = [
  { type: 'SubscriptionPaymentStarted', data: { clientId: 'u-alice', attemptId: 'a1', plan: 'AI_SUBSCRIPTION', amountCents: 1999, startedAt: start } },
  {
    type: 'SubscriptionStarted',
    data: { clientId: 'u-alice', attemptId: 'a1', plan: 'AI_SUBSCRIPTION', amountCents: 1999, paymentId: 'pi_1', card: { brand: 'visa', last4: '4242' }, startedAt: start, periodEnd: end, paymentMethod: visa },
  },
];
const renew = (attempt: number, at: string, periodEnd = end) => cmd('RenewSubscription', { clientId: 'u-alice', periodEnd, attempt }, at);
const due = (attempt: number, at: string, card = visa): SubscriptionEvent => ({
  type: 'SubscriptionRenewalDue',
  data: { clientId: 'u-alice', renewalId: renewalIdOf(end, attempt), periodEnd: end, attempt, amountCents: 1999, paymentMethod: card, dueAt: at, abandonAt: new Date(Date.parse(at) + 6 * 3_600_000).toISOString() },
});
const fail = (attempt: number, at: string) => cmd('FailSubscriptionRenewal', { clientId: 'u-alice', renewalId: renewalIdOf(end, attempt), code: 'card_declined', message: 'Your card was declined.' }, at);
const failedEvent = (attempt: number, at: string, next: string | null): SubscriptionEvent => ({
  type: 'SubscriptionRenewalFailed',
  data: { clientId: 'u-alice', renewalId: renewalIdOf(end, attempt), periodEnd: end, attempt, code: 'card_declined', message: 'Your card was declined.', failedAt: at, nextAttemptAt: next },
});
const stateAfter = (events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

describe('the AI subscription renews', () => {
  it('at the end of the month the saved card is charged for the next (not before, and once)', () => {
    spec(history).when(renew(1, day(-1))).then([]);
    spec(history).when(renew(1, end)).then([due(1, end)]);
    // Sent twice (a second runner, a crash): the attempt under way decides nothing more.
    spec([...history, due(1, end)]).when(renew(1, end)).then([]);
  });

  it('the payment holds only the attempt due; its charge starts the next month from the end of this one, recorded once', () => {
    spec([...history, due(1, end)]).when(cmd('HoldSubscriptionRenewal', { clientId: 'u-alice', renewalId: renewalIdOf(end, 1) }, end)).then([]);
    spec(history).when(cmd('HoldSubscriptionRenewal', { clientId: 'u-alice', renewalId: renewalIdOf(end, 1) }, end)).thenThrows('RENEWAL_NOT_DUE');
    const record = cmd('RecordSubscriptionRenewal', { clientId: 'u-alice', renewalId: renewalIdOf(end, 1), paymentId: 'pi_2', amountCents: 1999 }, end);
    const renewed: SubscriptionEvent = {
      type: 'SubscriptionRenewed',
      data: { clientId: 'u-alice', renewalId: renewalIdOf(end, 1), attempt: 1, paymentId: 'pi_2', amountCents: 1999, periodStart: end, periodEnd: '2027-01-22T10:00:00.000Z', renewedAt: end },
    };
    spec([...history, due(1, end)]).when(record).then([renewed]);
    spec([...history, due(1, end), renewed]).when(record).then([]);
    // The old month's renewal sent late changes nothing; the new month renews at its own end.
    spec([...history, due(1, end), renewed]).when(renew(1, day(2))).then([]);
    expect(stateAfter([...history, due(1, end), renewed]).subscription).toMatchObject({ periodEnd: '2027-01-22T10:00:00.000Z', status: 'active', paymentId: 'pi_2' });
  });

  it('a declined renewal is tried again on days 1, 3 and 7; the subscriber keeps access meanwhile (grace); after the fourth decline it lapses', () => {
    expect([1, 2, 3, 4].map((a) => nextAttemptAt(end, a))).toEqual([day(1), day(3), day(7), null]);
    spec([...history, due(1, end)]).when(fail(1, end)).then([failedEvent(1, end, day(1))]);
    const afterOne = [...history, due(1, end), failedEvent(1, end, day(1))];
    expect(stateAfter(afterOne).subscription!.status).toBe('past_due');
    expect(isActive(stateAfter(afterOne), day(2))).toBe(true);
    spec(afterOne).when(renew(2, day(1))).then([due(2, day(1))]);
    spec(afterOne).when(renew(1, day(1))).then([]);
    const afterThree = [...afterOne, due(2, day(1)), failedEvent(2, day(1), day(3)), due(3, day(3)), failedEvent(3, day(3), day(7))];
    expect(isActive(stateAfter(afterThree), day(6))).toBe(true);
    spec(afterThree).when(renew(4, day(7))).then([due(4, day(7))]);
    const lapsed: SubscriptionEvent = { type: 'SubscriptionLapsed', data: { clientId: 'u-alice', periodEnd: end, lapsedAt: day(7) } };
    spec([...afterThree, due(4, day(7))]).when(fail(4, day(7))).then([failedEvent(4, day(7), null), lapsed]);
    const gone = stateAfter([...afterThree, due(4, day(7)), failedEvent(4, day(7), null), lapsed]);
    expect(gone.subscription!.status).toBe('lapsed');
    expect(isActive(gone, day(7))).toBe(false);
    // A release that is not the attempt under way (a stale one, again) decides nothing.
    spec(afterOne).when(fail(1, day(1))).then([]);
  });

  it('without a renewal recorded at all, access ends after the grace period', () => {
    expect(isActive(stateAfter(history), new Date(Date.parse(end) + graceMs - 1).toISOString())).toBe(true);
    expect(isActive(stateAfter(history), new Date(Date.parse(end) + graceMs).toISOString())).toBe(false);
  });

  it('cancelled: it ends at period end instead of renewing; resumed before then, it renews as before', () => {
    const cancelled: SubscriptionEvent = { type: 'SubscriptionCancelled', data: { clientId: 'u-alice', cancelledAt: day(-5), endsAt: end } };
    spec(history).when(cmd('CancelSubscription', { clientId: 'u-alice' }, day(-5), alice)).then([cancelled]);
    spec([...history, cancelled]).when(renew(1, end)).then([{ type: 'SubscriptionEnded', data: { clientId: 'u-alice', endedAt: end } }]);
    const resumed: SubscriptionEvent = { type: 'SubscriptionResumed', data: { clientId: 'u-alice', resumedAt: day(-2) } };
    spec([...history, cancelled]).when(cmd('ResumeSubscription', { clientId: 'u-alice' }, day(-2), alice)).then([resumed]);
    spec([...history, cancelled, resumed]).when(renew(1, end)).then([due(1, end)]);
    // Too late to resume once the month is over.
    spec([...history, cancelled]).when(cmd('ResumeSubscription', { clientId: 'u-alice' }, day(1), alice)).thenThrows('NOT_SUBSCRIBED');
  });

  it('cancelled while past due: nothing more is tried, it ends at once; a charge landing after that is refused (and refunded)', () => {
    const afterOne = [...history, due(1, end), failedEvent(1, end, day(1))];
    spec(afterOne).when(cmd('CancelSubscription', { clientId: 'u-alice' }, day(0.5), alice)).then([
      { type: 'SubscriptionCancelled', data: { clientId: 'u-alice', cancelledAt: day(0.5), endsAt: day(0.5) } },
      { type: 'SubscriptionEnded', data: { clientId: 'u-alice', endedAt: day(0.5) } },
    ]);
    const ended: SubscriptionEvent[] = [...afterOne, { type: 'SubscriptionCancelled', data: { clientId: 'u-alice', cancelledAt: day(0.5), endsAt: day(0.5) } }, { type: 'SubscriptionEnded', data: { clientId: 'u-alice', endedAt: day(0.5) } }];
    spec(ended).when(renew(2, day(1))).then([]);
    spec(ended).when(cmd('RecordSubscriptionRenewal', { clientId: 'u-alice', renewalId: renewalIdOf(end, 1), paymentId: 'pi_late', amountCents: 1999 }, day(1))).thenThrows('RENEWAL_NOT_DUE');
  });

  it('a new card: kept for the next renewal; past due, the renewal is tried at once with it (the next attempt brought forward)', () => {
    const changed = (at: string): SubscriptionEvent => ({ type: 'SubscriptionCardChanged', data: { clientId: 'u-alice', card: { brand: 'mastercard', last4: '4444' }, paymentMethod: master, changedAt: at } });
    spec(history).when(cmd('UpdateSubscriptionCard', { clientId: 'u-alice', card: master }, day(-3), alice)).then([changed(day(-3))]);
    spec([...history, changed(day(-3))]).when(renew(1, end)).then([due(1, end, master)]);
    const afterOne = [...history, due(1, end), failedEvent(1, end, day(1))];
    spec(afterOne).when(cmd('UpdateSubscriptionCard', { clientId: 'u-alice', card: master }, day(0.5), alice)).then([changed(day(0.5)), due(2, day(0.5), master)]);
    // The scheduled day-1 attempt then finds it done.
    spec([...afterOne, changed(day(0.5)), due(2, day(0.5), master)]).when(renew(2, day(1))).then([]);
    // While a renewal is being charged, the card changes but nothing more is charged.
    spec([...history, due(1, end)]).when(cmd('UpdateSubscriptionCard', { clientId: 'u-alice', card: master }, end, alice)).then([changed(end)]);
  });

  it('a subscription without a saved card (from before renewals) fails its renewal at once, asking for a card', () => {
    const old: SubscriptionEvent[] = [history[0]!, { ...history[1]!, data: { ...history[1]!.data, paymentMethod: undefined } } as SubscriptionEvent];
    const events = spec(old).when(renew(1, end));
    events.then([{ type: 'SubscriptionRenewalFailed', data: { clientId: 'u-alice', renewalId: renewalIdOf(end, 1), periodEnd: end, attempt: 1, code: 'no_card', message: 'There is no saved card to renew with; please add a card', failedAt: end, nextAttemptAt: day(1) } }]);
  });

  it('only the client changes their card; only the system renews', () => {
    spec(history).when(cmd('UpdateSubscriptionCard', { clientId: 'u-alice', card: master }, day(-3), bob)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('UpdateSubscriptionCard', { clientId: 'u-alice', card: master }, day(-3), alice)).thenThrows('NOT_SUBSCRIBED');
    for (const type of ['RenewSubscription', 'HoldSubscriptionRenewal', 'FailSubscriptionRenewal', 'RecordSubscriptionRenewal'])
      expect(() => authorize(alice, type, subscriptionsContext.rules)).toThrow('No access.');
    expect(() => authorize(alice, 'UpdateSubscriptionCard', subscriptionsContext.rules)).not.toThrow();
  });
});
