import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { detectBrand, fullYear, lastFour } from '../../domain/payments/cards';
import { CardRejectedError, type ChargeResult, checkedCardDigits, type GatewayEvent, type PaymentGateway, type TokenizedCard, WebhookSignatureError } from './port';

/**
 * The built-in sandbox gateway: the default, so a fresh machine can take payments
 * without an account anywhere. It behaves like a card processor in test mode and
 * keeps its books in three tables; it never keeps a card number or CVC — only the
 * brand, last four, expiry and the outcome the test number asks for.
 *
 * Test numbers (Stripe's, so one list serves both gateways):
 *   4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005, 6011 1111 1111 1117 — succeed
 *   4000 0000 0000 0002 — declined: 'Your card was declined.'
 *   4000 0000 0000 9995 — declined: 'Your card has insufficient funds.'
 *   4000 0000 0000 0119 — fails: 'An error occurred while processing your card. Try again in a little bit.'
 * Any other valid number succeeds.
 */
export const sandboxTestCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processingError: '4000000000000119',
} as const;

const outcomes: Record<string, { code: string; message: string }> = {
  [sandboxTestCards.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [sandboxTestCards.insufficientFunds]: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  [sandboxTestCards.processingError]: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const webhookToleranceSeconds = 300;

export function signSandboxWebhook(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Knex,
    private readonly webhookSecret: string,
  ) {}

  async tokenizeCard(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }, owner: string): Promise<TokenizedCard> {
    const digits = checkedCardDigits(card);
    const brand = detectBrand(digits)!;
    if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(card.cvc.trim())) throw new CardRejectedError('Please enter the security code on your card');
    const tokenized: TokenizedCard = { token: id('tok_sbx'), brand, last4: lastFour(digits), expMonth: card.expMonth, expYear: fullYear(card.expYear) };
    await this.db('payment_sandbox_cards').insert({
      token: tokenized.token, brand, last4: tokenized.last4, exp_month: tokenized.expMonth, exp_year: tokenized.expYear,
      outcome: outcomes[digits]?.code ?? 'succeed', owner,
    });
    return tokenized;
  }

  async cardForToken(token: string, owner: string): Promise<TokenizedCard | null> {
    if (!/^tok_sbx_[a-f0-9]{24}$/.test(token)) return null;
    // Another account's token is not found, like an unknown one.
    const row = await this.db('payment_sandbox_cards').where({ token, owner }).first();
    return row ? { token, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year } : null;
  }

  async charge(input: { token: string; amountCents: number; currency: 'usd'; idempotencyKey: string; description: string; metadata: Record<string, string> }): Promise<ChargeResult> {
    const card = /^tok_sbx_[a-f0-9]{24}$/.test(input.token) ? await this.db('payment_sandbox_cards').where({ token: input.token }).first() : null;
    const outcome = !card
      ? { code: 'invalid_token', message: 'This card is not recognised; please enter it again.' }
      : card.outcome === 'succeed'
        ? null
        : Object.values(outcomes).find((o) => o.code === card.outcome)!;
    // One row per idempotency key: a concurrent or later repeat finds the first charge.
    await this.db('payment_sandbox_charges')
      .insert({
        idempotency_key: input.idempotencyKey, payment_id: id('pi_sbx'), token: input.token, amount_cents: input.amountCents,
        status: outcome ? 'declined' : 'succeeded', decline_code: outcome?.code ?? null, message: outcome?.message ?? null,
        metadata: JSON.stringify(input.metadata),
      })
      .onConflict('idempotency_key')
      .ignore();
    const row = await this.db('payment_sandbox_charges').where({ idempotency_key: input.idempotencyKey }).first();
    if (row.amount_cents !== input.amountCents || row.token !== input.token)
      throw new CardRejectedError('This payment was already attempted with different details');
    return row.status === 'succeeded'
      ? { status: 'succeeded', paymentId: row.payment_id, amountCents: row.amount_cents }
      : { status: 'declined', code: row.decline_code, message: row.message };
  }

  async refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    return this.db.transaction(async (trx) => {
      // The charge is locked first: a concurrent repeat of the same key waits here, then finds the first refund.
      const charge = await trx('payment_sandbox_charges').where({ payment_id: input.paymentId, status: 'succeeded' }).forUpdate().first();
      const prior = await trx('payment_sandbox_refunds').where({ idempotency_key: input.idempotencyKey }).first();
      if (prior) return { refundId: prior.refund_id };
      if (!charge) throw new CardRejectedError('There is no such payment to refund');
      const refunded = await trx('payment_sandbox_refunds').where({ payment_id: input.paymentId }).sum({ total: 'amount_cents' }).first();
      if (Number(refunded?.total ?? 0) + input.amountCents > charge.amount_cents) throw new CardRejectedError('The refund is more than what is left of the payment');
      const refundId = id('re_sbx');
      await trx('payment_sandbox_refunds').insert({ idempotency_key: input.idempotencyKey, refund_id: refundId, payment_id: input.paymentId, amount_cents: input.amountCents });
      return { refundId };
    });
  }

  parseWebhook(rawBody: string, signatureHeader: string | null): GatewayEvent {
    const parts = Object.fromEntries((signatureHeader ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
    const at = Number(parts.t);
    if (!parts.t || !parts.v1 || !Number.isInteger(at)) throw new WebhookSignatureError('No valid signature');
    if (Math.abs(Date.now() / 1000 - at) > webhookToleranceSeconds) throw new WebhookSignatureError('The signature is too old');
    const expected = Buffer.from(signSandboxWebhook(this.webhookSecret, rawBody, at).split('v1=')[1]!, 'hex');
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('The signature does not match');
    let event: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; amount?: unknown; metadata?: unknown } } };
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('The body is not JSON');
    }
    const object = event.data?.object ?? {};
    return {
      id: String(event.id ?? ''),
      type: String(event.type ?? ''),
      paymentId: typeof object.id === 'string' ? object.id : null,
      amountCents: typeof object.amount === 'number' ? object.amount : null,
      metadata: object.metadata && typeof object.metadata === 'object' ? (object.metadata as Record<string, string>) : {},
    };
  }
}
