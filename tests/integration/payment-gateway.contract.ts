import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { CardRejectedError, type PaymentGateway, WebhookSignatureError } from '../../infra/payments/port';

/** What the contract needs around one adapter: the gateway, how its provider signs webhooks, and what was charged. */
export interface GatewayHarness {
  gateway: PaymentGateway;
  /** Our database: no card number may end up in it. */
  db: Knex;
  signWebhook(body: string, at?: number): string;
  /** Successful charges the provider holds for an order id (metadata.orderId). */
  chargesFor(orderId: string): Promise<number>;
}

const cards = {
  visa: { number: '4242 4242 4242 4242', brand: 'visa', last4: '4242' },
  mastercard: { number: '5555 5555 5555 4444', brand: 'mastercard', last4: '4444' },
  amex: { number: '3782 822463 10005', brand: 'amex', last4: '0005' },
  discover: { number: '6011 1111 1111 1117', brand: 'discover', last4: '1117' },
};
const fullNumbers = ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4000000000000002', '4000000000009995', '4000000000000119'];

const card = (number: string, cvc = number.startsWith('37') ? '1234' : '123') => ({ number, expMonth: 12, expYear: 2031, cvc, name: 'Ada Buyer' });

/**
 * One contract for every PaymentGateway adapter: the sandbox and Stripe (against a
 * local server speaking Stripe's protocol) must behave alike for the checkout.
 */
const owner = 'client-contract-1';

export function paymentGatewayContract(name: string, setup: () => Promise<GatewayHarness>) {
  describe(`payment gateway contract: ${name}`, () => {
    const ready = setup();
    const charge = async (number: string, orderId = randomUUID(), key = `charge-${orderId}`, amountCents = 12_345) => {
      const { gateway } = await ready;
      const { token } = await gateway.tokenizeCard(card(number), owner);
      return { orderId, token, result: await gateway.charge({ token, amountCents, currency: 'usd', idempotencyKey: key, description: `Order ${orderId}`, metadata: { orderId } }) };
    };

    it('tokenises the four brands, keeping brand, last four and expiry; a token it issued is found again', async () => {
      const { gateway } = await ready;
      for (const c of Object.values(cards)) {
        const t = await gateway.tokenizeCard(card(c.number), owner);
        expect(t).toMatchObject({ brand: c.brand, last4: c.last4, expMonth: 12, expYear: 2031 });
        expect(t.token).not.toContain(c.number.replace(/\s/g, ''));
        expect(await gateway.cardForToken(t.token, owner)).toEqual(t);
        // The token is bound to whoever tokenised it: another account does not get it.
        expect(await gateway.cardForToken(t.token, 'someone-else')).toBeNull();
      }
      expect(await gateway.cardForToken('tok_not_ours', owner)).toBeNull();
    });

    it('refuses a card it cannot take, with the card form\'s message', async () => {
      const { gateway } = await ready;
      await expect(gateway.tokenizeCard(card('4242 4242 4242 4241'), owner)).rejects.toBeInstanceOf(CardRejectedError);
      await expect(gateway.tokenizeCard({ ...card(cards.visa.number), name: ' ' }, owner)).rejects.toThrow('Please enter name');
      await expect(gateway.tokenizeCard({ ...card(cards.visa.number), expYear: 2020 }, owner)).rejects.toBeInstanceOf(CardRejectedError);
    });

    it('charges a good card once; the same key again answers the same payment and charges nothing more', async () => {
      const { gateway, chargesFor } = await ready;
      const { orderId, token, result } = await charge(cards.visa.number);
      expect(result).toMatchObject({ status: 'succeeded', amountCents: 12_345 });
      const again = await gateway.charge({ token, amountCents: 12_345, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: `Order ${orderId}`, metadata: { orderId } });
      expect(again).toEqual(result);
      expect(await chargesFor(orderId)).toBe(1);
    });

    it('twenty concurrent charges with one key charge once', async () => {
      const { gateway, chargesFor } = await ready;
      const orderId = randomUUID();
      const { token } = await gateway.tokenizeCard(card(cards.mastercard.number), owner);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => gateway.charge({ token, amountCents: 5000, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: 'x', metadata: { orderId } })),
      );
      expect(new Set(results.map((r) => (r.status === 'succeeded' ? r.paymentId : r.status))).size).toBe(1);
      expect(results[0]).toMatchObject({ status: 'succeeded', amountCents: 5000 });
      expect(await chargesFor(orderId)).toBe(1);
    });

    it('declines and failures answer the buyer\'s message and charge nothing', async () => {
      const { chargesFor } = await ready;
      const expected = {
        '4000 0000 0000 0002': 'Your card was declined.',
        '4000 0000 0000 9995': 'Your card has insufficient funds.',
        '4000 0000 0000 0119': 'An error occurred while processing your card. Try again in a little bit.',
      };
      for (const [number, message] of Object.entries(expected)) {
        const { orderId, result } = await charge(number);
        expect(result).toMatchObject({ status: 'declined', message });
        expect(await chargesFor(orderId)).toBe(0);
      }
    });

    it('refunds at most what was charged, once per key', async () => {
      const { gateway } = await ready;
      const { result } = await charge(cards.discover.number, randomUUID(), undefined, 10_000);
      if (result.status !== 'succeeded') throw new Error('the test card was declined');
      const first = await gateway.refund({ paymentId: result.paymentId, amountCents: 4000, idempotencyKey: `refund-${result.paymentId}-1` });
      expect(await gateway.refund({ paymentId: result.paymentId, amountCents: 4000, idempotencyKey: `refund-${result.paymentId}-1` })).toEqual(first);
      await expect(gateway.refund({ paymentId: result.paymentId, amountCents: 6001, idempotencyKey: `refund-${result.paymentId}-2` })).rejects.toBeInstanceOf(CardRejectedError);
      // The same key asked twice at once (a request and the process runner): one refund, both told of it.
      const key = `refund-${result.paymentId}-4`;
      const [a, b] = await Promise.all([gateway.refund({ paymentId: result.paymentId, amountCents: 1000, idempotencyKey: key }), gateway.refund({ paymentId: result.paymentId, amountCents: 1000, idempotencyKey: key })]);
      expect(a).toEqual(b);
      await expect(gateway.refund({ paymentId: result.paymentId, amountCents: 5001, idempotencyKey: `refund-${result.paymentId}-5` })).rejects.toBeInstanceOf(CardRejectedError);
      await gateway.refund({ paymentId: result.paymentId, amountCents: 5000, idempotencyKey: `refund-${result.paymentId}-3` });
    });

    it('reads a webhook only with a good, fresh signature', async () => {
      const { gateway, signWebhook } = await ready;
      const body = JSON.stringify({
        id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'pi_contract', object: 'payment_intent', amount: 2500, amount_received: 2500, metadata: { orderId: 'o-contract' } } },
      });
      expect(gateway.parseWebhook(body, signWebhook(body))).toMatchObject({ type: 'payment_intent.succeeded', paymentId: 'pi_contract', amountCents: 2500, metadata: { orderId: 'o-contract' } });
      expect(() => gateway.parseWebhook(body, null)).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhook(body.replace('2500', '9999'), signWebhook(body))).toThrow(WebhookSignatureError);
      expect(() => gateway.parseWebhook(body, signWebhook(body, Math.floor(Date.now() / 1000) - 600))).toThrow(WebhookSignatureError);
    });

    it('no card number ends up in our database', async () => {
      const { db } = await ready;
      const tables = await db('pg_tables').select('tablename').where({ schemaname: 'public' });
      for (const { tablename } of tables) {
        const dump = JSON.stringify(await db(tablename).select('*'));
        for (const number of fullNumbers) expect(dump, tablename).not.toContain(number);
      }
    });
  });
}
