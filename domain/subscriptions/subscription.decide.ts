import { z } from 'zod';
import { idField } from '../shared/schemas';
import { assertActsFor } from '../identity/account.decide';
import { findPlan } from '../projects/plans';
import { cardSummarySchema } from '../payments/cards';
import { IllegalStateError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import {
  evolveSubscription,
  initialSubscriptionState,
  isActive,
  oneMonthAfter,
  type SubscriptionEvent,
  type Subscription,
  subscriptionAttemptTimeoutMs,
  subscriptionMessages,
  subscriptionPlan,
  type SubscriptionState,
} from './subscription';
import { maxRenewalAttempts, nextAttemptAt, renewalAbandonMs, renewalIdOf } from './renewal';

const id = (message: string) => idField(message);
const clientId = id('Invalid client');
const attemptId = id('Please reload the page and try again');

export const startSubscriptionPaymentSchema = z.object({ clientId, attemptId });
export const failSubscriptionPaymentSchema = z.object({ clientId, attemptId, code: z.string().trim().min(1).max(64), message: z.string().trim().min(1).max(300) });
export const startSubscriptionSchema = z.object({
  clientId,
  attemptId,
  paymentId: id('Invalid payment'),
  amountCents: z.number().int().positive(),
  card: z.object({ brand: z.enum(['visa', 'mastercard', 'amex', 'discover']), last4: z.string().regex(/^\d{4}$/) }).strict().nullable(),
  /** The gateway's saved card the renewals charge (its token; never a number). */
  paymentMethod: cardSummarySchema.nullable().optional(),
});
export const cancelSubscriptionSchema = z.object({ clientId });
export const resumeSubscriptionSchema = cancelSubscriptionSchema;
const periodEnd = z.string().datetime({ offset: true });
const renewalId = id('Invalid renewal');
export const renewSubscriptionSchema = z.object({ clientId, periodEnd, attempt: z.number().int().min(1).max(maxRenewalAttempts) });
export const holdSubscriptionRenewalSchema = z.object({ clientId, renewalId });
export const failSubscriptionRenewalSchema = holdSubscriptionRenewalSchema.extend({ code: z.string().trim().min(1).max(64), message: z.string().trim().min(1).max(300) });
export const recordSubscriptionRenewalSchema = holdSubscriptionRenewalSchema.extend({ paymentId: id('Invalid payment'), amountCents: z.number().int().positive() });
export const updateSubscriptionCardSchema = z.object({ clientId, card: cardSummarySchema });

export type SubscriptionCommand =
  | Command<'StartSubscriptionPayment', z.infer<typeof startSubscriptionPaymentSchema>>
  | Command<'FailSubscriptionPayment', z.infer<typeof failSubscriptionPaymentSchema>>
  | Command<'StartSubscription', z.infer<typeof startSubscriptionSchema>>
  | Command<'CancelSubscription', z.infer<typeof cancelSubscriptionSchema>>
  | Command<'ResumeSubscription', z.infer<typeof resumeSubscriptionSchema>>
  | Command<'RenewSubscription', z.infer<typeof renewSubscriptionSchema>>
  | Command<'HoldSubscriptionRenewal', z.infer<typeof holdSubscriptionRenewalSchema>>
  | Command<'FailSubscriptionRenewal', z.infer<typeof failSubscriptionRenewalSchema>>
  | Command<'RecordSubscriptionRenewal', z.infer<typeof recordSubscriptionRenewalSchema>>
  | Command<'UpdateSubscriptionCard', z.infer<typeof updateSubscriptionCardSchema>>;

/** The monthly price (part 2 §9: 19.99), from the plan catalogue: the client never names it. */
export const subscriptionPriceCents = (): number => findPlan(subscriptionPlan)!.offerPrice;

/** The renewal attempt `attempt` of the period ending at `s.periodEnd`, on the saved card (declined at once when there is none). */
function renewalAttempt(clientId: string, s: Subscription, attempt: number, now: string): SubscriptionEvent[] {
  const renewalId = renewalIdOf(s.periodEnd, attempt);
  if (!s.paymentMethod) return failed(clientId, s, renewalId, attempt, 'no_card', 'There is no saved card to renew with; please add a card', now);
  const abandonAt = new Date(Date.parse(now) + renewalAbandonMs).toISOString();
  return [{ type: 'SubscriptionRenewalDue', data: { clientId, renewalId, periodEnd: s.periodEnd, attempt, amountCents: subscriptionPriceCents(), paymentMethod: s.paymentMethod, dueAt: now, abandonAt } }];
}

/** A renewal attempt declined: tried again on the schedule, or, after the last, the subscription lapses. */
function failed(clientId: string, s: Subscription, renewalId: string, attempt: number, code: string, message: string, now: string): SubscriptionEvent[] {
  const next = nextAttemptAt(s.periodEnd, attempt);
  const events: SubscriptionEvent[] = [{ type: 'SubscriptionRenewalFailed', data: { clientId, renewalId, periodEnd: s.periodEnd, attempt, code, message, failedAt: now, nextAttemptAt: next } }];
  if (!next) events.push({ type: 'SubscriptionLapsed', data: { clientId, periodEnd: s.periodEnd, lapsedAt: now } });
  return events;
}

const renewing = (s: Subscription | null): s is Subscription => s !== null && (s.status === 'active' || s.status === 'past_due');

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  const { actor, now } = command.metadata;
  assertActsFor(actor, command.data.clientId);
  switch (command.type) {
    case 'StartSubscriptionPayment': {
      const { clientId, attemptId } = command.data;
      if (isActive(state, now)) throw new IllegalStateError('ALREADY_SUBSCRIBED', subscriptionMessages.alreadySubscribed);
      const attempt = state.attempt;
      // The same attempt again (a double click): the first request charges, this one waits for it.
      if (attempt?.attemptId === attemptId) return [];
      if (attempt && Date.parse(now) - Date.parse(attempt.startedAt) < subscriptionAttemptTimeoutMs) throw new IllegalStateError('PAYMENT_IN_PROGRESS', subscriptionMessages.inProgress);
      return [{ type: 'SubscriptionPaymentStarted', data: { clientId, attemptId, plan: subscriptionPlan, amountCents: subscriptionPriceCents(), startedAt: now } }];
    }
    case 'FailSubscriptionPayment': {
      const { clientId, attemptId, code, message } = command.data;
      if (state.attempt?.attemptId !== attemptId) return [];
      return [{ type: 'SubscriptionPaymentFailed', data: { clientId, attemptId, code, message, failedAt: now } }];
    }
    case 'StartSubscription': {
      const { clientId, attemptId, paymentId, amountCents, card, paymentMethod } = command.data;
      if (state.paymentIds.includes(paymentId)) return [];
      if (isActive(state, now)) throw new IllegalStateError('ALREADY_SUBSCRIBED', subscriptionMessages.alreadySubscribed);
      if (state.attempt?.attemptId !== attemptId || state.attempt.amountCents !== amountCents) throw new IllegalStateError('NO_PAYMENT_ATTEMPT', subscriptionMessages.noAttempt);
      return [{ type: 'SubscriptionStarted', data: { clientId, attemptId, plan: subscriptionPlan, amountCents, paymentId, card, startedAt: now, periodEnd: oneMonthAfter(now), ...(paymentMethod ? { paymentMethod } : {}) } }];
    }
    case 'CancelSubscription': {
      const { clientId } = command.data;
      if (!isActive(state, now)) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
      const s = state.subscription!;
      if (s.cancelledAt) return [];
      // Past its month (a renewal declined or under way): nothing more is tried; it ends now.
      if (Date.parse(now) >= Date.parse(s.periodEnd)) return [{ type: 'SubscriptionCancelled', data: { clientId, cancelledAt: now, endsAt: now } }, { type: 'SubscriptionEnded', data: { clientId, endedAt: now } }];
      return [{ type: 'SubscriptionCancelled', data: { clientId, cancelledAt: now, endsAt: s.periodEnd } }];
    }
    case 'ResumeSubscription': {
      const { clientId } = command.data;
      if (!isActive(state, now)) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
      if (!state.subscription!.cancelledAt) return [];
      return [{ type: 'SubscriptionResumed', data: { clientId, resumedAt: now } }];
    }
    case 'RenewSubscription': {
      // Sent by the renewal process when it is due; sent again, late or for a month already renewed, it decides nothing.
      const { clientId, periodEnd, attempt } = command.data;
      const s = state.subscription;
      if (!renewing(s) || s.periodEnd !== periodEnd || Date.parse(now) < Date.parse(periodEnd)) return [];
      if (s.cancelledAt) return [{ type: 'SubscriptionEnded', data: { clientId, endedAt: now } }];
      const r = state.renewal;
      if (r && r.periodEnd === periodEnd && (r.charging || r.attempt >= attempt)) return [];
      return renewalAttempt(clientId, s, attempt, now);
    }
    case 'HoldSubscriptionRenewal': {
      // The renewal's payment holds it: only the attempt now due may be charged.
      const r = state.renewal;
      if (!renewing(state.subscription) || r?.renewalId !== command.data.renewalId || !r.charging) throw new IllegalStateError('RENEWAL_NOT_DUE', subscriptionMessages.notRenewing);
      return [];
    }
    case 'FailSubscriptionRenewal': {
      const { clientId, renewalId, code, message } = command.data;
      const r = state.renewal;
      if (!renewing(state.subscription) || r?.renewalId !== renewalId || !r.charging) return [];
      return failed(clientId, state.subscription, renewalId, r.attempt, code, message, now);
    }
    case 'RecordSubscriptionRenewal': {
      const { clientId, renewalId, paymentId, amountCents } = command.data;
      if (state.paymentIds.includes(paymentId)) return [];
      const s = state.subscription;
      const r = state.renewal;
      // Cancelled or lapsed meanwhile, or another attempt: the payment process refunds the charge.
      if (!renewing(s) || s.cancelledAt || r?.renewalId !== renewalId) throw new IllegalStateError('RENEWAL_NOT_DUE', subscriptionMessages.notRenewing);
      return [{ type: 'SubscriptionRenewed', data: { clientId, renewalId, attempt: r.attempt, paymentId, amountCents, periodStart: s.periodEnd, periodEnd: oneMonthAfter(s.periodEnd), renewedAt: now } }];
    }
    case 'UpdateSubscriptionCard': {
      const { clientId, card } = command.data;
      if (!isActive(state, now)) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
      const s = state.subscription!;
      const changed: SubscriptionEvent = { type: 'SubscriptionCardChanged', data: { clientId, card: { brand: card.brand, last4: card.last4 }, paymentMethod: card, changedAt: now } };
      const r = state.renewal;
      // A declined renewal is tried again at once with the new card (the next attempt, brought forward).
      if (s.status === 'past_due' && !s.cancelledAt && r && !r.charging && r.nextAttemptAt) return [changed, ...renewalAttempt(clientId, { ...s, paymentMethod: card }, r.attempt + 1, now)];
      return [changed];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
