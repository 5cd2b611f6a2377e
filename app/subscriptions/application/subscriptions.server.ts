import { z } from 'zod';
import { findPlan } from '../../../domain/projects/plans';
import { DomainError, IllegalStateError, NotFoundError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { evolveSubscription, initialSubscriptionState, isActive, subscriptionMessages, subscriptionPlan, subscriptionStream } from '../../../domain/subscriptions/subscription';
import { subscriptionPriceCents } from '../../../domain/subscriptions/subscription.decide';
import { subscriptionCommands } from '../../../domain/subscriptions/commands';
import type { Runtime } from '../../../infra/runtime';
import { getSubscriptionOf, type SubscriptionView } from '../../../projections/subscriptions/subscriptions';
import { cardChoiceOf, newCardSchema, pay, tokenizeEntered } from '../../payments/index.server';
import type { CardSummary } from '../../../domain/payments/cards';
import { paymentStream } from '../../../domain/payments/payment';
import { renewalPaymentId, subscriptionRenewalsName } from '../../../domain/subscriptions/renewal';
import { cardTokenFor } from '../../../projections/payments/cards';
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

const cardIdSchema = z.object({ cardId: idField('Please choose a card') });

/** The card a client names for their subscription: one of their saved cards (another's is not found), or a new one the gateway tokenises now. */
async function subscriptionCardOf(runtime: Runtime, clientId: string, input: unknown): Promise<CardSummary> {
  const cardId = (input as { cardId?: unknown } | null)?.cardId;
  if (cardId !== undefined && cardId !== null && cardId !== '' && cardId !== 'new') {
    const saved = await cardTokenFor(runtime.db, clientId, parseWith(cardIdSchema, { cardId }).cardId);
    if (!saved) throw new NotFoundError('CARD_NOT_FOUND', 'Please choose a card');
    const { view, token } = saved;
    return { brand: view.brand as CardSummary['brand'], last4: view.last4, expMonth: view.expMonth, expYear: view.expYear, token };
  }
  return tokenizeEntered(runtime, clientId, parseWith(newCardSchema, input ?? {}));
}

/**
 * payment updateSubscriptionCard {cardId | cardName, cardNumber, cardExpiry, cardCvc}: the
 * card the renewals charge. A subscription whose renewal was declined is tried again at
 * once with it (through the payment process); the answer waits (bounded) for that outcome.
 */
export async function updateSubscriptionCard(runtime: Runtime, caller: SubscriptionCaller, input: unknown): Promise<SubscriptionView> {
  const clientId = clientOf(caller);
  // Nothing to change without a subscription: checked before the gateway tokenises anything.
  const before = await runtime.loadAggregate({ initialState: initialSubscriptionState, evolve: evolveSubscription }, subscriptionStream(clientId));
  if (!isActive(before.state, new Date().toISOString())) throw new IllegalStateError('NOT_SUBSCRIBED', subscriptionMessages.notSubscribed);
  const card = await subscriptionCardOf(runtime, clientId, input);
  const result = await runtime.execute(subscriptionCommands.UpdateSubscriptionCard, { clientId, card }, { actor: caller.actor }, { waitFor: ['subscriptions'] });
  const due = result.events.find((e) => e.type === 'SubscriptionRenewalDue');
  if (due) await retried(runtime, clientId, (due.data as { renewalId: string }).renewalId);
  return (await getSubscriptionOf(runtime.db, clientId))!;
}

/** Lends this request to the renewal and its payment until the attempt has an outcome (or PAYMENT_WAIT_MS passed: it goes on in the background). */
async function retried(runtime: Runtime, clientId: string, renewalId: string) {
  const stream = subscriptionStream(clientId);
  const deadline = Date.now() + runtime.config.PAYMENT_WAIT_MS;
  for (;;) {
    await runtime.drive(subscriptionRenewalsName, stream);
    await runtime.drive('payments', paymentStream(renewalPaymentId(clientId, renewalId)));
    const { state } = await runtime.loadAggregate({ initialState: initialSubscriptionState, evolve: evolveSubscription }, stream);
    const settled = state.renewal?.renewalId !== renewalId || !state.renewal.charging;
    if (settled || Date.now() > deadline) {
      await runtime.drive(subscriptionRenewalsName, stream);
      await runtime.waitForProjections([{ checkpoint: await runtime.feed.head(), streamId: stream }], ['subscriptions']);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Whether a client has AI rendering (the subscription runs, or is in its grace period): for the AI renders' quotas (issue 25). */
export async function aiRenderingAccessOf(runtime: Pick<Runtime, 'db'>, clientId: string): Promise<{ subscribed: boolean; status: SubscriptionView['status'] | 'NONE'; periodEnd: string | null }> {
  const s = await getSubscriptionOf(runtime.db, clientId);
  if (!s) return { subscribed: false, status: 'NONE', periodEnd: null };
  return { subscribed: s.status === 'ACTIVE' || s.status === 'PAST_DUE' || s.status === 'CANCELLING', status: s.status, periodEnd: s.periodEnd };
}
