import { z } from 'zod';
import { idField } from '../shared/schemas';
import { assertActsFor } from '../identity/account.decide';
import { findPlan } from '../projects/plans';
import { IllegalStateError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import {
  evolveSubscription,
  initialSubscriptionState,
  isActive,
  oneMonthAfter,
  type SubscriptionEvent,
  subscriptionAttemptTimeoutMs,
  subscriptionMessages,
  subscriptionPlan,
  type SubscriptionState,
} from './subscription';

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
});
export const cancelSubscriptionSchema = z.object({ clientId });
export const resumeSubscriptionSchema = cancelSubscriptionSchema;

export type SubscriptionCommand =
  | Command<'StartSubscriptionPayment', z.infer<typeof startSubscriptionPaymentSchema>>
  | Command<'FailSubscriptionPayment', z.infer<typeof failSubscriptionPaymentSchema>>
  | Command<'StartSubscription', z.infer<typeof startSubscriptionSchema>>
  | Command<'CancelSubscription', z.infer<typeof cancelSubscriptionSchema>>
  | Command<'ResumeSubscription', z.infer<typeof resumeSubscriptionSchema>>;

/** The monthly price (part 2 §9: 19.99), from the plan catalogue: the client never names it. */
export const subscriptionPriceCents = (): number => findPlan(subscriptionPlan)!.offerPrice;

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
      const { clientId, attemptId, paymentId, amountCents, card } = command.data;
      if (state.paymentIds.includes(paymentId)) return [];
      if (isActive(state, now)) throw new IllegalStateError('ALREADY_SUBSCRIBED', subscriptionMessages.alreadySubscribed);
      if (state.attempt?.attemptId !== attemptId || state.attempt.amountCents !== amountCents) throw new IllegalStateError('NO_PAYMENT_ATTEMPT', subscriptionMessages.noAttempt);
      return [{ type: 'SubscriptionStarted', data: { clientId, attemptId, plan: subscriptionPlan, amountCents, paymentId, card, startedAt: now, periodEnd: oneMonthAfter(now) } }];
    }
    case 'CancelSubscription': {
      const { clientId } = command.data;
      if (!isActive(state, now)) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
      if (state.subscription!.cancelledAt) return [];
      return [{ type: 'SubscriptionCancelled', data: { clientId, cancelledAt: now, endsAt: state.subscription!.periodEnd } }];
    }
    case 'ResumeSubscription': {
      const { clientId } = command.data;
      if (!isActive(state, now)) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
      if (!state.subscription!.cancelledAt) return [];
      return [{ type: 'SubscriptionResumed', data: { clientId, resumedAt: now } }];
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
