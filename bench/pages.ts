import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { demoGoods } from '../composition-root/demo/catalogue';
import { demoPassword } from '../composition-root/demo/accounts';
import { goodsStream } from '../domain/catalogue/goods';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { createDb } from '../infra/db/knex';
import { listedAt } from './catchup';
import { appDatabase, child, request } from './commerce';
import type { Row } from './report';
import { ms, times } from './report';
import { now, percentile, pool } from './stats';

/**
 * Issue 27: the pages' server time over real HTTP — time to the last byte of
 * the HTML document, the app (production build) in a process of its own over
 * the demo catalogue plus 100,000 products — for the home page, the
 * marketplace, a product page and a signed-in shopper's cart with 3 items, at
 * a few concurrent clients. Each page's baseline, measured in the same run in
 * interleaved rounds, is a bare Node handler (another process) answering the
 * same HTML bytes for the same address.
 */
export interface PageFigure {
  label: string;
  path: string;
  bytes: number;
  p50: number;
  p95: number;
  baselineP50: number;
  baselineP95: number;
  requests: number;
  errors: number;
}

export interface PagesFigures {
  pages: PageFigure[];
  goods: number;
  clients: number;
  load: { start: number[]; end: number[] };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function benchPages(serverUrl: (db: string) => string, log: (m: string) => void, goodsCount = 100_000, clients = 4, perRound = 60, rounds = 5): Promise<PagesFigures> {
  const load = { start: os.loadavg(), end: [] as number[] };
  const url = await appDatabase(serverUrl, 'roomcraft_pages', log);
  log('pages: starting the app in a process of its own (it seeds the demo data)');
  const app = await child(['app', url]);
  const db = createDb(url, { max: 4 });
  const htmlFile = path.join(os.tmpdir(), `roomcraft-bench-pages-${process.pid}.json`);
  let bare: Awaited<ReturnType<typeof child>> | undefined;
  try {
    const base = `http://127.0.0.1:${app.port}`;
    await waitFor('the demo catalogue', async () => Number((await db('catalogue_goods_v1').count({ n: '*' }))[0]!.n) >= 300, 120_000);

    // The 100,000 products as events, one stream each, as the catalogue bench loads them; the app's projections take them from the feed.
    const goods = demoGoods(goodsCount, 20261122, 'b');
    let started = now();
    const chunk = 100;
    await pool(Math.ceil(goods.length / chunk), 4, (c) =>
      db.transaction(async (trx) => {
        const inTrx = new PostgresEventStore(trx);
        for (let i = c * chunk; i < Math.min(goods.length, (c + 1) * chunk); i++) {
          const g = goods[i]!;
          await inTrx.append(goodsStream(g.goodsId), [{ type: 'GoodsListed', data: { ...g, listedAt: listedAt(i) }, metadata: { commandId: `bench:goods:${g.goodsId}`, actor: { kind: 'system' } } }], {
            expectedVersion: 'no_stream',
            commandId: `bench:goods:${g.goodsId}`,
          });
        }
      }),
    );
    log(`appended ${goodsCount.toLocaleString('en-US')} GoodsListed events in ${((now() - started) / 1000).toFixed(1)} s; waiting for the app's projections`);
    started = now();
    // The feed's last event (the feed is in transaction order: with several appenders the largest position may come earlier).
    const head = (await db.raw('SELECT transaction_id::text AS t, global_position AS p FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1')).rows[0] as { t: string; p: string };
    await waitFor(
      "the app's projections",
      async () => (await db.raw('SELECT count(*)::int AS n FROM projection_checkpoints WHERE (transaction_id, position) < (?::bigint, ?::bigint)', [head.t, head.p])).rows[0].n === 0,
      20 * 60_000,
    );
    log(`projections caught up in ${((now() - started) / 1000).toFixed(1)} s`);
    await db.raw('VACUUM ANALYZE');

    // A signed-in shopper (the demo client) with 3 items: signed in through the page form; the items added through the API as the same user.
    const cookieOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith('rc_session='))?.split(';')[0] ?? '';
    const first = await rawGet(`${base}/sign-in`, {});
    let cookie = cookieOf(first.headers['set-cookie']);
    const csrf = first.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '';
    const form = new URLSearchParams({ intent: 'login', csrf, via: 'page', redirectTo: '/client', email: 'client@roomcraft.local', password: demoPassword }).toString();
    const signedIn = await rawPost(`${base}/sign-in`, { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, form);
    if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
    cookie = cookieOf(signedIn.headers['set-cookie']) || cookie;
    const token = JSON.parse((await request(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@roomcraft.local', password: demoPassword }) })).body).data.token as string;
    const buyable: string[] = (
      await db('catalogue_goods_v1 as g').join('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id').where({ 'g.delisted': false }).whereRaw("g.availability !~* '(not|out)'").whereNotNull('g.mark_time').where('s.on_hand', '>=', 10).orderBy('g.id').limit(3)
    ).map((r) => r.id);
    for (const goodsId of buyable) {
      const added = await request(`${base}/api/cart/save`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ goodsId, count: 1 }) });
      if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.body}`);
    }
    const products = (await db('catalogue_goods_v1').where('delisted', false).whereLike('id', 'b%').orderByRaw('md5(id)').limit(20).select('id')).map((r) => r.id as string);

    const pages: { label: string; paths: string[]; headers: Record<string, string> }[] = [
      { label: 'home page /', paths: ['/'], headers: {} },
      { label: 'marketplace /marketPlace/index', paths: ['/marketPlace/index'], headers: {} },
      { label: `product page /marketPlace/product/:id (${products.length} products)`, paths: products.map((id) => `/marketPlace/product/${id}`), headers: {} },
      { label: 'cart /payment/index/cart, signed in, 3 items', paths: ['/payment/index/cart'], headers: { cookie } },
    ];
    // The bytes each address answers, for the bare handler.
    const html: Record<string, string> = {};
    for (const p of pages)
      for (const address of p.paths) {
        const r = await request(`${base}${address}`, { headers: p.headers });
        if (r.status !== 200) throw new Error(`${address} answered ${r.status}`);
        html[address] = r.body;
      }
    if (!html['/payment/index/cart']!.includes('Items in your cart')) throw new Error('the cart page does not show the 3 items');
    fs.writeFileSync(htmlFile, JSON.stringify(html));
    bare = await child(['bare-html', htmlFile]);
    const bareBase = `http://127.0.0.1:${bare.port}`;

    const run = async (target: string, p: (typeof pages)[number], total: number, offset: number) => {
      const latencies: number[] = [];
      let errors = 0;
      await pool(total, clients, async (i) => {
        const address = p.paths[(offset + i) % p.paths.length]!;
        const t = now();
        const r = await request(`${target}${address}`, { headers: p.headers });
        latencies.push(now() - t);
        if (r.status !== 200) errors++;
      });
      return { latencies, errors };
    };
    log(`pages: warm-up, then ${rounds} interleaved rounds of ${perRound} requests per page at ${clients} concurrent clients, each next to the bare handler`);
    for (const p of pages) {
      await run(base, p, 20, 0);
      await run(bareBase, p, 40, 0);
    }
    const figures: PageFigure[] = [];
    for (const p of pages) {
      const app: number[] = [];
      const bareMs: number[] = [];
      let errors = 0;
      for (let round = 0; round < rounds; round++) {
        const b = await run(bareBase, p, perRound, round * perRound);
        bareMs.push(...b.latencies);
        const a = await run(base, p, perRound, round * perRound);
        app.push(...a.latencies);
        errors += a.errors + b.errors;
      }
      const f: PageFigure = { label: p.label, path: p.paths[0]!, bytes: Buffer.byteLength(html[p.paths[0]!]!), p50: percentile(app, 50), p95: percentile(app, 95), baselineP50: percentile(bareMs, 50), baselineP95: percentile(bareMs, 95), requests: app.length, errors };
      log(`${p.label}: p50 ${ms(f.p50)}, p95 ${ms(f.p95)} vs bare p95 ${ms(f.baselineP95)} (${(f.bytes / 1024).toFixed(0)} KiB)`);
      figures.push(f);
    }
    load.end = os.loadavg();
    return { pages: figures, goods: goodsCount, clients, load };
  } finally {
    await Promise.all([app.stop(), bare?.stop()]);
    await db.destroy();
    fs.rmSync(htmlFile, { force: true });
  }
}

function rawGet(url: string, headers: Record<string, string>) {
  return raw(url, 'GET', headers);
}
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return raw(url, 'POST', { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body);
}
function raw(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** One row per page: p95 (p50) next to the bare handler serving the same bytes, target ≤ 50 ms. */
export function pagesRows(f: PagesFigures, target = 50): Row[] {
  return f.pages.map((p) => ({
    figure: `${p.label}, time to last byte, ${f.clients} clients, ${f.goods.toLocaleString('en-US')} products (${p.requests} requests${p.errors ? `, ${p.errors} errors` : ''})`,
    value: `p95 ${ms(p.p95)} (p50 ${ms(p.p50)})`,
    baseline: `p95 ${ms(p.baselineP95)} (p50 ${ms(p.baselineP50)}) bare handler, same ${(p.bytes / 1024).toFixed(0)} KiB`,
    ratio: times(p.p95 / p.baselineP95),
    target: `≤ ${target} ms`,
    verdict: p.p95 <= target && p.errors === 0 ? 'PASS' : 'MISS',
  }));
}
