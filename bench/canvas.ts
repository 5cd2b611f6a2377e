import { once } from 'node:events';
import { WebSocket } from 'ws';
import { boardTemplate } from '../app/canvas/application/boards.server';
import { serverActor } from '../app/canvas/server/board-state.server';
import { CanvasSyncClient, type SocketLike } from '../app/canvas/sync/client';
import { createBoardDoc, toBase64 } from '../app/canvas/sync/doc';
import { migrate } from '../composition-root/migrations';
import { commandRules } from '../composition-root/registry';
import { canvasCommands } from '../domain/canvas/commands';
import { productObject, textObject } from '../domain/canvas/objects';
import { addObjects, dragObjects, placeObjects } from '../domain/canvas/operations';
import { identityCommands } from '../domain/identity/commands';
import { CommandPipeline } from '../infra/commands/pipeline';
import { createDb } from '../infra/db/knex';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { hashPassword } from '../infra/identity/secrets';
import { child, request } from './commerce';
import { now, percentile } from './stats';

/**
 * The live canvas over real WebSockets: the time from one editor's change to
 * another editor's model with 2, 10 and 50 editors on one board (p50/p95), and
 * a 3D move (issue 23) with 10,
 * next to a bare `ws` server relaying a message of the same size to the same
 * number of sockets; and a 500-object board saved (POST canvas) and opened
 * (GET canvas + the document synced into a client), next to the same bytes
 * through the bare relay. The app is the production build in its own process.
 */
export interface Latency { p50: number; p95: number; samples: number }
export interface CanvasFigures {
  /** `move`: a 2D drag, or a 3D move (issue 23: a 'place' change, checked on the server against the room). */
  editors: { count: number; move: '2d' | '3d'; app: Latency; bare: Latency }[];
  save500: number;
  open500: number;
  bare500: number;
}

const changesPerRun = 40;
const until = (client: CanvasSyncClient, test: () => boolean) =>
  test() ? Promise.resolve() : new Promise<void>((resolve) => { const offs = (['board', 'ack', 'status'] as const).map((e) => client.on(e, () => { if (test()) { offs.forEach((o) => o()); resolve(); } })); });

export async function benchCanvas(serverUrl: (db: string) => string, log: (m: string) => void): Promise<CanvasFigures> {
  const admin = createDb(serverUrl('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_canvas');
  await admin.destroy();
  const url = serverUrl('roomcraft_canvas');
  const migrator = createDb(url, { max: 1 });
  await migrate(migrator);
  await migrator.destroy();
  log('canvas: starting the app and a bare ws relay, each in a process of its own');
  const app = await child(['app', url]);
  const bare = await child(['ws-echo']);
  const db = createDb(url, { max: 4 });
  const pipeline = new CommandPipeline(new PostgresEventStore(db), commandRules);
  const base = `http://127.0.0.1:${app.port}`;
  const sockets: { close(): void }[] = [];
  try {
    const system = { kind: 'system' } as const;
    const passwordHash = await hashPassword('bench password');
    // 50 editors: staff may edit any board (a board lists at most 20 members).
    const tokens = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const userId = `bench-editor-${i}`;
        const email = `${userId}@example.com`;
        await pipeline.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
        await pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
        await pipeline.execute(identityCommands.RegisterAccount, { userId, email, passwordHash, roles: ['staff'], username: 'Editor', verifiedBy: 'system' }, { actor: system });
        for (;;) {
          const login = await request(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${100 + (i % 50)}.${i + 1}` }, body: JSON.stringify({ email, password: 'bench password' }) });
          if (login.status === 200) return { userId, token: JSON.parse(login.body).data.token as string };
          await new Promise((r) => setTimeout(r, 200));
        }
      }),
    );
    const newBoard = async (n: number) => {
      const boardId = `mb${(0xbe00000000000000n + BigInt(n)).toString(16)}`;
      const template = boardTemplate('Bench Room');
      const { changes } = createBoardDoc(template, serverActor);
      await pipeline.execute(canvasCommands.CreateBoard, { boardId, project: { kind: 'need', id: `bench-${n}` }, name: 'Bench', members: [{ userId: tokens[0]!.userId, role: 'designer' }], initial: { background: template.background, roomName: template.roomName }, initialChanges: changes.map(toBase64) }, { actor: system });
      return boardId;
    };
    const connect = async (boardId: string, count: number) => {
      const clients = tokens.slice(0, count).map(({ token }) => new CanvasSyncClient({ url: `ws://127.0.0.1:${app.port}/ws/canvas/${boardId}`, boardId, openSocket: (u) => new WebSocket(u, { headers: { authorization: token } }) as unknown as SocketLike }));
      clients.forEach((c) => { c.connect(); sockets.push(c); });
      await Promise.all(clients.map((c) => until(c, () => c.connected && c.ready)));
      return clients;
    };

    const editors: CanvasFigures['editors'] = [];
    const runs: { count: number; move: '2d' | '3d' }[] = [{ count: 2, move: '2d' }, { count: 10, move: '2d' }, { count: 50, move: '2d' }, { count: 10, move: '3d' }];
    for (const [n, { count, move }] of runs.entries()) {
      const clients = await connect(await newBoard(1000 + n), count);
      const [writer, observer] = [clients[0]!, clients[clients.length - 1]!];
      const at = { left: 0, top: 0, width: 100, height: 100 };
      const item = move === '2d' ? textObject('bench-item', writer.userId, at, 'bench') : productObject('bench-item', writer.userId, at, { productId: 'bench-sofa', name: 'Bench Sofa', priceCents: 100_00, image: '/favicon.ico' });
      writer.apply(addObjects(writer.board, [item], `bench-add-${n}`));
      await until(observer, () => Boolean(observer.board.objects['bench-item']));
      const appTimes: number[] = [];
      let size = 0;
      const arrived = (i: number) => (move === '2d' ? observer.board.objects['bench-item']?.left === i : observer.board.objects['bench-item']?.place?.x === 100 + i);
      for (let i = 1; i <= changesPerRun; i++) {
        const t = now();
        const entry = move === '2d'
          ? dragObjects(writer.board, [{ id: 'bench-item', left: i, top: i }], `bench-${n}-${i}`)
          : placeObjects(writer.board, [{ id: 'bench-item', place: { x: 100 + i, y: 150, rotation: 0, surface: 'floor', wall: null, on: null, elevation: 0 } }], `bench-${n}-${i}`);
        size = JSON.stringify(entry).length + 200;
        writer.apply(entry);
        await until(observer, () => arrived(i));
        appTimes.push(now() - t);
        await until(writer, () => writer.pending.length === 0);
      }
      clients.forEach((c) => c.close());
      // The same number of sockets on a bare relay, the same message size.
      const raw = await Promise.all(Array.from({ length: count }, async () => { const ws = new WebSocket(`ws://127.0.0.1:${bare.port}`); await once(ws, 'open'); sockets.push(ws); return ws; }));
      const bareTimes: number[] = [];
      const payload = 'x'.repeat(size);
      for (let i = 0; i < changesPerRun; i++) {
        const t = now();
        const got = once(raw[raw.length - 1]!, 'message');
        raw[0]!.send(payload);
        await got;
        bareTimes.push(now() - t);
      }
      raw.forEach((ws) => ws.close());
      const lat = (xs: number[]): Latency => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), samples: xs.length });
      editors.push({ count, move, app: lat(appTimes), bare: lat(bareTimes) });
      log(`canvas: ${count} editors, ${move} move: change → other editor p50 ${lat(appTimes).p50.toFixed(1)} ms, p95 ${lat(appTimes).p95.toFixed(1)} ms (bare relay p95 ${lat(bareTimes).p95.toFixed(2)} ms)`);
    }

    // A 500-object board: saved as one snapshot, then opened by a fresh editor.
    const bigBoard = await newBoard(500);
    const objects = Array.from({ length: 500 }, (_, i) => textObject(`o${i}`, tokens[0]!.userId, { left: (i % 25) * 70, top: Math.floor(i / 25) * 50, width: 60, height: 40 }, `item ${i}`));
    // The app's read model picks the new board up from the feed.
    while ((await request(`${base}/api/diymb/${bigBoard}/canvas`, { headers: { authorization: tokens[0]!.token } })).status !== 200) await new Promise((r) => setTimeout(r, 100));
    const body = JSON.stringify({ snapshot: JSON.stringify({ background: { width: 1921, height: 1081 }, objects }) });
    let t = now();
    const saved = await request(`${base}/api/diymb/${bigBoard}/canvas`, { method: 'POST', headers: { authorization: tokens[0]!.token, 'content-type': 'application/json' }, body });
    const save500 = now() - t;
    if (saved.status !== 200) throw new Error(`saving the 500-object board answered ${saved.status}: ${saved.body.slice(0, 200)}`);
    t = now();
    const got = await request(`${base}/api/diymb/${bigBoard}/canvas`, { headers: { authorization: tokens[1]!.token } });
    if (JSON.parse(JSON.parse(got.body).data[0].objects).length !== 500) throw new Error('the 500-object board did not come back whole');
    const [opener] = await connect(bigBoard, 1);
    await until(opener!, () => Object.keys(opener!.board.objects).length === 500);
    const open500 = now() - t;
    opener!.close();
    const raw = await Promise.all([0, 1].map(async () => { const ws = new WebSocket(`ws://127.0.0.1:${bare.port}`); await once(ws, 'open'); sockets.push(ws); return ws; }));
    t = now();
    const echoed = once(raw[1]!, 'message');
    raw[0]!.send(got.body);
    await echoed;
    const bare500 = now() - t;
    raw.forEach((ws) => ws.close());
    log(`canvas: 500 objects: save ${save500.toFixed(0)} ms, open (GET + document) ${open500.toFixed(0)} ms, the same bytes through the bare relay ${bare500.toFixed(1)} ms`);
    return { editors, save500, open500, bare500 };
  } finally {
    sockets.forEach((s) => s.close());
    await Promise.all([app.stop(), bare.stop()]);
    await db.destroy();
  }
}
