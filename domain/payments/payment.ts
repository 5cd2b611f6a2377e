import type { ErrorKind } from '../shared/errors';
import type { Event } from '../shared/messages';
import type { CardSummary } from './cards';

/**
 * One payment (issue 21): `payment-<paymentId>`, from the request to its outcome.
 * requested → held (stock, code, credit, the purpose's slot) → charged or
 * declined → settled (the purpose recorded it: an order paid, a plan, a tip…),
 * or refunded when the purpose could not take it. A payment nobody finished is
 * abandoned at `abandonAt` and its holds are released. The payment id is the
 * gateway's idempotency key: whatever retries or crashes do, it is charged once.
 */
export const paymentStream = (paymentId: string) => `payment-${paymentId}`;

/** What a payment pays for. A redesign is free (once per project) and a project's furniture is bought through the checkout (an order). */
export type PaymentPurpose =
  | { kind: 'order'; orderId: string; orderNumber: string }
  | { kind: 'plan'; needId: string; plan: string; discountCents: number; code: string | null }
  | { kind: 'upgrade'; needId: string; toPlan: string }
  | { kind: 'meeting'; needId: string; meetingId: string; type: string; startsAt: string }
  | { kind: 'tip'; needId: string; tipId: string; note: string }
  | { kind: 'subscription'; attemptId: string }
  /** A month of the AI subscription renewed on its saved card (ADR 048). */
  | { kind: 'renewal'; renewalId: string };

export type PaymentPurposeKind = PaymentPurpose['kind'];

/** The card to charge: the gateway's token and what may be shown of it; a new card is saved only once charged, and only if the client asked. */
export interface PaymentCard {
  card: CardSummary;
  /** The saved card it is (null: entered for this payment). */
  savedCardId: string | null;
  holderName: string;
  /** The client ticked "keep this card" (a new card only). */
  keep: boolean;
}

/**
 * What a hold refused answers the buyer: the domain's own refusal, or one
 * reworded (`template`'s `{message}` is the refusal's message), for the codes
 * listed (all when none are).
 */
export interface HoldRefusal {
  codes?: string[];
  kind: ErrorKind;
  code: string;
  template: string;
  field?: string;
}

/**
 * Something held before the card is charged (a command the system runs), and how
 * it is let go when nothing is paid. Holds are idempotent by their ids (the order,
 * the project): taking or releasing one twice changes nothing.
 */
export interface PaymentHold {
  command: string;
  input: Record<string, unknown>;
  release: { command: string; input: Record<string, unknown> } | null;
  refusal?: HoldRefusal;
}

export interface PaymentFailure {
  kind: ErrorKind;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export type PaymentStatus = 'requested' | 'held' | 'refused' | 'charged' | 'declined' | 'abandoned' | 'settled' | 'unsettled' | 'refunded';

export type PaymentEvent =
  | Event<'PaymentRequested', {
      paymentId: string; clientId: string; purpose: PaymentPurpose; amountCents: number; description: string;
      card: PaymentCard | null; holds: PaymentHold[]; requestedAt: string; abandonAt: string;
    }>
  /** Every hold was taken: the card may be charged. */
  | Event<'PaymentHeld', { paymentId: string; heldAt: string }>
  /** A hold was refused (out of stock, code used up, another payment running): nothing was charged and what was held is let go. */
  | Event<'PaymentRefused', { paymentId: string; failure: PaymentFailure; heldCount: number; refusedAt: string }>
  /** The gateway took the money (`gatewayPaymentId` null: nothing to charge, codes and credit paid). `late`: after the payment was given up. */
  | Event<'PaymentCharged', { paymentId: string; gatewayPaymentId: string | null; amountCents: number; late: boolean; chargedAt: string }>
  | Event<'PaymentDeclined', { paymentId: string; code: string; message: string; declinedAt: string }>
  | Event<'PaymentAbandoned', { paymentId: string; abandonedAt: string }>
  /** The purpose recorded the payment (the order paid, the plan, the tip…). */
  | Event<'PaymentSettled', { paymentId: string; settledAt: string }>
  /** The purpose refused it after the charge (another payment came first): the charge goes back. */
  | Event<'PaymentNotSettled', { paymentId: string; failure: PaymentFailure; at: string }>
  | Event<'PaymentRefunded', { paymentId: string; refundId: string; amountCents: number; refundedAt: string }>
  | Event<'PaymentRefundFailed', { paymentId: string; message: string; failedAt: string }>;

export interface Payment {
  paymentId: string;
  clientId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  card: PaymentCard | null;
  holds: PaymentHold[];
  requestedAt: string;
  abandonAt: string;
  gatewayPaymentId: string | null;
  chargedCents: number;
  failure: PaymentFailure | null;
  /** Charged after it was given up (its holds were already let go): refunded. */
  late: boolean;
}

/** The failure a refused hold answers the buyer: the domain's refusal as it is, or reworded as the hold says. */
export function refusalOf(hold: Pick<PaymentHold, 'refusal'>, error: PaymentFailure): PaymentFailure {
  const r = hold.refusal;
  if (!r || (r.codes && !r.codes.includes(error.code))) return error;
  const message = r.template.replace('{message}', error.message);
  return { kind: r.kind, code: r.code, message, ...(r.field ? { fields: { [r.field]: error.message } } : {}) };
}

/** A release that records why (an order's or a subscription's payment attempt failing) says what happened. */
export function releaseWithReason(input: Record<string, unknown>, code: string, message: string): Record<string, unknown> {
  return 'message' in input ? { ...input, code: code.slice(0, 60), message: message.slice(0, 300) } : input;
}

/** Holds that only keep one payment running at a time for a thing (not resources another payment may own). */
export const slotHolds: readonly string[] = ['StartPayment', 'StartSubscriptionPayment', 'ClaimPaymentSlot'];

export type PaymentState = { status: 'none' } | { status: PaymentStatus; payment: Payment };

export const initialPaymentState = (): PaymentState => ({ status: 'none' });

/** Where a payment has ended for the buyer: nothing more happens to it on its own (a refund may still follow). */
export const isFinished = (status: PaymentState['status']) => ['refused', 'declined', 'abandoned', 'settled', 'unsettled', 'refunded'].includes(status);

function moved(state: PaymentState, status: PaymentStatus, change: Partial<Payment> = {}): PaymentState {
  return state.status === 'none' ? state : { status, payment: { ...state.payment, ...change } };
}

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'PaymentRequested': {
      const { paymentId, clientId, purpose, amountCents, description, card, holds, requestedAt, abandonAt } = event.data;
      return { status: 'requested', payment: { paymentId, clientId, purpose, amountCents, description, card, holds, requestedAt, abandonAt, gatewayPaymentId: null, chargedCents: 0, failure: null, late: false } };
    }
    case 'PaymentHeld':
      return moved(state, 'held');
    case 'PaymentRefused':
      return moved(state, 'refused', { failure: event.data.failure });
    case 'PaymentCharged':
      return moved(state, 'charged', { gatewayPaymentId: event.data.gatewayPaymentId, chargedCents: event.data.amountCents, late: event.data.late });
    case 'PaymentDeclined':
      return moved(state, 'declined', { failure: { kind: 'validation', code: event.data.code, message: event.data.message } });
    case 'PaymentAbandoned':
      return moved(state, 'abandoned');
    case 'PaymentSettled':
      return moved(state, 'settled');
    case 'PaymentNotSettled':
      return moved(state, 'unsettled', { failure: event.data.failure });
    case 'PaymentRefunded':
      return moved(state, 'refunded');
    case 'PaymentRefundFailed':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const paymentEventTypes = Object.keys({
  PaymentRequested: true,
  PaymentHeld: true,
  PaymentRefused: true,
  PaymentCharged: true,
  PaymentDeclined: true,
  PaymentAbandoned: true,
  PaymentSettled: true,
  PaymentNotSettled: true,
  PaymentRefunded: true,
  PaymentRefundFailed: true,
} satisfies Record<PaymentEvent['type'], true>) as PaymentEvent['type'][];
