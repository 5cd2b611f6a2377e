import { atFileEnd } from '../support/cleanup';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { clientPassword, newClientAccount } from '../support/clients';
import { createTestDatabase } from '../support/db';
import { ApiClient } from '../support/http-app';

/**
 * Issue 21: "kill -9 during 50 concurrent checkouts loses no paid order and
 * charges nothing twice". The real app runs as a child process (`npm start`'s
 * entry) on a test database; 50 clients place and pay at once over HTTP; the app
 * is killed with SIGKILL once some cards are charged, started again on the same
 * database, and the clients whose answer was lost ask again (the same attempt).
 * Once every payment has ended (a payment nobody finished is given up after
 * PAYMENT_HOLD_SECONDS, by the restarted app's process runner), the sandbox
 * gateway's own books are compared with the orders: every charge kept has exactly
 * one paid order, every paid order exactly one charge, nothing is charged twice,
 * and the stock of every unpaid draft is back.
 */
const buyers = 50;
const holdSeconds = 8;
const system = { kind: 'system' } as const;
const card = { cardName: 'Crash Buyer', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a payment survives kill -9', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

  it('50 concurrent checkouts, the app killed and restarted: no paid order lost, nothing charged twice, every unpaid draft’s stock back', async () => {
    const { url, db } = await createTestDatabase({ demo: true });
    // The test's own runtime only appends setup commands and reads the store: no projections, no processes (the app's do that).
    const runtime = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), { databaseUrl: url, logger: createLogger('silent'), startProjections: false });
    atFileEnd(() => runtime.close());
    expect(runtime.processes).toBeNull();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH, NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data',
      DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', TRUST_PROXY: '1', LOG_LEVEL: 'warn', PAYMENT_HOLD_SECONDS: String(holdSeconds),
      // One process: the kill -9 below stops the whole app at once (several workers are app-processes' test).
      WEB_CONCURRENCY: '1',
    };
    let output = '';
    const startApp = async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'composition-root/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain(`Roomcraft is running at http://localhost:${port}`);
      output = '';
      return child;
    };
    let app = await startApp();

    // One product, counted stock only these buyers draw on.
    const listedGoods = await db('catalogue_goods_v1').select('id', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
    const goods = listedGoods.find((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time))!;
    await runtime.execute(catalogueCommands.SetStockLevel, { goodsId: goods.id, onHand: 500 }, { actor: system });
    const reservedBefore = async () => Number((await db('catalogue_stock_v1').where({ goods_id: goods.id }).first())?.reserved ?? 0);
    await expect.poll(async () => Number((await db('catalogue_stock_v1').where({ goods_id: goods.id }).first())?.on_hand), { timeout: 30_000 }).toBe(500);
    const reservedAtStart = await reservedBefore();

    const clients = await Promise.all(
      Array.from({ length: buyers }, async (_, i) => {
        const { userId, email } = await newClientAccount(runtime, `crash${i}`);
        const api = new ApiClient(base, null, `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`);
        await expect.poll(async () => (await api.call('/client/login', { email, password: clientPassword })).success, { timeout: 30_000 }).toBe(true);
        expect((await api.call('/cart/save', { goodsId: goods.id, count: 1 })).status).toBe(200);
        const address = await api.call('/client/manage/address/save', { firstName: 'Crash', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', isDefault: true });
        expect(address.status, address.message).toBe(200);
        return { api, userId, addressId: address.data.id as string, checkoutId: `crash-${i}`, attemptId: `crash-attempt-${i}` };
      }),
    );

    /** Place and pay, as the checkout's JSON calls do; a connection the kill cut answers null. */
    const checkout = async (c: (typeof clients)[number]) => {
      try {
        const order = await c.api.call('/order/manage/saveOrder', { checkoutId: c.checkoutId, addressId: c.addressId });
        if (order.status !== 200) return { status: order.status, orderId: null };
        const paid = await c.api.call('/order/manage/pay', { orderId: order.data.orderId, attemptId: c.attemptId, ...card });
        return { status: paid.status, orderId: order.data.orderId as string };
      } catch {
        return { status: null, orderId: null };
      }
    };

    const charged = async () => Number((await db('payment_sandbox_charges').where({ status: 'succeeded' }).count<{ n: string }[]>({ n: '*' }))[0]!.n);
    const first = Promise.all(clients.map(checkout));
    // Kill -9 once some cards are charged and others are still on their way.
    await expect.poll(charged, { timeout: 120_000, interval: 20 }).toBeGreaterThanOrEqual(8);
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
    const answers = await first;
    const lost = answers.filter((a) => a.status === null).length;
    expect(lost, 'the kill cut some requests').toBeGreaterThan(0);

    // Started again on the same database: the clients without an answer (or told their payment was given up) press pay again, same attempt.
    app = await startApp();
    let again = answers;
    const seen: Array<number | null> = [];
    for (let round = 0; round < 5 && again.some((a) => a.status !== 200); round++) {
      again = await Promise.all(clients.map((c, i) => (again[i]!.status === 200 ? again[i]! : checkout(c))));
      seen.push(...again.map((a) => a.status));
    }
    expect(seen.every((s) => s === null || [200, 402, 409].includes(s)), JSON.stringify(seen)).toBe(true);
    expect(again.map((a) => a.status)).toEqual(Array(buyers).fill(200));

    // Let it settle: every payment has ended (settled, refused, declined, given up, refunded).
    const open = async () =>
      Number(
        (
          await db.raw(`SELECT count(*) AS n FROM es_events r WHERE r.type = 'PaymentRequested'
            AND NOT EXISTS (SELECT 1 FROM es_events e WHERE e.stream_id = r.stream_id
              AND e.type IN ('PaymentSettled', 'PaymentRefused', 'PaymentDeclined', 'PaymentAbandoned', 'PaymentRefunded'))`)
        ).rows[0].n,
      );
    await expect.poll(open, { timeout: 180_000, interval: 500 }).toBe(0);
    // A charge that landed after its payment was given up is refunded: wait for those too.
    await expect
      .poll(async () => (await db.raw(`SELECT count(*) AS n FROM es_events WHERE type = 'PaymentCharged' AND (data->>'late')::boolean`)).rows[0].n === (await db.raw(`SELECT count(*) AS n FROM payment_sandbox_refunds`)).rows[0].n, { timeout: 60_000 })
      .toBe(true);

    // The gateway's books against the orders.
    const charges = await db('payment_sandbox_charges').where({ status: 'succeeded' });
    const refunded = new Set((await db('payment_sandbox_refunds').select('payment_id')).map((r) => r.payment_id as string));
    const kept = charges.filter((c) => !refunded.has(c.payment_id));
    const paidEvents = (await db('es_events').where({ type: 'OrderPaid' }).select('data')).map((r) => r.data as { orderId: string; paymentId: string });
    const paidOrders = paidEvents.filter((p) => p.orderId.startsWith('o-crash-'));
    // Nothing charged twice: one charge per payment id (the gateway's key), one kept charge per order.
    const perOrder = new Map<string, number>();
    for (const c of kept) perOrder.set(c.metadata.orderId, (perOrder.get(c.metadata.orderId) ?? 0) + 1);
    expect([...perOrder.values()].every((n) => n === 1), JSON.stringify([...perOrder])).toBe(true);
    // Every kept charge has exactly one paid order, paid with that charge; every paid order exactly one charge.
    expect(kept.map((c) => c.payment_id).sort()).toEqual(paidOrders.map((p) => p.paymentId).sort());
    expect(new Set(paidOrders.map((p) => p.orderId)).size).toBe(paidOrders.length);
    for (const c of kept) expect(paidOrders.find((p) => p.orderId === c.metadata.orderId)?.paymentId).toBe(c.payment_id);
    // Most buyers are paid; an answer 200 always means a paid order.
    const paidIds = new Set(paidOrders.map((p) => p.orderId));
    for (const a of again) if (a.status === 200) expect(paidIds.has(a.orderId!)).toBe(true);
    // In the end every buyer has paid, once.
    expect(paidOrders.length).toBe(buyers);

    // Every payment given up released what it held: what stays reserved is exactly the paid orders' units.
    await expect.poll(async () => (await reservedBefore()) - reservedAtStart, { timeout: 30_000 }).toBe(paidOrders.length);
    // And a paid order is in its client's list, a draft in nobody's.
    const listed = await Promise.all(clients.map(async (c) => (await c.api.call('/order/manage/search', {})).data.rows.map((r: { orderId: string }) => r.orderId)));
    expect(listed.flat().sort()).toEqual([...paidIds].sort());
    app.kill('SIGTERM');
  }, 600_000);
});
