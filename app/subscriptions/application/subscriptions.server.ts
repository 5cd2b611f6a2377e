import { z } from 'zod';
import { findPlan } from '../../../domain/projects/plans';
import { DomainError, IllegalStateError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { evolveSubscription, initialSubscriptionState, subscriptionMessages, subscriptionPlan, subscriptionStream } from '../../../domain/subscriptions/subscription';
import { subscriptionPriceCents } from '../../../domain/subscriptions/subscription.decide';
import { subscriptionCommands } from '../../../domain/subscriptions/commands';
import type { Runtime } from '../../../infra/runtime';
import { getSubscriptionOf, type SubscriptionView } from '../../../projections/subscriptions/subscriptions';
import { cardChoiceOf, pay } from '../../payments/index.server';
import { parseWith } from '../../web/api.server';

/** Who asks: a signed-in client (userId) or a visitor (userId null, refused). */
export interface SubscriptionCaller {
  actor: Actor;
  userId: string | null;
}

const idField = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(64, message).regex(/^[A-Za-z0-9_-]+$/, message);

const subscribeSchema = z.object({
  /** One per subscribe form: a double click or a resent form charges once. After a decline the page offers a new one. */
  attemptId: idField('Please reload the page and try again'),
  cardId: idField('Please choose a card').optional(),
});

export type SubscribeOutcome = { status: 'subscribed'; subscription: SubscriptionView } | { status: 'declined'; message: string };

function clientOf(caller: SubscriptionCaller): string {
  if (!caller.userId) throw new UnauthorizedError();
  return caller.userId;
}

/** What the subscription costs and includes (part 2 §9: 19.99 a month). */
export function subscriptionOffer() {
  const plan = findPlan(subscriptionPlan)!;
  return { title: plan.title, title2: plan.title2, moduleText: plan.moduleText, perks: plan.perks, priceCents: subscriptionPriceCents(), interval: 'month' as const };
}

/** payment getPlan: the caller's own subscription (never anyone else's), or null. */
export async function mySubscription(runtime: Runtime, caller: SubscriptionCaller): Promise<SubscriptionView | null> {
  return getSubscriptionOf(runtime.db, clientOf(caller));
}

/** The client's subscription once the read model has it (it may have started a moment ago, by the first click of a double submit). */
async function subscribed(runtime: Runtime, clientId: string): Promise<SubscribeOutcome> {
  let subscription = await getSubscriptionOf(runtime.db, clientId);
  if (!subscription) {
    await runtime.waitForProjections([{ checkpoint: await runtime.feed.head(), streamId: subscriptionStream(clientId) }], ['subscriptions']);
    subscription = await getSubscriptionOf(runtime.db, clientId);
  }
  if (!subscription) throw new IllegalStateError('PAYMENT_IN_PROGRESS', subscriptionMessages.inProgress);
  return { status: 'subscribed', subscription };
}

/**
 * Subscribe {attemptId, cardId | cardName, cardNumber, cardExpiry, cardCvc, saveCard?}:
 * the first month is paid through the payment process, once per attempt and card
 * (a double click or a resent form charges once). The payment holds the
 * subscription's attempt first, so a second payment while one runs answers that
 * one's outcome. Already subscribed: the subscription as it is, nothing charged. A
 * declined card changes nothing but frees the attempt for another card.
 */
export async function subscribe(runtime: Runtime, caller: SubscriptionCaller, input: unknown): Promise<SubscribeOutcome> {
  const clientId = clientOf(caller);
  const { attemptId } = parseWith(subscribeSchema, input);
  const amountCents = subscriptionPriceCents();
  try {
    const outcome = await pay(runtime, {
      clientId,
      actor: caller.actor,
      purpose: { kind: 'subscription', attemptId },
      amountCents,
      description: 'Roomcraft AI Designer subscription (first month)',
      card: cardChoiceOf(input),
      holds: (paymentId) => [
        {
          command: subscriptionCommands.StartSubscriptionPayment.type,
          input: { clientId, attemptId: paymentId },
          release: { command: subscriptionCommands.FailSubscriptionPayment.type, input: { clientId, attemptId: paymentId, code: 'released', message: 'The payment did not go through' } },
        },
      ],
      attempt: attemptId,
      readModels: ['subscriptions'],
      running: async () => (await runtime.loadAggregate({ initialState: initialSubscriptionState, evolve: evolveSubscription }, subscriptionStream(clientId))).state.attempt?.attemptId ?? null,
    });
    if (outcome.status === 'declined') return { status: 'declined', message: outcome.message };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_SUBSCRIBED') return subscribed(runtime, clientId);
    throw error;
  }
  return subscribed(runtime, clientId);
}

/** payment cancelSubscription: ends the subscription at the end of the month paid for (nothing is refunded). */
export async function cancelSubscription(runtime: Runtime, caller: SubscriptionCaller): Promise<SubscriptionView> {
  const clientId = clientOf(caller);
  await runtime.execute(subscriptionCommands.CancelSubscription, { clientId }, { actor: caller.actor }, { waitFor: ['subscriptions'] });
  return (await getSubscriptionOf(runtime.db, clientId))!;
}

/** Keeps a cancelled subscription going (before its month ends). */
export async function resumeSubscription(runtime: Runtime, caller: SubscriptionCaller): Promise<SubscriptionView> {
  const clientId = clientOf(caller);
  await runtime.execute(subscriptionCommands.ResumeSubscription, { clientId }, { actor: caller.actor }, { waitFor: ['subscriptions'] });
  return (await getSubscriptionOf(runtime.db, clientId))!;
}
