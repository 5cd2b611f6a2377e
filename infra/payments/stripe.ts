import Stripe from 'stripe';
import { type CardBrand, fullYear } from '../../domain/payments/cards';
import { CardRejectedError, type ChargeResult, checkedCardDigits, type GatewayEvent, GatewayUnavailableError, type PaymentGateway, type TokenizedCard, WebhookSignatureError } from './port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address than Stripe's (a local server speaking the same protocol, in tests). */
  apiUrl?: string | null;
  /** Seconds a webhook's signature stays good (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
}

/** The PaymentMethod's metadata key naming the account or visitor that tokenised it. */
const ownerKey = 'roomcraft_owner';

const brands: Record<string, CardBrand> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex', discover: 'discover' };

/** The SDK's error types that mean no decision was made (the network, Stripe, or our key): nothing was charged; a retry uses the same idempotency key. */
const unavailable = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError', 'StripeAuthenticationError', 'StripePermissionError']);

type StripeFailure = { type?: string; message?: string; code?: string; decline_code?: string; statusCode?: number };

/**
 * The Stripe adapter on the official SDK: cards become PaymentMethods, a charge is
 * a PaymentIntent confirmed at once, each with an idempotency key, so a retried or
 * concurrent request charges once. Webhooks are verified with the SDK's
 * `constructEvent` (HMAC over the raw body, 5-minute tolerance). Nothing about a
 * card is kept here: Stripe holds it; we keep its PaymentMethod id, brand, last
 * four and expiry.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? 'https' : 'http' } : {}),
    });
  }

  private failure(error: unknown): never {
    const e = error as StripeFailure;
    if (e?.type && unavailable.has(e.type)) throw new GatewayUnavailableError(e.message ?? 'The payment service did not answer');
    if (e?.type === 'StripeCardError') throw new CardRejectedError(e.message ?? 'Your card was declined.');
    throw error;
  }

  async tokenizeCard(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }, owner: string): Promise<TokenizedCard> {
    const digits = checkedCardDigits(card);
    try {
      const method = await this.stripe.paymentMethods.create({
        type: 'card',
        card: { number: digits, exp_month: card.expMonth, exp_year: fullYear(card.expYear), cvc: card.cvc.trim() },
        billing_details: { name: card.name.trim() },
        // Who asked: only they may save or use the PaymentMethod (cardForToken checks it).
        metadata: { [ownerKey]: owner },
      });
      return this.summary(method);
    } catch (error) {
      this.failure(error);
    }
  }

  private summary(method: Stripe.PaymentMethod): TokenizedCard {
    const c = method.card;
    const brand = c ? brands[c.brand] : undefined;
    if (!c || !brand) throw new CardRejectedError('We take Visa, Mastercard, American Express and Discover');
    return { token: method.id, brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year };
  }

  async cardForToken(token: string, owner: string): Promise<TokenizedCard | null> {
    if (!/^pm_[A-Za-z0-9_]{6,}$/.test(token)) return null;
    try {
      const method = await this.stripe.paymentMethods.retrieve(token);
      // A PaymentMethod another account tokenised (or one we did not make) is not found.
      if (method.metadata?.[ownerKey] !== owner) return null;
      return this.summary(method);
    } catch (error) {
      const e = error as StripeFailure;
      if (e?.type === 'StripeInvalidRequestError' && e.statusCode === 404) return null;
      this.failure(error);
    }
  }

  async charge(input: { token: string; amountCents: number; currency: 'usd'; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          payment_method: input.token,
          // Card only, confirmed here: no redirect-based method may be picked (they would need a return URL).
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id, amountCents: intent.amount_received || intent.amount };
      // requires_action (3-D Secure) and the like: not taken here, nothing charged.
      return { status: 'declined', code: intent.status, message: 'Your bank asks to confirm this payment; please use another card.' };
    } catch (error) {
      const e = error as StripeFailure;
      if (e?.type === 'StripeCardError') return { status: 'declined', code: e.decline_code ?? e.code ?? 'card_declined', message: e.message ?? 'Your card was declined.' };
      if (e?.type === 'StripeIdempotencyError') throw new CardRejectedError('This payment was already attempted with different details');
      this.failure(error);
    }
  }

  async refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.paymentId, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey });
      return { refundId: refund.id };
    } catch (error) {
      const e = error as StripeFailure;
      if (e?.type === 'StripeInvalidRequestError') throw new CardRejectedError(e.message ?? 'The refund was refused');
      this.failure(error);
    }
  }

  parseWebhook(rawBody: string, signatureHeader: string | null): GatewayEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.settings.webhookSecret, this.settings.webhookToleranceSeconds ?? 300);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message.split('\n')[0] ?? 'The signature does not match');
    }
    const object = event.data.object as { id?: string; object?: string; amount?: number; amount_received?: number; amount_refunded?: number; payment_intent?: string | { id: string }; metadata?: Record<string, string> };
    const paymentId = object.object === 'charge' ? (typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null)) : (object.id ?? null);
    const amountCents =
      event.type === 'charge.refunded' ? (object.amount_refunded ?? null) : event.type === 'payment_intent.payment_failed' ? null : (object.amount_received || object.amount) ?? null;
    return { id: event.id, type: event.type, paymentId, amountCents, metadata: object.metadata ?? {} };
  }
}
