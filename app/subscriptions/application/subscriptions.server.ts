import { z } from 'zod';
import { findPlan } from '../../../domain/projects/plans';
import { DomainError, IllegalStateError, NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { subscriptionCommands } from '../../../domain/subscriptions/commands';
import { subscriptionMessages, subscriptionPlan, subscriptionStream } from '../../../domain/subscriptions/subscription';
import { subscriptionPriceCents } from '../../../domain/subscriptions/subscription.decide';
import { CardRejectedError, checkedCardDigits } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { cardTokenFor } from '../../../projections/payments/cards';
import { getSubscriptionOf, type SubscriptionView } from '../../../projections/subscriptions/subscriptions';
import { cardFor, newCardSchema } from '../../commerce/application/checkout.server';
import { chargeOnce } from '../../projects/application/charge.server';
import { parseWith } from '../../web/api.server';

/** Who asks: a signed-in client (userId) or a visitor (userId null, refused). */
export interface SubscriptionCaller {
  actor: Actor;
  userId: string | null;
}

const system: Actor = { kind: 'system' };
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

async function subscribed(runtime: Runtime, clientId: string): Promise<SubscribeOutcome> {
  // The subscription may have started a moment ago (the first click of a double submit): read it once the read model has it.
  const last = (await runtime.store.readStream(subscriptionStream(clientId))).events.at(-1);
  if (last) await runtime.runner?.waitFor({ transactionId: last.transactionId, position: last.globalPosition }, { projections: ['subscriptions'] });
  const subscription = await getSubscriptionOf(runtime.db, clientId);
  if (!subscription) throw new IllegalStateError('PAYMENT_IN_PROGRESS', subscriptionMessages.inProgress);
  return { status: 'subscribed', subscription };
}

/** What became of an attempt another request (the first of a double click) is charging. */
async function outcomeOf(runtime: Runtime, clientId: string, attemptId: string): Promise<SubscribeOutcome> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { events } = await runtime.store.readStream(subscriptionStream(clientId));
    // What followed the latest try of this attempt (an earlier try may have been declined).
    const tries = events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'SubscriptionPaymentStarted' && (e.data as { attemptId: string }).attemptId === attemptId);
    const from = tries.at(-1)?.[1] ?? 0;
    const mine = events.slice(from).filter((e) => (e.data as { attemptId?: string }).attemptId === attemptId);
    const done = mine.find((e) => e.type === 'SubscriptionStarted');
    if (done) {
      await runtime.runner?.waitFor({ transactionId: done.transactionId, position: done.globalPosition }, { projections: ['subscriptions'] });
      return subscribed(runtime, clientId);
    }
    const failed = mine.find((e) => e.type === 'SubscriptionPaymentFailed');
    if (failed) return { status: 'declined', message: (failed.data as { message: string }).message };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new IllegalStateError('PAYMENT_IN_PROGRESS', subscriptionMessages.inProgress);
}

/**
 * Subscribe {attemptId, cardId | cardName, cardNumber, cardExpiry, cardCvc, saveCard?}:
 * the first month is charged through the payment gateway once per attempt — the
 * attempt is recorded on `subscription-<clientId>` first (the stream's version makes
 * the gateway's idempotency key), so a second request with it waits for the first
 * one's outcome instead of charging again. Already subscribed:
 * the subscription as it is, nothing charged. A declined card changes nothing but
 * frees the attempt for another card.
 */
export async function subscribe(runtime: Runtime, caller: SubscriptionCaller, input: unknown): Promise<SubscribeOutcome> {
  const clientId = clientOf(caller);
  const { attemptId, cardId } = parseWith(subscribeSchema, input);
  // Bad card input or a card that is not the caller's is refused before anything is recorded.
  const entered = cardId ? null : parseWith(newCardSchema.extend({ saveCard: z.string().max(10).optional() }), input);
  if (cardId && !(await cardTokenFor(runtime.db, clientId, cardId))) throw new NotFoundError('CARD_NOT_FOUND', 'Please choose a card');
  if (entered) {
    try {
      checkedCardDigits({ number: entered.cardNumber, expMonth: entered.cardExpiry.expMonth, expYear: entered.cardExpiry.expYear, cvc: entered.cardCvc, name: entered.cardName });
    } catch (error) {
      if (error instanceof CardRejectedError) throw new ValidationError('CARD_REJECTED', error.message, { cardNumber: error.message });
      throw error;
    }
  }

  let started;
  try {
    // No command id: a second request with this attempt finds it under way (decide answers nothing) and waits;
    // after a decline the same attempt may try again with another card.
    started = await runtime.execute(subscriptionCommands.StartSubscriptionPayment, { clientId, attemptId }, { actor: caller.actor }, { waitFor: [] });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_SUBSCRIBED') return subscribed(runtime, clientId);
    throw error;
  }
  if (started.events.length === 0) return outcomeOf(runtime, clientId, attemptId);

  const amountCents = subscriptionPriceCents();
  const fail = (code: string, message: string) =>
    runtime.execute(subscriptionCommands.FailSubscriptionPayment, { clientId, attemptId, code, message: message.slice(0, 300) || 'The payment failed' }, { actor: system }, { waitFor: [] });
  let card;
  let charge;
  try {
    card = await cardFor(runtime, { ownerId: clientId, userId: clientId, actor: caller.actor, clientStatus: null }, cardId, entered);
    charge = await chargeOnce(runtime, {
      token: card.token, amountCents, idempotencyKey: `subscription-${clientId}-${attemptId}-${started.version}`,
      description: 'Roomcraft AI Designer subscription (first month)', metadata: { clientId, attemptId, plan: subscriptionPlan },
    });
  } catch (error) {
    await fail(error instanceof DomainError ? error.code : 'error', error instanceof Error ? error.message : 'The payment failed');
    throw error;
  }
  if (charge.status === 'declined') {
    await fail(charge.code, charge.message);
    return { status: 'declined', message: charge.message };
  }
  try {
    await runtime.execute(
      subscriptionCommands.StartSubscription,
      { clientId, attemptId, paymentId: charge.paymentId, amountCents: charge.amountCents, card: { brand: card.summary.brand, last4: card.summary.last4 } },
      { actor: system, commandId: `subscription-record-${charge.paymentId}` },
      { waitFor: ['subscriptions'] },
    );
  } catch (error) {
    // Subscribed meanwhile by another attempt: this charge goes back at once.
    if (error instanceof DomainError && (error.code === 'ALREADY_SUBSCRIBED' || error.code === 'NO_PAYMENT_ATTEMPT'))
      await runtime.payments.refund({ paymentId: charge.paymentId, amountCents: charge.amountCents, idempotencyKey: `refund-${charge.paymentId}` });
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
