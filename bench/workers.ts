import { freePort } from '../infra/db/embedded';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { boardTemplate } from '../app/canvas/application/boards.server';
import { serverActor } from '../app/canvas/server/board-state.server';
import { CanvasSyncClient, type SocketLike } from '../app/canvas/sync/client';
import { createBoardDoc, toBase64 } from '../app/canvas/sync/doc';
import { migrate } from '../composition-root/migrations';
import { commandRules } from '../composition-root/registry';
import { ownerSlot } from '../composition-root/socket-routing';
import { canvasCommands } from '../domain/canvas/commands';
import { textObject } from '../domain/canvas/objects';
import { addObjects, dragObjects } from '../domain/canvas/operations';
import { identityCommands } from '../domain/identity/commands';
import { CommandPipeline } from '../infra/commands/pipeline';
import { createDb } from '../infra/db/knex';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { hashPassword } from '../infra/identity/secrets';
import { child, request } from './commerce';
import { ms, times, type Row } from './report';
import { now, percentile, pool } from './stats';

/**
 * Several app processes (issue 27, BENCH_ONLY=workers): `npm start`'s own entry
 * (composition-root/start.ts) run twice on two databases of the bench's
 * PostgreSQL — WEB_CONCURRENCY=1 (one process, today's) and WEB_CONCURRENCY=2
 * (a primary with the projections and processes, two HTTP workers) — and the
 * bare handler. Add-to-cart with 50 concurrent shoppers, rounds interleaved
 * (bare, one, two) so the shared machine's load falls on all three alike; then a
 * canvas change to another editor with 10 editors on each of two boards at once,
 * the boards' rooms owned by different workers (half the editors' upgrades
 * passed to the owner), against the same on the one-process app.
 */
export interface WorkerFigure { perSec: number; p50: number; p95: number; errors: number }
export interface WorkersFigures {
  bare: WorkerFigure;
  one: WorkerFigure;
  two: WorkerFigure;
  canvasOne: { p50: number; p95: number; samples: number };
  canvasTwo: { p50: number; p95: number; samples: number };
  load: { start: number[]; end: number[] };
}


/** `npm start` with `workers` HTTP workers on its own database, once its demo data and model files are ready. */
export async function startApp(url: string, workers: number, log: (m: string) => void) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', DATA_DIR: '/tmp/roomcraft-bench-workers',
    DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', LOG_LEVEL: 'info', WEB_CONCURRENCY: String(workers), DEV_MAILBOX: 'on',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve('composition-root/start.ts')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  const exited = once(proc, 'exit').then(() => {
    throw new Error(`the app (${workers} workers) exited:\n${out.slice(-2000)}`);
  });
  const seen = (text: string) => Promise.race([exited, (async () => { while (!out.includes(text)) await new Promise((r) => setTimeout(r, 200)); })()]);
  await seen('Roomcraft is running');
  // The model files are made in the background at start: measured once they are done (the CPU is the requests').
  await seen('product models and pictures ready');
  log(`app with WEB_CONCURRENCY=${workers} ready on port ${port}`);
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: proc.pid!,
    stop: async () => {
      exited.catch(() => undefined);
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await once(proc, 'exit');
      }
    },
  };
}

async function loadRun(total: number, clients: number, send: (i: number) => Promise<boolean>): Promise<WorkerFigure> {
  const latencies: number[] = [];
  let errors = 0;
  const started = now();
  await pool(total, clients, async (i) => {
    const t = now();
    const ok = await send(i).catch(() => false);
    latencies.push(now() - t);
    if (!ok) errors++;
  });
  return { perSec: total / ((now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

const median = (figures: WorkerFigure[]): WorkerFigure => ({ ...[...figures].sort((a, b) => a.perSec - b.perSec)[Math.floor(figures.length / 2)]!, errors: figures.reduce((n, f) => n + f.errors, 0) });

export async function benchWorkers(serverUrl: (db: string) => string, log: (m: string) => void): Promise<WorkersFigures> {
  const loadStart = os.loadavg();
  const admin = createDb(serverUrl('postgres'), { max: 1 });
  for (const name of ['roomcraft_w1', 'roomcraft_w2']) await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const urls = [serverUrl('roomcraft_w1'), serverUrl('roomcraft_w2')];
  for (const url of urls) {
    const m = createDb(url, { max: 1 });
    await migrate(m);
    await m.destroy();
  }
  log('workers: starting npm start with 1 and with 2 HTTP workers (each seeds its demo data), and the bare handler');
  const one = await startApp(urls[0]!, 1, log);
  const two = await startApp(urls[1]!, 2, log);
  const bare = await child(['bare']);
  const dbs = urls.map((url) => createDb(url, { max: 4 }));
  const sockets: { close(): void }[] = [];
  try {
    const goods: string[] = (
      await dbs[0]!('catalogue_goods_v1 as g').join('catalogue_stock_v1 as s', 's.goods_id', 'g.id').select('g.id').where({ 'g.delisted': false }).whereRaw("g.availability !~* '(not|out)'").whereNotNull('g.mark_time').where('s.on_hand', '>=', 40)
    ).map((r) => r.id);
    const shoppersOf = (base: string) => Promise.all(Array.from({ length: 50 }, async () => JSON.parse((await request(`${base}/api/common/getSessionId`)).body).data.sessionId as string));
    const shoppers = [await shoppersOf(one.base), await shoppersOf(two.base)];
    const adder = (base: string, tokens: string[]) => (i: number) =>
      request(`${base}/api/cart/save`, { method: 'POST', headers: { authorization: tokens[i % 50]!, 'content-type': 'application/json' }, body: JSON.stringify({ goodsId: goods[i % goods.length], count: 1 }) }).then((r) => r.status === 200);
    const addOne = adder(one.base, shoppers[0]!);
    const addTwo = adder(two.base, shoppers[1]!);
    const bareUrl = `http://127.0.0.1:${bare.port}/`;
    const bareCall = () => request(bareUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"goodsId":"g00001","count":1}' }).then((r) => r.status === 200);

    log('workers: warm-up');
    await loadRun(200, 50, addOne);
    await loadRun(200, 50, addTwo);
    await loadRun(500, 50, bareCall);
    log('workers: add-to-cart, 50 concurrent shoppers: 3 interleaved rounds (bare, 1 worker, 2 workers)');
    const rounds: Record<'bare' | 'one' | 'two', WorkerFigure[]> = { bare: [], one: [], two: [] };
    for (let round = 0; round < 3; round++) {
      rounds.bare.push(await loadRun(2000, 50, bareCall));
      rounds.one.push(await loadRun(600, 50, (i) => addOne(i + round * 600)));
      rounds.two.push(await loadRun(600, 50, (i) => addTwo(i + round * 600)));
      log(`workers: round ${round + 1}: 1 worker ${rounds.one.at(-1)!.perSec.toFixed(0)}/s p95 ${rounds.one.at(-1)!.p95.toFixed(0)} ms; 2 workers ${rounds.two.at(-1)!.perSec.toFixed(0)}/s p95 ${rounds.two.at(-1)!.p95.toFixed(0)} ms; bare ${rounds.bare.at(-1)!.perSec.toFixed(0)}/s`);
    }

    // Canvas: 10 editors on each of two boards at once, the boards owned by different workers of the 2-worker app.
    const canvasOn = async (app: { base: string; port: number }, db: (typeof dbs)[number], label: string) => {
      const pipeline = new CommandPipeline(new PostgresEventStore(db), commandRules);
      const system = { kind: 'system' } as const;
      const passwordHash = await hashPassword('bench password');
      const tokens = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const userId = `bench-w-editor-${i}`;
          const email = `${userId}@example.com`;
          await pipeline.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
          await pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
          await pipeline.execute(identityCommands.RegisterAccount, { userId, email, passwordHash, roles: ['staff'], username: 'Editor', verifiedBy: 'system' }, { actor: system });
          for (;;) {
            const login = await request(`${app.base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${100 + i}.${i + 1}` }, body: JSON.stringify({ email, password: 'bench password' }) });
            if (login.status === 200) return { userId, token: JSON.parse(login.body).data.token as string };
            await new Promise((r) => setTimeout(r, 200));
          }
        }),
      );
      // Two boards whose rooms two workers own.
      const boards: string[] = [];
      for (let n = 0; boards.length < 2; n++) {
        const boardId = `mb${(0xbf00000000000000n + BigInt(n)).toString(16)}`;
        if (boards.length === 1 && ownerSlot(`canvas:${boardId}`, 2) === ownerSlot(`canvas:${boards[0]}`, 2)) continue;
        const template = boardTemplate('Bench Room');
        const { changes } = createBoardDoc(template, serverActor);
        await pipeline.execute(canvasCommands.CreateBoard, { boardId, project: { kind: 'need', id: `bench-w-${n}` }, name: 'Bench', members: [{ userId: tokens[0]!.userId, role: 'designer' }], initial: { background: template.background, roomName: template.roomName }, initialChanges: changes.map(toBase64) }, { actor: system });
        boards.push(boardId);
      }
      const wait = (client: CanvasSyncClient, test: () => boolean) =>
        test() ? Promise.resolve() : new Promise<void>((resolve) => { const offs = (['board', 'ack', 'status'] as const).map((e) => client.on(e, () => { if (test()) { offs.forEach((o) => o()); resolve(); } })); });
      const times: number[] = [];
      await Promise.all(
        boards.map(async (boardId, b) => {
          const clients = tokens.map(({ token }) => new CanvasSyncClient({ url: `ws://127.0.0.1:${app.port}/ws/canvas/${boardId}`, boardId, openSocket: (u) => new WebSocket(u, { headers: { authorization: token } }) as unknown as SocketLike }));
          clients.forEach((c) => { c.connect(); sockets.push(c); });
          await Promise.all(clients.map((c) => wait(c, () => c.connected && c.ready)));
          const [writer, observer] = [clients[0]!, clients[clients.length - 1]!];
          writer.apply(addObjects(writer.board, [textObject('bench-item', writer.userId, { left: 0, top: 0, width: 100, height: 100 }, 'bench')], `bench-w-add-${label}-${b}`));
          await wait(observer, () => Boolean(observer.board.objects['bench-item']));
          for (let i = 1; i <= 40; i++) {
            const t = now();
            writer.apply(dragObjects(writer.board, [{ id: 'bench-item', left: i, top: i }], `bench-w-${label}-${b}-${i}`));
            await wait(observer, () => observer.board.objects['bench-item']?.left === i);
            times.push(now() - t);
            await wait(writer, () => writer.pending.length === 0);
          }
          clients.forEach((c) => c.close());
        }),
      );
      return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
    };
    log('workers: canvas change → other editor, 10 editors on each of two boards at once');
    const canvasOne = await canvasOn(one, dbs[0]!, 'one');
    const canvasTwo = await canvasOn(two, dbs[1]!, 'two');
    log(`workers: canvas p95 ${canvasOne.p95.toFixed(1)} ms with 1 worker, ${canvasTwo.p95.toFixed(1)} ms with the rooms over 2 workers`);
    return { bare: median(rounds.bare), one: median(rounds.one), two: median(rounds.two), canvasOne, canvasTwo, load: { start: loadStart, end: os.loadavg() } };
  } finally {
    sockets.forEach((s) => s.close());
    await Promise.all([one.stop(), two.stop(), bare.stop()]);
    await Promise.all(dbs.map((d) => d.destroy()));
  }
}

const fmt = (f: WorkerFigure) => `${Math.round(f.perSec).toLocaleString('en-US')}/s, p95 ${f.p95.toFixed(1)} ms`;
export function workerRows(w: WorkersFigures): Row[] {
  const cpu = (m: string) => `${m}; load ${w.load.start.map((l) => l.toFixed(1)).join(' ')} → ${w.load.end.map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`;
  return [
    { figure: 'add-to-cart, 50 shoppers, 2 workers: throughput, p95', value: fmt(w.two), baseline: `1 worker ${fmt(w.one)}`, ratio: times(w.two.perSec / w.one.perSec), target: '', verdict: '' },
    { figure: 'add-to-cart, 50 shoppers, 2 workers: p95', value: ms(w.two.p95), baseline: `1 worker ${ms(w.one.p95)}`, ratio: times(w.two.p95 / w.one.p95), target: '≤ 100 ms', verdict: w.two.p95 <= 100 ? 'PASS' : 'MISS' },
    { figure: 'add-to-cart, 2 workers vs bare handler (throughput)', value: `${Math.round(w.two.perSec)}/s`, baseline: `bare ${Math.round(w.bare.perSec).toLocaleString('en-US')}/s`, ratio: times(w.two.perSec / w.bare.perSec), target: '≥ 0.15×', verdict: w.two.perSec / w.bare.perSec >= 0.15 ? 'PASS' : 'MISS' },
    { figure: 'add-to-cart errors (1 / 2 workers)', value: `${w.one.errors} / ${w.two.errors}`, baseline: '', ratio: '', target: '0', verdict: w.one.errors + w.two.errors === 0 ? 'PASS' : 'MISS' },
    { figure: 'canvas change → other editor, 10 editors, rooms over 2 workers (p50 / p95)', value: `${ms(w.canvasTwo.p50)} / ${ms(w.canvasTwo.p95)}`, baseline: cpu(`1 worker ${ms(w.canvasOne.p50)} / ${ms(w.canvasOne.p95)}`), ratio: times(w.canvasTwo.p95 / w.canvasOne.p95), target: '≤ 100 ms', verdict: w.canvasTwo.p95 <= 100 ? 'PASS' : 'MISS' },
  ];
}
