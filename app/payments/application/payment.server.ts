import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type CardSummary, cardMessages } from '../../../domain/payments/cards';
import { paymentCommands } from '../../../domain/payments/commands';
import { isFinished, type PaymentCard, type PaymentHold, type PaymentPurpose, type PaymentState, paymentStream } from '../../../domain/payments/payment';
import { paymentDecider } from '../../../domain/payments/payment.decide';
import { paymentSlotDecider, paymentSlotStream } from '../../../domain/payments/payment-slot';
import { orderStream, paymentInProgressMessage } from '../../../domain/orders/order';
import { cartStream } from '../../../domain/cart/cart';
import { needStream } from '../../../domain/projects/need';
import { subscriptionStream } from '../../../domain/subscriptions/subscription';
import { DomainError, IllegalStateError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor, Event } from '../../../domain/shared/messages';
import { CardRejectedError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { cardTokenFor } from '../../../projections/payments/cards';
import { parseWith } from '../../web/api.server';
import { readModelsShowStreams } from '../../web/stream-freshness.server';

/**
 * The one way the app takes money (issue 21, ADR 025): a request handler checks
 * what it must, then `pay` sends one RequestPayment and waits (bounded) for the
 * payment process's outcome. The card, the holds and the charge, the purpose's
 * record, the refund when the purpose refuses: all of it is the process's.
 */

const monthYear = z
  .string({ required_error: cardMessages.expiry, invalid_type_error: cardMessages.expiry })
  .trim()
  .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, cardMessages.expiry)
  .transform((v) => {
    const [m, y] = v.split('/').map((s) => Number(s.trim()));
    return { expMonth: m!, expYear: y! < 100 ? 2000 + y! : y! };
  });
const flag = z.union([z.boolean(), z.string().max(10)]).transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** A new card as a form sends it; it goes to the gateway's tokeniser and nowhere else. `saveCard`: the client ticked "keep this card". */
export const newCardSchema = z.object({
  cardName: z.string({ required_error: cardMessages.name }).trim().min(1, cardMessages.name).max(100),
  cardNumber: z.string({ required_error: cardMessages.number }).trim().min(1, cardMessages.number).max(30, cardMessages.number),
  cardExpiry: monthYear,
  cardCvc: z.string({ required_error: 'Please enter the security code on your card' }).trim().regex(/^\d{3,4}$/, 'Please enter the security code on your card'),
  saveCard: flag.optional(),
});
export type EnteredCard = z.infer<typeof newCardSchema>;

/** How the client pays: a saved card, a new card's fields, or a card the gateway tokenised already (the checkout's billing step). */
export type CardChoice = { cardId: string } | { entered: unknown } | { tokenized: { token: string; holderName: string; keep: boolean } };

const cardIdField = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Please choose a card');

/** The card choice a form or call sends: `cardId`, or the new card's fields. */
export function cardChoiceOf(input: unknown): CardChoice {
  const cardId = (input as { cardId?: unknown } | null)?.cardId;
  if (cardId !== undefined && cardId !== null && cardId !== '') return { cardId: parseWith(z.object({ cardId: cardIdField }), { cardId }).cardId };
  return { entered: input };
}

/** A new card tokenised by the gateway for this client (never kept by us until it is charged and the client asked). */
export async function tokenizeEntered(runtime: Runtime, clientId: string, card: EnteredCard): Promise<CardSummary> {
  try {
    const t = await runtime.payments.tokenizeCard({ number: card.cardNumber, expMonth: card.cardExpiry.expMonth, expYear: card.cardExpiry.expYear, cvc: card.cardCvc, name: card.cardName }, clientId);
    return { brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear, token: t.token };
  } catch (error) {
    if (error instanceof CardRejectedError) throw new ValidationError('CARD_REJECTED', error.message, { cardNumber: error.message });
    throw error;
  }
}

/** A card the gateway tokenised for this client (brand, last four, expiry), or null for an unknown token or another client's. */
export async function tokenizedCard(runtime: Runtime, clientId: string, token: string): Promise<CardSummary | null> {
  const t = await runtime.payments.cardForToken(token, clientId);
  return t && { brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear, token: t.token };
}

/** The card to charge: one of the client's saved cards (another's is not found), or a new one tokenised now. */
export async function cardFor(runtime: Runtime, clientId: string, choice: CardChoice): Promise<PaymentCard> {
  if ('cardId' in choice) {
    const saved = await cardTokenFor(runtime.db, clientId, choice.cardId);
    if (!saved) throw new NotFoundError('CARD_NOT_FOUND', 'Please choose a card');
    const { view, token } = saved;
    return { card: { brand: view.brand as CardSummary['brand'], last4: view.last4, expMonth: view.expMonth, expYear: view.expYear, token }, savedCardId: view.uuid, holderName: view.holderName, keep: false };
  }
  if ('tokenized' in choice) {
    const t = await tokenizedCard(runtime, clientId, choice.tokenized.token);
    if (!t) throw new ValidationError('CARD_REQUIRED', 'Please enter your card again', { cardId: 'Please enter your card again' });
    return { card: { brand: t.brand, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear, token: t.token }, savedCardId: null, holderName: choice.tokenized.holderName, keep: choice.tokenized.keep };
  }
  const entered = parseWith(newCardSchema, choice.entered ?? {});
  return { card: await tokenizeEntered(runtime, clientId, entered), savedCardId: null, holderName: entered.cardName, keep: entered.saveCard === true };
}

/** The same card, however it was given: a saved card's id, or a new card's brand, last four and expiry. */
const cardKey = (c: PaymentCard | null) => (!c ? 'none' : c.savedCardId ? `saved:${c.savedCardId}` : `new:${c.card.brand}:${c.card.last4}:${c.card.expMonth}/${c.card.expYear}`);

/** A payment's id (and the gateway's idempotency key): the same purpose, amount, attempt and card give the same id. */
export function paymentIdFor(parts: { purpose: PaymentPurpose; amountCents: number; attempt: string; card: PaymentCard | null }, generation: number): string {
  const hash = createHash('sha256').update(JSON.stringify([parts.purpose, parts.amountCents, parts.attempt, cardKey(parts.card), generation])).digest('hex');
  return `p${hash.slice(0, 40)}`;
}

export interface PaymentRequest {
  clientId: string;
  actor: Actor;
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  card: CardChoice | null;
  /** Taken in order before the card is charged; given `paymentId` and the time the payment is given up. */
  holds: (paymentId: string, until: string) => PaymentHold[];
  /** One per form or call (a double click sends the same); empty when the caller has none. */
  attempt?: string;
  /** The read models the next page reads. */
  readModels: readonly string[];
  /** The payment now running for the same thing (another tab, a form sent twice with a new card), when one is. */
  running?: () => Promise<string | null>;
}

export type PaymentOutcome = { status: 'paid'; paymentId: string } | { status: 'declined'; paymentId: string; message: string };

/** In flight or settled: asked again, the same payment answers. Anything else that ended (declined, refused, given up, refunded) makes way for a new one. */
const reusable = (state: PaymentState) => state.status === 'none' || !isFinished(state.status) || state.status === 'settled';

/**
 * pay: one payment for a purpose, charged once whatever double clicks, retries
 * and crashes do, and its outcome for the page. A refusal (out of stock, a code
 * used up, another payment running) is thrown as the domain's error; a decline is
 * answered; a payment still running after PAYMENT_WAIT_MS says so
 * (PAYMENT_IN_PROGRESS) and goes on in the background.
 */
export async function pay(runtime: Runtime, request: PaymentRequest): Promise<PaymentOutcome> {
  const card = request.amountCents > 0 ? await cardFor(runtime, request.clientId, request.card ?? { entered: {} }) : null;
  const parts = { purpose: request.purpose, amountCents: request.amountCents, attempt: request.attempt ?? '', card };
  let paymentId = '';
  for (let generation = 0; ; generation++) {
    paymentId = paymentIdFor(parts, generation);
    if (reusable((await runtime.loadAggregate(paymentDecider, paymentStream(paymentId))).state)) break;
    if (generation > 50) throw new IllegalStateError('TOO_MANY_ATTEMPTS', 'Please reload the page and try again');
  }
  const until = new Date(Date.now() + runtime.config.PAYMENT_HOLD_SECONDS * 1000).toISOString();
  await runtime.execute(
    paymentCommands.RequestPayment,
    { paymentId, clientId: request.clientId, purpose: request.purpose, amountCents: request.amountCents, description: request.description, card, holds: request.holds(paymentId, until), abandonAt: until },
    { actor: request.actor, commandId: `request-${paymentId}` },
    { waitFor: [] },
  );
  try {
    return await outcomeOf(runtime, paymentId, request.readModels);
  } catch (error) {
    // Another payment for the same thing is running (a second tab, a form sent twice with the card typed again): its outcome is this one's.
    if (!(error instanceof DomainError && error.code === 'PAYMENT_IN_PROGRESS' && request.running)) throw error;
    const running = await request.running();
    if (!running || running === paymentId) throw error;
    return outcomeOf(runtime, running, request.readModels);
  }
}

/** The payment holding a slot now (`payment-slot-<key>`), or null. */
export async function slotHolder(runtime: Runtime, key: string): Promise<string | null> {
  return (await runtime.loadAggregate(paymentSlotDecider, paymentSlotStream(key))).state.holder?.paymentId ?? null;
}

/** The hold that keeps one payment at a time for a thing (`key`), freed when the payment ends. */
export const slotHold = (key: string, paymentId: string, until: string): PaymentHold => ({
  command: 'ClaimPaymentSlot',
  input: { key, paymentId, until },
  release: { command: 'FreePaymentSlot', input: { key, paymentId } },
});

/** Sleeps until the store says something was appended (anyone's), or `ms` passed. */
function nextAppend(runtime: Runtime, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = runtime.feed.onAppended(done);
  });
}

/**
 * outcomeOf: what became of a payment, from its own stream (the strongly
 * consistent view), waiting for the process to move it on — the one wait for a
 * payment. Once it is settled, the read models the next page reads have seen
 * what followed (the order paid, the cart emptied).
 */
export async function outcomeOf(runtime: Runtime, paymentId: string, readModels: readonly string[]): Promise<PaymentOutcome> {
  const deadline = Date.now() + runtime.config.PAYMENT_WAIT_MS;
  for (;;) {
    await runtime.drive(paymentProcessName, paymentStream(paymentId));
    const { state } = await runtime.loadAggregate(paymentDecider, paymentStream(paymentId));
    if (state.status !== 'none' && isFinished(state.status)) {
      const { failure } = state.payment;
      switch (state.status) {
        case 'settled':
          await settledReadModels(runtime, paymentId, readModels);
          return { status: 'paid', paymentId };
        case 'declined':
          // What it held is let go by the process before the buyer hears: the stock is back when the page reloads.
          await settledReadModels(runtime, paymentId, []);
          return { status: 'declined', paymentId, message: failure?.message ?? 'Your card was declined.' };
        case 'abandoned':
          await settledReadModels(runtime, paymentId, []);
          return { status: 'declined', paymentId, message: 'The payment was not completed in time. Nothing was charged; please try again.' };
        default:
          // Refused before the charge, or refused by its purpose after it (the charge goes back).
          throw failure ? new DomainError(failure.kind, failure.code, failure.message, failure.fields ?? {}) : new IllegalStateError('PAYMENT_FAILED', 'The payment did not go through');
      }
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new IllegalStateError('PAYMENT_IN_PROGRESS', paymentInProgressMessage);
    // Woken by the next append, at most every 20 ms: fifty buyers waiting do not read their streams on every event.
    await Promise.all([nextAppend(runtime, Math.min(left, 500)), new Promise((resolve) => setTimeout(resolve, 20))]);
  }
}

/** The processes a request lends itself to (processes/payments/payment-process.ts, processes/orders/after-payment.ts: the app knows them by name). */
const paymentProcessName = 'payments';
const orderAfterPaymentName = 'order-after-payment';

/** The streams a settled payment changes besides its own: its purpose's, and for an order the client's cart (emptied after it). */
function purposeStreams(purpose: PaymentPurpose, clientId: string): string[] {
  switch (purpose.kind) {
    case 'order':
      return [orderStream(purpose.orderId), cartStream(clientId)];
    case 'subscription':
    case 'renewal':
      return [subscriptionStream(clientId)];
    default:
      return [needStream(purpose.needId)];
  }
}

/**
 * After a payment ended: the processes have done what follows it (for a settled
 * order, its after-payment work, which empties the cart; for a decline, the
 * releases), and the named read models show the payment's, its purpose's and the
 * cart's streams as they are now.
 */
export async function settledReadModels(runtime: Runtime, paymentId: string, readModels: readonly string[], streams?: string[]) {
  const own = paymentStream(paymentId);
  const { state } = await runtime.loadAggregate(paymentDecider, own);
  const followed = streams ?? (state.status === 'none' ? [] : purposeStreams(state.payment.purpose, state.payment.clientId));
  // What follows is driven from the streams too (a webhook's charge settled, the order's after-payment work), not waited for from the feed.
  if (state.status === 'charged') await runtime.drive(paymentProcessName, own);
  if (state.status !== 'none' && state.payment.purpose.kind === 'order') await runtime.drive(orderAfterPaymentName, orderStream(state.payment.purpose.orderId));
  await readModelsShowStreams(runtime, [own, ...followed], readModels);
}

/**
 * An order paid by a charge that ran outside the payment process (a webhook naming
 * the order): its after-payment work (the cart emptied, the confirmation) done now,
 * and the named read models showing the order and the client's cart.
 */
export async function afterOrderPaid(runtime: Runtime, orderId: string, readModels: readonly string[]) {
  await runtime.drive(orderAfterPaymentName, orderStream(orderId));
  const clientOf = { initialState: (): string | null => null, evolve: (id: string | null, e: Event) => (e.type === 'OrderPlaced' ? (e.data as { clientId: string }).clientId : id) };
  const { state: clientId } = await runtime.loadAggregate(clientOf, orderStream(orderId));
  await readModelsShowStreams(runtime, [orderStream(orderId), ...(clientId ? [cartStream(clientId)] : [])], readModels);
}

/** The payment holding a slot now, if it pays for the same thing (`purpose`): a request for it answers that payment's outcome. */
export async function runningFor(runtime: Runtime, key: string, purpose: PaymentPurpose): Promise<string | null> {
  const holder = await slotHolder(runtime, key);
  if (!holder) return null;
  const { state } = await runtime.loadAggregate(paymentDecider, paymentStream(holder));
  return state.status !== 'none' && JSON.stringify(state.payment.purpose) === JSON.stringify(purpose) ? holder : null;
}
