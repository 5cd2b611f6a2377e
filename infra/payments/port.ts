import { type CardBrand, cardMessages, cardNumberMessage, expiryMessage, normalizeCardNumber } from '../../domain/payments/cards';

/** What the card form collects; it goes to the gateway's tokeniser and is never kept. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** All that may be kept about a card: the gateway's token, brand, last four and expiry. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string; amountCents: number }
  /** Nothing was charged. `message` is the one to show the buyer. */
  | { status: 'declined'; code: string; message: string };

export interface GatewayEvent {
  id: string;
  type: string;
  paymentId: string | null;
  amountCents: number | null;
  metadata: Record<string, string>;
}

/**
 * The payment processor (ARCHITECTURE: infra holds the payment gateway). Two
 * adapters: the built-in sandbox (default) and Stripe.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Server-side tokenisation; the full number is used for this call only. Throws
   * CardRejectedError for a card the gateway refuses. `owner` (the account or visitor
   * asking) is bound to the token: only they can have it back.
   */
  tokenizeCard(card: CardInput, owner: string): Promise<TokenizedCard>;
  /** The card a token this gateway issued for `owner` stands for; null for an unknown token or another owner's. */
  cardForToken(token: string, owner: string): Promise<TokenizedCard | null>;
  /** Charges at most once per idempotencyKey: a repeat (even concurrent) returns the first result and charges nothing more. */
  charge(input: { token: string; amountCents: number; currency: 'usd'; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<ChargeResult>;
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Verifies the signature (throws WebhookSignatureError) and maps the provider's event. */
  parseWebhook(rawBody: string, signatureHeader: string | null): GatewayEvent;
}

export class CardRejectedError extends Error {
  readonly status = 422;
}
/** Network failure or a 5xx: the caller may retry with the same idempotency key. */
export class GatewayUnavailableError extends Error {}
export class WebhookSignatureError extends Error {}

/**
 * The card form's checks, which every adapter makes before tokenising (a typo costs
 * no request): the holder's name, a valid number of a brand we take, an expiry ahead.
 * Answers the number's digits.
 */
export function checkedCardDigits(card: CardInput, now = new Date()): string {
  if (!card.name.trim()) throw new CardRejectedError(cardMessages.name);
  const numberProblem = cardNumberMessage(card.number);
  if (numberProblem) throw new CardRejectedError(numberProblem);
  const expiryProblem = expiryMessage(card.expMonth, card.expYear, now.toISOString());
  if (expiryProblem) throw new CardRejectedError(expiryProblem);
  return normalizeCardNumber(card.number);
}
