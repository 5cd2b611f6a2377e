import { freePort } from '../../infra/db/embedded';
import { atFileEnd } from '../support/cleanup';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { textObject } from '../../domain/canvas/objects';
import { addObjects } from '../../domain/canvas/operations';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { CanvasSyncClient, type SocketLike } from '../../app/canvas/sync/client';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { designBoard, inbox, signedIn, until, wsBase } from '../support/canvas';
import { createTestDatabase } from '../support/db';

/**
 * Issue 27: `npm start` with WEB_CONCURRENCY=2 — the real start entry as a child
 * process (a primary with the projections and processes, two HTTP workers on one
 * port) on a test database. Every answer names its worker (`x-worker`, on the 101
 * of a socket too); each call below opens its own connection, so the primary's
 * round robin spreads them over both workers.
 */
const secret = 'test-secret-test-secret-test-secret!';


interface Answer { status: number; worker: string; json: any }

/** One JSON call on a connection of its own (no keep-alive: the next call may land on the other worker). */
function call(base: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${base}/api${path}`, {
      method: payload ? 'POST' : 'GET',
      agent: false,
      headers: { 'x-forwarded-for': '198.18.40.1', ...(token ? { authorization: token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker']), json: JSON.parse(text) }));
    });
    req.on('error', reject);
    // A connection the primary was handing to a worker as it was killed is never answered (node:cluster keeps it): the client gives up, as a browser would.
    req.setTimeout(20_000, () => req.destroy(new Error('no answer')));
    req.end(payload);
  });
}

/** Asks again (a read) until `worker` answers. */
async function readOn(worker: string, read: () => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < 40; i++) {
    const answer = await read();
    if (answer.worker === worker) return answer;
  }
  throw new Error(`worker ${worker} never answered`);
}

/** A designer conversation of a project of its own between the two users. */
async function designerConversation(runtime: Awaited<ReturnType<typeof createRuntime>>, clientId: string, designerId: string) {
  const needId = String(900_000_000 + randomBytes(3).readUIntBE(0, 3));
  const conversationId = conversationIdOf('designer', { needId });
  await runtime.execute(messagingCommands.OpenConversation, { conversationId, kind: 'designer', needId, clientId, members: [{ userId: designerId, role: 'designer' }] }, { actor: { kind: 'system' } });
  return { needId, conversationId };
}

const ready = (async () => {
  const { url, db } = await createTestDatabase({ demo: true });
  // The test's own runtime appends setup commands only: the app's primary runs the projections and processes.
  const runtime = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: secret, DATA_DIR: '/tmp/roomcraft-test-data' }), { databaseUrl: url, logger: createLogger('silent'), startProjections: false });
  atFileEnd(() => runtime.close());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, NODE_ENV: 'test', SESSION_SECRET: secret, DATA_DIR: '/tmp/roomcraft-test-data',
    DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', TRUST_PROXY: '1', LOG_LEVEL: 'debug', WEB_CONCURRENCY: '2',
  };
  let output = '';
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'composition-root/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  app.stdout!.on('data', (d) => (output += d));
  app.stderr!.on('data', (d) => (output += d));
  if (process.env.APP_LOG) atFileEnd(() => fs.writeFileSync(process.env.APP_LOG!, output));
  atFileEnd(async () => {
    if (app.exitCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 170_000;
  while (!output.includes(`Roomcraft is running at http://localhost:${port}`)) {
    if (app.exitCode !== null || Date.now() > deadline) throw new Error(`the app did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const logged = () =>
    output.split('\n').flatMap((l) => {
      try {
        return l.startsWith('{') ? [JSON.parse(l) as { msg: string; [k: string]: unknown }] : [];
      } catch {
        return [];
      }
    });
  const goods = await db('catalogue_goods_v1').select('id', 'availability', 'mark_type', 'mark_time').where({ delisted: false }).orderBy('id');
  const buyable = goods.filter((g) => !/not|out/i.test(g.availability) && !((!g.mark_type || g.mark_type === 'NO_MARKED') && !g.mark_time)).map((g) => g.id as string);
  return { runtime, base, logged, buyable, output: () => output };
})();

describe('several app processes on one port', () => {
  // Building the runtime of three processes on a busy machine takes a while.
  beforeAll(() => ready.then(() => undefined), 180_000);

  it('a cart written through one worker is read through the other at once', async () => {
    const { runtime, base, buyable } = await ready;
    const shopper = await signedIn(runtime, base, 'client', 'wc');
    for (const goodsId of buyable.slice(0, 4)) {
      const added = await call(base, '/cart/save', shopper.token, { goodsId, count: 1 });
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      const other = added.worker === '0' ? '1' : '0';
      const cart = await readOn(other, () => call(base, '/cart/list', shopper.token));
      expect(JSON.stringify(cart.json.data.lines)).toContain(goodsId);
    }
  });

  it('what each worker keeps in memory from the read models follows a change made through the other at once (ADR 073)', async () => {
    const { runtime, base } = await ready;
    const staff = await signedIn(runtime, base, 'staff', 'wm');
    const { id } = await runtime.db('catalogue_categories_v1').first('id').orderBy('id');
    const treeOn = async (worker: string) => JSON.stringify((await readOn(worker, () => call(base, '/category/listTree', null))).json.data);
    for (let round = 1; round <= 3; round++) {
      // Both workers hold the tree as it is (asked twice: the second answer is the kept one).
      for (const worker of ['0', '1', '0', '1']) expect(await treeOn(worker)).not.toContain(`Shelves ${round}`);
      const renamed = await call(base, `/admin/categories/${id}/rename`, staff.token, { name: `Shelves ${round}` });
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      const other = renamed.worker === '0' ? '1' : '0';
      expect(await treeOn(other)).toContain(`Shelves ${round}`);
      expect(await treeOn(renamed.worker)).toContain(`Shelves ${round}`);
    }
  });

  it('two editors whose upgrades land on different workers share one room: each sees the other’s change and pointer', async () => {
    const { runtime, base, logged } = await ready;
    const designer = await signedIn(runtime, base, 'designer', 'wd');
    const client = await signedIn(runtime, base, 'client', 'wcl');
    const boardId = await designBoard(runtime, client.userId, designer.userId);
    const servedBy: string[] = [];
    const editor = (token: string) =>
      new CanvasSyncClient({
        url: `${wsBase(base)}/ws/canvas/${boardId}`,
        boardId,
        openSocket: (url) => {
          const ws = new WebSocket(url, { headers: { authorization: token } });
          ws.once('upgrade', (res) => servedBy.push(String(res.headers['x-worker'])));
          return ws as unknown as SocketLike;
        },
      });
    const passedBefore = logged().filter((l) => l.msg === 'room socket passed to its owner').length;
    const d = editor(designer.token!);
    d.connect();
    await until(d, () => d.connected && d.ready);
    const c = editor(client.token!);
    c.connect();
    await until(c, () => c.connected && c.ready);
    // One of the two upgrades landed on the worker that does not own the board and was passed to the owner.
    expect(logged().filter((l) => l.msg === 'room socket passed to its owner').length).toBeGreaterThan(passedBefore);
    expect(servedBy).toHaveLength(2);
    expect(servedBy[0]).toBe(servedBy[1]);

    const idD = `procs-${randomBytes(4).toString('hex')}`;
    const idC = `procs-${randomBytes(4).toString('hex')}`;
    d.apply(addObjects(d.board, [textObject(idD, designer.userId, { left: 100, top: 100, width: 50, height: 50 }, 'sofa')], `u-${idD}`));
    c.apply(addObjects(c.board, [textObject(idC, client.userId, { left: 10, top: 10, width: 50, height: 50 }, 'rug')], `u-${idC}`));
    await until(d, () => Boolean(d.board.objects[idC]) && d.pending.length === 0);
    await until(c, () => Boolean(c.board.objects[idD]) && c.pending.length === 0);
    expect(d.board).toEqual(c.board);
    c.pointer(777.5, 55.25, 0.4);
    await until(d, () => [...d.online.values()].some((u) => u.x === 777.5 && u.y === 55.25));
    d.close();
    c.close();
  });

  it('chat reaches a user on every worker that holds one of their sockets', async () => {
    const { runtime, base } = await ready;
    const client = await signedIn(runtime, base, 'client', 'wic');
    const designer = await signedIn(runtime, base, 'designer', 'wid');
    const { needId, conversationId } = await designerConversation(runtime, client.userId, designer.userId);
    // The designer's inbox sockets, opened until one is on each worker.
    const byWorker = new Map<string, ReturnType<typeof inbox>>();
    const opened: WebSocket[] = [];
    for (let i = 0; i < 20 && byWorker.size < 2; i++) {
      const ws = new WebSocket(`${wsBase(base)}/ws/inbox`, { headers: { authorization: designer.token! } });
      opened.push(ws);
      const box = inbox(ws);
      const worker = await new Promise<string>((resolve, reject) => {
        ws.once('upgrade', (res) => resolve(String(res.headers['x-worker'])));
        ws.once('error', reject);
      });
      await box.next((m) => m.type === 'welcome');
      if (!byWorker.has(worker)) byWorker.set(worker, box);
    }
    expect([...byWorker.keys()].sort()).toEqual(['0', '1']);
    const sent = await call(base, '/chat/manage/send', client.token, { conversationId, text: 'Two workers, one inbox', messageId: `wm-${needId}` });
    expect(sent.status).toBe(200);
    for (const box of byWorker.values()) expect(await box.next((m) => m.type === 'chat')).toMatchObject({ conversationId, message: { text: 'Two workers, one inbox', senderId: client.userId } });
    opened.forEach((ws) => ws.close());
  });

  it("a user's chat allowance is one allowance across the workers", async () => {
    const { runtime, base } = await ready;
    const client = await signedIn(runtime, base, 'client', 'wrl');
    const designer = await signedIn(runtime, base, 'designer', 'wrd');
    const { needId, conversationId } = await designerConversation(runtime, client.userId, designer.userId);
    // 15 at once, spread over both workers: the burst is 10 (1 more a second), whichever worker counts.
    const sent = await Promise.all(Array.from({ length: 15 }, (_, i) => call(base, '/chat/manage/send', client.token, { conversationId, text: `burst ${i}`, messageId: `wr-${needId}-${i}` })));
    expect(new Set(sent.map((a) => a.worker))).toEqual(new Set(['0', '1']));
    const refused = sent.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json.message).toBe('You are sending messages too fast: please wait a moment and try again.');
    expect(sent.filter((a) => a.status === 200).length).toBeLessThan(15);
  });

  it("a visitor's tracking allowance is one allowance across the workers", async () => {
    const { base } = await ready;
    const token = (await call(base, '/common/getSessionId', null)).json.data.sessionId as string;
    const batch = Array.from({ length: 50 }, (_, i) => ({ eventType: 'page_view', page: `/product/page/p${i}`, websiteSource: 'web' }));
    // Eight batches of 50 at once, each on a connection of its own: 150 events at once, whichever worker counts.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        new Promise<{ status: number; worker: string }>((resolve, reject) => {
          const req = http.request(`${base}/tracking/api/tracking/collect`, {
            method: 'POST',
            agent: false,
            headers: { authorization: token, cookie: 'rc_consent=analytics', 'content-type': 'application/json', 'x-forwarded-for': '198.18.40.2' },
          }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker']) }));
          });
          req.on('error', reject);
          req.end(JSON.stringify(batch));
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.worker))).toEqual(new Set(['0', '1']));
    // 15 a second refill: at most one more batch while the eight are answered.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it('a board saved through a JSON call on the worker that does not own its room reaches the editors in the room at once', async () => {
    const { runtime, base } = await ready;
    const designer = await signedIn(runtime, base, 'designer', 'wsd');
    const client = await signedIn(runtime, base, 'client', 'wsc');
    const boardId = await designBoard(runtime, client.userId, designer.userId);
    let owner = '';
    const d = new CanvasSyncClient({
      url: `${wsBase(base)}/ws/canvas/${boardId}`,
      boardId,
      openSocket: (url) => {
        const ws = new WebSocket(url, { headers: { authorization: client.token! } });
        ws.once('upgrade', (res) => (owner = String(res.headers['x-worker'])));
        return ws as unknown as SocketLike;
      },
    });
    d.connect();
    await until(d, () => d.connected && d.ready && owner !== '');
    // Saves (each a whole snapshot with an object of its own) until one is served by the other worker.
    let saved = '';
    for (let i = 0; i < 40 && !saved; i++) {
      const id = `http-${i}-${randomBytes(3).toString('hex')}`;
      const answer = await call(base, `/diymb/${boardId}/canvas`, designer.token, { snapshot: JSON.stringify({ objects: [textObject(id, designer.userId, { left: 20, top: 20, width: 40, height: 40 }, 'lamp')] }) });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      if (answer.worker !== owner) saved = id;
    }
    expect(saved).not.toBe('');
    // The owner's room catches up with the stream: the editor sees the save without reconnecting…
    await until(d, () => Boolean(d.board.objects[saved]));
    // …and the editor's next change builds on it and is kept (not refused as out of date).
    const mine = `after-${randomBytes(3).toString('hex')}`;
    d.apply(addObjects(d.board, [textObject(mine, client.userId, { left: 200, top: 20, width: 40, height: 40 }, 'rug')], `u-${mine}`));
    await until(d, () => d.pending.length === 0);
    expect(d.board.objects[mine]).toBeTruthy();
    // A socket change does not wait for the read models (the editors have the document): the JSON read shows it once the primary's projection has run.
    let kept = await call(base, `/diymb/${boardId}/canvas`, designer.token);
    for (let i = 0; i < 100 && !JSON.stringify(kept.json).includes(mine); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      kept = await call(base, `/diymb/${boardId}/canvas`, designer.token);
    }
    expect(JSON.stringify(kept.json)).toContain(mine);
    expect(JSON.stringify(kept.json)).toContain(saved);
    d.close();
  });

  it('a worker killed with SIGKILL loses no answered command; the other keeps serving and the primary starts it again', async () => {
    const { runtime, base, logged, buyable } = await ready;
    const shoppers = await Promise.all(Array.from({ length: 4 }, (_, i) => signedIn(runtime, base, 'client', `wk${i}`)));
    const pidOf = (slot: number) => logged().filter((l) => l.msg === 'app worker listening' && l.slot === slot).at(-1)!.pid as number;
    const victim = pidOf(0);
    const endedBefore = logged().filter((l) => l.msg === 'app worker ended: starting it again').length;
    // Adds in flight on both workers while worker 0 is killed.
    const adds = shoppers.flatMap((s) => buyable.slice(0, 5).map((goodsId) => ({ s, goodsId })));
    let answered = 0;
    const results = Promise.all(
      adds.map(({ s, goodsId }) =>
        call(base, '/cart/save', s.token, { goodsId, count: 1 }).then(
          (a) => ((answered += 1), { s, goodsId, status: a.status }),
          () => ({ s, goodsId, status: null }),
        ),
      ),
    );
    await expect.poll(() => answered, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(3);
    process.kill(victim, 'SIGKILL');
    const done = await results;
    await expect.poll(() => logged().filter((l) => l.msg === 'app worker ended: starting it again').length, { timeout: 20_000 }).toBeGreaterThan(endedBefore);
    // Meanwhile the other worker serves every call.
    for (let i = 0; i < 4; i++) expect((await call(base, '/cart/list', shoppers[0]!.token)).status).toBe(200);
    // Every add that was answered 200 is in its shopper's cart; nothing answered 5xx.
    expect(done.filter((d) => d.status !== null && d.status !== 200)).toEqual([]);
    for (const s of shoppers) {
      const lines = JSON.stringify((await call(base, '/cart/list', s.token)).json.data.lines);
      for (const d of done) if (d.s === s && d.status === 200) expect(lines).toContain(d.goodsId);
    }
    // The slot is back, with a new process, and answers again.
    await expect.poll(() => logged().filter((l) => l.msg === 'app worker listening' && l.slot === 0).length, { timeout: 150_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    expect(pidOf(0)).not.toBe(victim);
    expect((await readOn('0', () => call(base, '/cart/list', shoppers[0]!.token))).status).toBe(200);
  }, 180_000);
});
