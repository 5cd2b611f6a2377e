import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { identityCommands } from '../domain/identity/commands';
import { CommandPipeline } from '../infra/commands/pipeline';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { createDb } from '../infra/db/knex';
import { hashPassword } from '../infra/identity/secrets';
import { migrate } from '../composition-root/migrations';
import { commandRules } from '../composition-root/registry';
import { percentile, pool, now } from './stats';

/**
 * Commerce over real HTTP: add-to-cart with 50 concurrent shoppers next to a bare
 * Node HTTP handler answering the same-sized JSON on the same machine, and checkout
 * (pay) with 10 concurrent buyers. The app is the production build on its own
 * database of the bench's PostgreSQL, seeded with the demo catalogue and stock.
 */
export interface LoadFigure {
  requests: number;
  perSec: number;
  p50: number;
  p95: number;
  errors: number;
}

export interface CommerceFigures {
  bare: LoadFigure;
  addToCart: LoadFigure;
  pay: LoadFigure;
  /** The bare handler at the pay benchmark's 10 concurrent clients. */
  bare10: LoadFigure;
  addRatio: number;
  /** Server CPU (user + system, the app's process) per add over the 3 measured rounds, and the bare handler's per request. */
  cpuPerAddMs: number;
  bareCpuPerRequestMs: number;
  /** Server CPU per checkout of the pay benchmark (add + saveOrder + pay, the app's process). */
  cpuPerCheckoutMs: number;
  loadAverage: { start: number[]; end: number[] };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) };
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** A server of bench/serve-child.ts, once it listens. */
export async function child(args: string[]): Promise<{ port: number; pid: number; stop: () => Promise<void>; cpuMs: () => Promise<number>; profile: (name: string | null) => Promise<void> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve('bench/serve-child.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/PORT (\d+)/);
      if (found) resolve(Number(found[1]));
    });
    proc.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited with ${code}`)));
  });
  // The child's CPU time so far (process.cpuUsage(), user + system, in ms), asked over the IPC channel.
  const cpuMs = async () => {
    proc.send('cpu');
    const [usage] = (await once(proc, 'message')) as [{ user: number; system: number }];
    return (usage.user + usage.system) / 1000;
  };
  // BENCH_PROFILE=<dir>: a CPU profile of one phase (serve-child.ts writes <dir>/<name>-<pid>.cpuprofile).
  const profile = async (name: string | null) => {
    if (!process.env.BENCH_PROFILE) return;
    proc.send(name ? `profile-start ${name}` : 'profile-stop');
    await once(proc, 'message');
  };
  return { port, pid: proc.pid!, cpuMs, profile, stop: async () => void (proc.exitCode === null && (proc.kill('SIGTERM'), await once(proc, 'exit'))) };
}

/** `clients` workers issue `total` requests; each request's latency and the overall rate. */
async function load(total: number, clients: number, send: (i: number) => Promise<boolean>): Promise<LoadFigure> {
  const latencies: number[] = [];
  let errors = 0;
  const started = now();
  await pool(total, clients, async (i) => {
    const t = now();
    const ok = await send(i);
    latencies.push(now() - t);
    if (!ok) errors++;
  });
  const seconds = (now() - started) / 1000;
  return { requests: total, perSec: total / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

/**
 * A bench's own database for an app in a child process: the production build
 * made if missing, the database created on the bench's server and migrated.
 */
export async function appDatabase(serverUrl: (db: string) => string, name: string, log: (m: string) => void): Promise<string> {
  if (!fs.existsSync(path.resolve('build/server/index.js'))) {
    log('building the app (npx remix vite:build)');
    execFileSync('npx', ['remix', 'vite:build'], { stdio: 'ignore' });
  }
  const admin = createDb(serverUrl('postgres'), { max: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const url = serverUrl(name);
  const migrator = createDb(url, { max: 1 });
  await migrate(migrator);
  await migrator.destroy();
  return url;
}

export async function benchCommerce(serverUrl: (db: string) => string, log: (m: string) => void): Promise<CommerceFigures> {
  const url = await appDatabase(serverUrl, 'roomcraft_commerce', log);

  const loadStart = os.loadavg();
  log(`load average ${loadStart.map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs`);
  log('starting the app and the bare handler, each in a process of its own');
  const app = await child(['app', url]);
  const bare = await child(['bare']);
  const db = createDb(url, { max: 4 });
  const pipeline = new CommandPipeline(new PostgresEventStore(db), commandRules);
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const bareUrl = `http://127.0.0.1:${bare.port}/`;
    const goods: string[] = (
      await db('catalogue_goods_v1 as g')
        .join('catalogue_stock_v1 as s', 's.goods_id', 'g.id')
        .select('g.id')
        .where({ 'g.delisted': false })
        .whereRaw("g.availability !~* '(not|out)'")
        .whereNotNull('g.mark_time')
        .where('s.on_hand', '>=', 40)
    ).map((r) => r.id);

    // 50 visitors, each with their own token (their own cart).
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => JSON.parse((await request(`${base}/api/common/getSessionId`)).body).data.sessionId as string),
    );
    const add = (i: number) =>
      request(`${base}/api/cart/save`, {
        method: 'POST',
        headers: { authorization: shoppers[i % 50]!, 'content-type': 'application/json' },
        body: JSON.stringify({ goodsId: goods[i % goods.length], count: 1 }),
      }).then((r) => r.status === 200);
    const bareCall = () => request(bareUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"goodsId":"g00001","count":1}' }).then((r) => r.status === 200);

    log('warm-up');
    await load(200, 50, add);
    await load(500, 50, bareCall);
    const single = await load(200, 1, (i) => add(i + 5000));
    log(`one shopper at a time: add-to-cart p50 ${single.p50.toFixed(1)} ms, p95 ${single.p95.toFixed(1)} ms`);
    log('add-to-cart vs bare handler: 3 interleaved rounds, 50 concurrent clients');
    const adds: LoadFigure[] = [];
    const bares: LoadFigure[] = [];
    let addCpu = 0;
    let bareCpu = 0;
    await app.profile('adds');
    for (let round = 0; round < 3; round++) {
      const b0 = await bare.cpuMs();
      bares.push(await load(2000, 50, bareCall));
      bareCpu += (await bare.cpuMs()) - b0;
      const a0 = await app.cpuMs();
      adds.push(await load(600, 50, (i) => add(i + round * 600)));
      addCpu += (await app.cpuMs()) - a0;
    }
    await app.profile(null);
    const cpuPerAddMs = addCpu / 1800;
    const bareCpuPerRequestMs = bareCpu / 6000;
    log(`server CPU per add ${cpuPerAddMs.toFixed(2)} ms; bare handler ${bareCpuPerRequestMs.toFixed(3)} ms per request`);
    const merge = (figures: LoadFigure[]): LoadFigure => {
      const byRate = [...figures].sort((a, b) => a.perSec - b.perSec)[1]!;
      return { ...byRate, errors: figures.reduce((n, f) => n + f.errors, 0), requests: figures.reduce((n, f) => n + f.requests, 0) };
    };
    const addToCart = merge(adds);
    const bareFigure = merge(bares);

    // Checkout: 10 buyers, each paying 5 orders of one item, all at once.
    log('pay: 10 concurrent buyers, 5 orders each');
    const system = { kind: 'system' } as const;
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async (_, b) => {
        const email = `bench-buyer-${b}@example.com`;
        const userId = `bench-buyer-${b}`;
        // Verified accounts (a VERIFING one is asked to verify before adding to the cart), made as the demo seed makes its own.
        await pipeline.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
        await pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
        await pipeline.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword('bench password'), roles: ['client'], username: 'Bench', verifiedBy: 'system' }, { actor: system });
        await pipeline.execute(identityCommands.SaveAddress, { userId, address: { id: 'home', firstName: 'Bench', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' }, makeDefault: true }, { actor: system });
        // The app's projections pick the account and address up from the feed.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const login = await request(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${b + 1}` }, body: JSON.stringify({ email, password: 'bench password' }) });
        return JSON.parse(login.body).data.token as string;
      }),
    );
    const call = (token: string, p: string, body: unknown) =>
      request(`${base}/api${p}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => ({ status: r.status, data: JSON.parse(r.body).data }));
    const payLatencies: number[] = [];
    let payErrors = 0;
    await app.profile('checkout');
    const payCpu0 = await app.cpuMs();
    const payStarted = now();
    await Promise.all(
      buyers.map(async (token, b) => {
        for (let n = 0; n < 5; n++) {
          await call(token, '/cart/save', { goodsId: goods[(b * 5 + n) % goods.length], count: 1 });
          const order = await call(token, '/order/manage/saveOrder', { checkoutId: `bench-${b}-${n}`, addressId: 'home' });
          const t = now();
          const paid = await call(token, '/order/manage/pay', { orderId: order.data?.orderId, attemptId: `bench-pay-${b}-${n}`, cardName: 'Bench Buyer', cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123' });
          payLatencies.push(now() - t);
          if (paid.status !== 200) payErrors++;
        }
      }),
    );
    const cpuPerCheckoutMs = ((await app.cpuMs()) - payCpu0) / payLatencies.length;
    await app.profile(null);
    const bare10 = await load(1000, 10, bareCall);
    const pay: LoadFigure = { requests: payLatencies.length, perSec: payLatencies.length / ((now() - payStarted) / 1000), p50: percentile(payLatencies, 50), p95: percentile(payLatencies, 95), errors: payErrors };
    const loadEnd = os.loadavg();
    log(`load average ${loadEnd.map((l) => l.toFixed(2)).join(' ')} at the end`);
    return { bare: bareFigure, addToCart, pay, bare10, addRatio: addToCart.perSec / bareFigure.perSec, cpuPerAddMs, bareCpuPerRequestMs, cpuPerCheckoutMs, loadAverage: { start: loadStart, end: loadEnd } };
  } finally {
    agent.destroy();
    await Promise.all([app.stop(), bare.stop()]);
    await db.destroy();
  }
}
