import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './chromium';
import { productObject } from '../domain/canvas/objects';
import { getGoodsByIds } from '../projections/catalogue/goods.queries';
import { demoGoods } from '../composition-root/demo/catalogue';
import { demoPassword } from '../composition-root/demo/accounts';
import { goodsStream } from '../domain/catalogue/goods';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { createDb } from '../infra/db/knex';
import { listedAt } from './catchup';
import { appDatabase, child, request } from './commerce';
import { designerWithBoard } from './designer-board';
import { startApp } from './workers';
import type { Row } from './report';
import { ms, times } from './report';
import { now, percentile, pool } from './stats';

/**
 * Issue 27: the pages' server time over real HTTP — time to the last byte of
 * the HTML document, over the demo catalogue plus 100,000 products — for the
 * home page, the marketplace, a product page (as a returning visitor) and a
 * signed-in shopper's cart with 3 items, at a few concurrent clients: as
 * `npm start` serves them, and from the app (production build) in one process.
 * Each page's baseline, measured in the same run in interleaved rounds, is a
 * bare Node handler (another process) answering the same HTML bytes for the
 * same address.
 */
export interface PageFigure {
  label: string;
  path: string;
  bytes: number;
  /** The app's CPU (user + system, every process of it) per page request, over the measured rounds. */
  cpuPerPage: number;
  p50: number;
  p95: number;
  /** The same page from the app in one process (`WEB_CONCURRENCY=1`), in the same rounds. */
  one: { p50: number; p95: number; cpuPerPage: number };
  baselineP50: number;
  baselineP95: number;
  requests: number;
  errors: number;
}

export interface PagesFigures {
  pages: PageFigure[];
  goods: number;
  clients: number;
  /** `npm start`'s HTTP workers (its default: one per core). */
  workers: number;
  /** Resident memory after the rounds (MB): each HTTP worker of `npm start`, its primary, and the bare handler's process. */
  memory: { workersMb: number[]; primaryMb: number; bareMb: number };
  /** The mood-board editor as a designer opens it in Chromium (a new browser context each time: nothing cached). */
  editor: EditorFigure;
  load: { start: number[]; end: number[] };
}

export interface EditorFigure {
  loads: number;
  /** The board's pictured products, all drawn when it counts as visible. */
  pictures: number;
  p50: number;
  p95: number;
  /** The same editor page's HTML from the bare handler (no scripts run: the browser's floor for a page). */
  baselineP50: number;
  baselineP95: number;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** CPU time (ms) of a process and every process under it, from /proc (the workers of `npm start` are its children). */
function treeCpuMs(rootPid: number): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A process's resident memory (VmRSS) in MB, from /proc. */
function rssMb(pid: number): number {
  const kb = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** The HTTP workers of `npm start`'s primary: its children that run the same entry (not tsx's esbuild service). */
function workersOf(pid: number): number[] {
  const entry = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  return fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)).flatMap((e) => {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const child = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      return child && fs.readFileSync(`/proc/${e}/cmdline`, 'utf8') === entry ? [Number(e)] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Issue 27: "the editor's canvas visible in ≤ 2 s". A designer opens a board of
 * 12 catalogue products, each with its picture, in a new browser context
 * (nothing cached, as on a first visit): the time from the navigation's start
 * until the board's canvas shows every picture. Baseline in the same rounds: the
 * same page's HTML from the bare handler, loaded by the same browser.
 */
async function editorVisible(base: string, db: ReturnType<typeof createDb>, loads: number, log: (m: string) => void): Promise<EditorFigure> {
  const userId = `bench-editor-${process.pid}`;
  const password = 'bench password';
  const ids: string[] = (await db('catalogue_goods_v1').where('delisted', false).whereNot('id', 'like', 'b%').orderBy('id').limit(12).select('id')).map((r) => r.id);
  const goods = await getGoodsByIds(db, ids);
  const objects = goods.map((g, i) => productObject(`p${i}`, userId, { left: 40 + (i % 4) * 440, top: 40 + Math.floor(i / 4) * 340, width: 400, height: 300 }, { productId: g.id, name: g.name, priceCents: g.effectivePriceCents, image: g.savedPics[0] ?? '' }));
  const pictures = objects.filter((o) => o.src).length;
  const { email, boardId } = await designerWithBoard(db, base, { userId, password, projectId: `bench-editor-${process.pid}`, name: 'Bench living room', objects });
  const address = `/moodboard/detail/${boardId}`;
  const session = await signInThroughPage(base, email, password);
  const page = await rawGet(`${base}${address}`, { cookie: session });
  if (page.status !== 200 || !page.body.includes('Bench living room')) throw new Error(`the editor page answered ${page.status} without the board`);
  const htmlFile = path.join(os.tmpdir(), `roomcraft-bench-editor-${process.pid}.json`);
  fs.writeFileSync(htmlFile, JSON.stringify({ [address]: page.body }));
  const bare = await child(['bare-html', htmlFile]);
  const browser = await launchChromium();
  const [name, value] = session.split('=') as [string, string];
  const app: number[] = [];
  const floor: number[] = [];
  try {
    const open = async (origin: string, ready: (p: import('playwright-core').Page) => Promise<unknown>) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addCookies([{ name, value, url: origin }, { name: 'rc_consent', value: 'essential', url: origin }]);
      const tab = await context.newPage();
      const t = now();
      await tab.goto(`${origin}${address}`, { waitUntil: 'commit' });
      await ready(tab);
      const took = now() - t;
      await context.close();
      return took;
    };
    const visible = (tab: import('playwright-core').Page) =>
      tab.waitForFunction((n) => Number(document.querySelector('[data-testid="board-canvas"]')?.getAttribute('data-pictures') ?? 0) >= n, pictures, { timeout: 30_000, polling: 'raf' });
    await open(base, visible); // warm-up: the server's first render of the page
    for (let i = 0; i < loads; i++) {
      floor.push(await open(`http://127.0.0.1:${bare.port}`, (tab) => tab.waitForLoadState('load')));
      app.push(await open(base, visible));
    }
  } finally {
    await browser.close();
    await bare.stop();
    fs.rmSync(htmlFile, { force: true });
  }
  log(`editor: ${pictures} pictures visible p50 ${ms(percentile(app, 50))}, p95 ${ms(percentile(app, 95))}; bare HTML p95 ${ms(percentile(floor, 95))}`);
  return { loads, pictures, p50: percentile(app, 50), p95: percentile(app, 95), baselineP50: percentile(floor, 50), baselineP95: percentile(floor, 95) };
}

/** 100,000 products as events, one stream each, as the catalogue bench loads them; waits until the app's projections have them. */
async function seedGoods(db: ReturnType<typeof createDb>, goodsCount: number, log: (m: string) => void) {
  await waitFor('the demo catalogue', async () => Number((await db('catalogue_goods_v1').count({ n: '*' }))[0]!.n) >= 300, 120_000);
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
}

/** Signs in through the page form, as a browser does: the session cookie it answers with. */
async function signInThroughPage(base: string, email: string, password: string): Promise<string> {
  const first = await rawGet(`${base}/sign-in`, {});
  const visitor = cookieOf(first.headers['set-cookie']);
  const csrf = first.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '';
  const form = new URLSearchParams({ intent: 'login', csrf, via: 'page', redirectTo: '/client', email, password }).toString();
  const signedIn = await rawPost(`${base}/sign-in`, { cookie: visitor, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, form);
  const session = cookieOf(signedIn.headers['set-cookie']) || visitor;
  if (signedIn.status !== 302 || !session) throw new Error(`${email}'s sign-in answered ${signedIn.status}`);
  return session;
}

const cookieOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith('rc_session='))?.split(';')[0] ?? '';

/**
 * A returning visitor's cookie (public pages), and the demo client signed in
 * through the page form with 3 items in the cart (the cart page).
 */
async function shoppers(base: string, db: ReturnType<typeof createDb>) {
  const visitor = cookieOf((await rawGet(`${base}/`, {})).headers['set-cookie']);
  const cookie = await signInThroughPage(base, 'client@roomcraft.local', demoPassword);
  const token = JSON.parse((await request(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@roomcraft.local', password: demoPassword }) })).body).data.token as string;
  const buyable: string[] = (
    await db('catalogue_goods_v1 as g').join('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id').where({ 'g.delisted': false }).whereRaw("g.availability !~* '(not|out)'").whereNotNull('g.mark_time').where('s.on_hand', '>=', 10).orderBy('g.id').limit(3)
  ).map((r) => r.id);
  for (const goodsId of buyable) {
    const added = await request(`${base}/api/cart/save`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ goodsId, count: 1 }) });
    if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.body}`);
  }
  if (!visitor || !cookie) throw new Error('no session cookie');
  return { visitor, signedIn: cookie };
}

/**
 * The pages as `npm start` serves them (its own entry, `WEB_CONCURRENCY` at its
 * default of one HTTP worker per core, the projections in the primary) and, in
 * the same rounds, from the app in one process; each next to the bare handler.
 * Each app has its own database with the demo data and 100,000 products.
 */
export async function benchPages(serverUrl: (db: string) => string, log: (m: string) => void, goodsCount = 100_000, clients = 4, perRound = 60, rounds = 5): Promise<PagesFigures> {
  const load = { start: os.loadavg(), end: [] as number[] };
  const workers = os.availableParallelism();
  const urlOne = await appDatabase(serverUrl, 'roomcraft_pages', log);
  const urlMany = await appDatabase(serverUrl, 'roomcraft_pages_workers', log);
  log('pages: starting the app in a process of its own (it seeds the demo data)');
  const one = await child(['app', urlOne]);
  const dbOne = createDb(urlOne, { max: 4 });
  const dbMany = createDb(urlMany, { max: 4 });
  const htmlFile = path.join(os.tmpdir(), `roomcraft-bench-pages-${process.pid}.json`);
  let bare: Awaited<ReturnType<typeof child>> | undefined;
  let many: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    const baseOne = `http://127.0.0.1:${one.port}`;
    await seedGoods(dbOne, goodsCount, log);
    log(`pages: starting npm start with WEB_CONCURRENCY=${workers} (its default here)`);
    many = await startApp(urlMany, workers, log);
    const baseMany = many.base;
    await seedGoods(dbMany, goodsCount, log);
    const who = { one: await shoppers(baseOne, dbOne), many: await shoppers(baseMany, dbMany) };
    const products = (await dbOne('catalogue_goods_v1').where('delisted', false).whereLike('id', 'b%').orderByRaw('md5(id)').limit(20).select('id')).map((r) => r.id as string);

    const pages: { label: string; paths: string[]; cookie: 'visitor' | 'signedIn' }[] = [
      { label: 'home page /', paths: ['/'], cookie: 'visitor' },
      { label: 'marketplace /marketPlace/index', paths: ['/marketPlace/index'], cookie: 'visitor' },
      { label: `product page /marketPlace/product/:id (${products.length} products)`, paths: products.map((id) => `/marketPlace/product/${id}`), cookie: 'visitor' },
      { label: 'cart /payment/index/cart, signed in, 3 items', paths: ['/payment/index/cart'], cookie: 'signedIn' },
    ];
    // The bytes each address answers, for the bare handler.
    const html: Record<string, string> = {};
    for (const p of pages)
      for (const address of p.paths) {
        for (const [base, cookies] of [[baseMany, who.many], [baseOne, who.one]] as const) {
          const r = await request(`${base}${address}`, { headers: { cookie: cookies[p.cookie] } });
          if (r.status !== 200) throw new Error(`${address} answered ${r.status}`);
          html[address] = r.body;
        }
      }
    if (!html['/payment/index/cart']!.includes('Items in your cart')) throw new Error('the cart page does not show the 3 items');
    fs.writeFileSync(htmlFile, JSON.stringify(html));
    bare = await child(['bare-html', htmlFile]);
    const bareBase = `http://127.0.0.1:${bare.port}`;

    const run = async (target: string, p: (typeof pages)[number], cookie: string, total: number, offset: number) => {
      const latencies: number[] = [];
      let errors = 0;
      await pool(total, clients, async (i) => {
        const address = p.paths[(offset + i) % p.paths.length]!;
        const t = now();
        const r = await request(`${target}${address}`, { headers: cookie ? { cookie } : {} });
        latencies.push(now() - t);
        if (r.status !== 200) errors++;
      });
      return { latencies, errors };
    };
    log(`pages: warm-up, then ${rounds} interleaved rounds of ${perRound} requests per page at ${clients} concurrent clients: bare handler, one process, npm start`);
    for (const p of pages) {
      await run(baseOne, p, who.one[p.cookie], 20, 0);
      await run(baseMany, p, who.many[p.cookie], 40, 0);
      await run(bareBase, p, '', 40, 0);
    }
    const figures: PageFigure[] = [];
    for (const p of pages) {
      const oneMs: number[] = [];
      const manyMs: number[] = [];
      const bareMs: number[] = [];
      let errors = 0;
      let cpuOne = 0;
      let cpuMany = 0;
      // BENCH_PROFILE=<dir>: the one-process app's CPU profile over this page's measured requests (<dir>/page-<n>-<pid>.cpuprofile).
      await one.profile(`page-${figures.length + 1}`);
      for (let round = 0; round < rounds; round++) {
        const b = await run(bareBase, p, '', perRound, round * perRound);
        bareMs.push(...b.latencies);
        let before = await one.cpuMs();
        const a = await run(baseOne, p, who.one[p.cookie], perRound, round * perRound);
        cpuOne += (await one.cpuMs()) - before;
        oneMs.push(...a.latencies);
        before = treeCpuMs(many.pid);
        const m = await run(baseMany, p, who.many[p.cookie], perRound, round * perRound);
        cpuMany += treeCpuMs(many.pid) - before;
        manyMs.push(...m.latencies);
        errors += a.errors + b.errors + m.errors;
      }
      await one.profile(null);
      const f: PageFigure = {
        label: p.label, path: p.paths[0]!, bytes: Buffer.byteLength(html[p.paths[0]!]!),
        cpuPerPage: cpuMany / manyMs.length, p50: percentile(manyMs, 50), p95: percentile(manyMs, 95),
        one: { p50: percentile(oneMs, 50), p95: percentile(oneMs, 95), cpuPerPage: cpuOne / oneMs.length },
        baselineP50: percentile(bareMs, 50), baselineP95: percentile(bareMs, 95), requests: manyMs.length, errors,
      };
      log(`${p.label}: npm start p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, CPU ${ms(f.cpuPerPage)} a page; one process p95 ${ms(f.one.p95)}, CPU ${ms(f.one.cpuPerPage)}; bare p95 ${ms(f.baselineP95)} (${(f.bytes / 1024).toFixed(0)} KiB)`);
      figures.push(f);
    }
    // Memory with the catalogue loaded and the pages served: each HTTP worker of npm start, its primary, a bare Node process.
    const memory = { workersMb: workersOf(many.pid).map(rssMb), primaryMb: rssMb(many.pid), bareMb: rssMb(bare.pid) };
    log(`memory: workers ${memory.workersMb.map((m) => m.toFixed(0)).join(' / ')} MB, primary ${memory.primaryMb.toFixed(0)} MB, bare handler ${memory.bareMb.toFixed(0)} MB`);
    const editor = await editorVisible(baseMany, dbMany, 10, log);
    load.end = os.loadavg();
    return { pages: figures, goods: goodsCount, clients, workers, memory, editor, load };
  } finally {
    await Promise.all([one.stop(), bare?.stop(), many?.stop()]);
    await Promise.all([dbOne.destroy(), dbMany.destroy()]);
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

/**
 * Two rows per page: as `npm start` serves it (the target, ≤ 50 ms) and from
 * the app in one process; each p95 (p50) next to the bare handler serving the
 * same bytes in the same rounds.
 */
export function pagesRows(f: PagesFigures, target = 50): Row[] {
  const heaviest = Math.max(...f.memory.workersMb);
  const extra: Row[] = [
    {
      figure: `memory: RSS of each of npm start's ${f.memory.workersMb.length} HTTP workers after the rounds, ${f.goods.toLocaleString('en-US')} products (primary: ${f.memory.primaryMb.toFixed(0)} MB)`,
      value: f.memory.workersMb.map((m) => `${m.toFixed(0)} MB`).join(' / '),
      baseline: `${f.memory.bareMb.toFixed(0)} MB (bare Node handler's process)`,
      ratio: times(heaviest / f.memory.bareMb),
      target: '≤ 400 MB a worker',
      verdict: heaviest <= 400 ? 'PASS' : 'MISS',
    },
    {
      figure: `the editor's canvas visible: a designer's board of ${f.editor.pictures} products, every picture drawn, npm start, new browser context each time (${f.editor.loads} loads)`,
      value: `p95 ${ms(f.editor.p95)} (p50 ${ms(f.editor.p50)})`,
      baseline: `p95 ${ms(f.editor.baselineP95)} (p50 ${ms(f.editor.baselineP50)}) the same page's HTML from the bare handler, same browser`,
      ratio: times(f.editor.p95 / f.editor.baselineP95),
      target: '≤ 2000 ms',
      verdict: f.editor.p95 <= 2000 ? 'PASS' : 'MISS',
    },
  ];
  return [...pageRows(f, target), ...extra];
}

function pageRows(f: PagesFigures, target: number): Row[] {
  return f.pages.flatMap((p) => {
    const baseline = `p95 ${ms(p.baselineP95)} (p50 ${ms(p.baselineP50)}) bare handler, same ${(p.bytes / 1024).toFixed(0)} KiB`;
    const what = `time to last byte, ${f.clients} clients, ${f.goods.toLocaleString('en-US')} products (${p.requests} requests${p.errors ? `, ${p.errors} errors` : ''})`;
    return [
      {
        figure: `${p.label}, npm start (${f.workers} HTTP workers), ${what}`,
        value: `p95 ${ms(p.p95)} (p50 ${ms(p.p50)}; app CPU ${ms(p.cpuPerPage)} a page)`,
        baseline,
        ratio: times(p.p95 / p.baselineP95),
        target: `≤ ${target} ms`,
        verdict: p.p95 <= target && p.errors === 0 ? 'PASS' : 'MISS',
      },
      {
        figure: `${p.label}, one process, same rounds`,
        value: `p95 ${ms(p.one.p95)} (p50 ${ms(p.one.p50)}; app CPU ${ms(p.one.cpuPerPage)} a page)`,
        baseline,
        ratio: times(p.one.p95 / p.baselineP95),
        target: '',
        verdict: '',
      },
    ];
  });
}
