import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { identityCommands } from '../../domain/identity/commands';
import { formatDollars as dollars } from '../../domain/promotions/codes';
import { hashPassword } from '../../infra/identity/secrets';
import { GatewayUnavailableError } from '../../infra/payments/port';
import { SandboxGateway, signSandboxWebhook } from '../../infra/payments/sandbox';
import { StripeGateway } from '../../infra/payments/stripe';
import { createTestDatabase } from '../support/db';
import { ApiClient, startTestApp } from '../support/http-app';
import { startStripeFake } from '../support/stripe-fake';
import { paymentGatewayContract } from './payment-gateway.contract';

const sandboxSecret = 'contract-webhook-secret-0123456789';

paymentGatewayContract('sandbox', async () => {
  const { db } = await createTestDatabase();
  return {
    db,
    gateway: new SandboxGateway(db, sandboxSecret),
    signWebhook: (body, at) => signSandboxWebhook(sandboxSecret, body, at),
    chargesFor: async (orderId) => Number((await db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'orderId' = ?", [orderId]).count({ n: '*' }))[0]!.n),
  };
});

const fake = startStripeFake();
afterAll(async () => (await fake).close());

paymentGatewayContract('stripe (local server speaking its protocol)', async () => {
  const { db } = await createTestDatabase();
  const stripe = await fake;
  return {
    db,
    gateway: new StripeGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url }),
    signWebhook: (body, at) => stripe.sign(body, at),
    chargesFor: async (orderId) => stripe.succeededIntents().filter((i) => i.metadata.orderId === orderId).length,
  };
});

describe('stripe adapter on the wire', () => {
  it('sends every charge and refund with its idempotency key, as a card-only PaymentIntent confirmed at once', async () => {
    const stripe = await fake;
    const gateway = new StripeGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url });
    const { token } = await gateway.tokenizeCard({ number: '4242424242424242', expMonth: 1, expYear: 2032, cvc: '123', name: 'Ada' }, 'owner-1');
    const orderId = randomUUID();
    const result = await gateway.charge({ token, amountCents: 9900, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: 'Roomcraft order', metadata: { orderId } });
    if (result.status !== 'succeeded') throw new Error('declined');
    await gateway.refund({ paymentId: result.paymentId, amountCents: 900, idempotencyKey: `refund-${orderId}` });
    const sent = stripe.requests.filter((r) => r.params.metadata && (r.params.metadata as Record<string, string>).orderId === orderId);
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST', path: '/v1/payment_intents', idempotencyKey: `charge-${orderId}`,
        params: expect.objectContaining({ amount: '9900', currency: 'usd', confirm: 'true', payment_method: token, automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' } }),
      }),
    ]);
    expect(stripe.requests.find((r) => r.path === '/v1/refunds' && r.params.payment_intent === result.paymentId)).toMatchObject({ idempotencyKey: `refund-${orderId}`, params: { amount: '900' } });
  });

  it('retries a 500 with the same key and charges once; a Stripe that keeps failing or cannot be reached charges nothing and says so', async () => {
    const stripe = await fake;
    const gateway = new StripeGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url });
    const { token } = await gateway.tokenizeCard({ number: '4242424242424242', expMonth: 1, expYear: 2032, cvc: '123', name: 'Ada' }, 'owner-1');
    const orderId = randomUUID();
    stripe.failNext(1);
    expect(await gateway.charge({ token, amountCents: 4200, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: 'x', metadata: { orderId } })).toMatchObject({ status: 'succeeded' });
    expect(stripe.succeededIntents().filter((i) => i.metadata.orderId === orderId)).toHaveLength(1);

    const down = randomUUID();
    stripe.failNext(3);
    await expect(gateway.charge({ token, amountCents: 4200, currency: 'usd', idempotencyKey: `charge-${down}`, description: 'x', metadata: { orderId: down } })).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(stripe.succeededIntents().filter((i) => i.metadata.orderId === down)).toHaveLength(0);

    const unreachable = new StripeGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.charge({ token, amountCents: 4200, currency: 'usd', idempotencyKey: `charge-${randomUUID()}`, description: 'x', metadata: {} })).rejects.toBeInstanceOf(GatewayUnavailableError);
    const wrongKey = new StripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: stripe.webhookSecret, apiUrl: stripe.url });
    await expect(wrongKey.charge({ token, amountCents: 4200, currency: 'usd', idempotencyKey: `charge-${randomUUID()}`, description: 'x', metadata: {} })).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('the shop with PAYMENT_GATEWAY=stripe', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const stripe = await fake;
    app = await startTestApp({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url }, { demoData: true });
  });

  it('a client pays an order through Stripe; the signed webhook is accepted, a forged one refused', async () => {
    const stripe = await fake;
    const { runtime, base } = app;
    expect(runtime.payments.name).toBe('stripe');
    const system = { kind: 'system' } as const;
    const userId = `stripe-buyer-${randomUUID().slice(0, 8)}`;
    const email = `${userId}@example.com`;
    await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
    await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
    await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword('correct horse battery'), roles: ['client'], username: 'Buyer', verifiedBy: 'system' }, { actor: system });
    const client = new ApiClient(base, null, '198.51.100.77');
    expect((await client.call('/client/login', { email, password: 'correct horse battery' })).success).toBe(true);
    const [goods] = await runtime.db('catalogue_goods_v1 as g').join('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id').where({ 'g.delisted': false }).whereNotNull('g.mark_time').whereRaw("g.availability !~* '(not|out)'").where('s.on_hand', '>=', 10).orderBy('g.id').limit(1);
    expect((await client.call('/cart/save', { goodsId: goods.id, count: 1 })).status).toBe(200);
    const address = await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
    const order = await client.call('/order/manage/saveOrder', { checkoutId: `chk-${userId}`, addressId: address.data.id });
    const declined = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-1-${userId}`, cardName: 'Ada Buyer', cardNumber: '4000 0000 0000 0002', cardExpiry: '12/31', cardCvc: '123' });
    expect(declined).toMatchObject({ status: 402, message: 'Your card was declined.' });
    const paid = await client.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: `att-2-${userId}`, cardName: 'Ada Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' });
    expect(paid.status).toBe(200);
    const charged = stripe.succeededIntents().filter((i) => i.metadata.orderId === order.data.orderId);
    expect(charged).toEqual([expect.objectContaining({ amount: order.data.totals.totalCents })]);

    const event = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: charged[0]!.id, object: 'payment_intent', amount: charged[0]!.amount, amount_received: charged[0]!.amount, metadata: charged[0]!.metadata } } });
    const post = (signature: string) => fetch(`${base}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: event });
    const good = await post(stripe.sign(event));
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: { recorded: boolean } }).data.recorded).toBe(false); // already recorded by the pay call
    expect((await post('t=1,v1=forged')).status).toBe(400);
    const { events } = await runtime.store.readStream(`order-${order.data.orderId}`);
    expect(events.filter((e) => e.type === 'OrderPaid')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toMatch(/4242424242424242|4000000000000002/);

    // Issue 21: a staff refund goes through the order's refunds process. With Stripe down it is kept, not lost and
    // not doubled: the answer says so, the amount stays held, and the process finishes it once Stripe answers again.
    const staff = new ApiClient(base, null, '198.51.100.78');
    expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
    const orderId = order.data.orderId as string;
    stripe.failNext(1_000_000);
    const kept = await staff.call(`/admin/orders/${orderId}/refund`, { amountCents: 500, reason: 'Scratched leg' });
    expect(kept).toMatchObject({ status: 409, message: 'The payment service is not answering. The refund is kept and goes through as soon as it answers; nothing more needs doing.' });
    const refundsAtStripe = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.params.payment_intent === charged[0]!.id);
    // Held: what is left to refund is less by the refund in flight.
    expect(await staff.call(`/admin/orders/${orderId}/refund`, { amountCents: order.data.totals.totalCents, reason: 'All of it' })).toMatchObject({ status: 400, message: `At most ${dollars(order.data.totals.totalCents - 500)} can be refunded` });
    stripe.failNext(0);
    await expect.poll(async () => (await staff.call(`/admin/orders/${orderId}`)).data.refundedCents, { timeout: 60_000, interval: 250 }).toBe(500);
    const asked = new Set(refundsAtStripe().map((r) => r.idempotencyKey));
    expect(asked.size).toBe(1);
    expect(stripe.refundedCents(charged[0]!.id)).toBe(500);
  });
});
