import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { textObject } from '../../domain/canvas/objects';
import { addObjects, dragObjects, rotateObject } from '../../domain/canvas/operations';
import { canvasStream } from '../../domain/canvas/canvas-board';
import { canvasBoardDecider } from '../../domain/canvas/canvas-board.decide';
import { loadBoard } from '../../app/canvas/server/board-state.server';
import { boardFromDoc } from '../../app/canvas/sync/doc';
import { MemoryStorage } from '../../app/canvas/sync/storage';
import { designBoard, rawSocket, signedIn, syncClient, until } from '../support/canvas';
import { clientPassword } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';
import { atFileEnd } from '../support/cleanup';
import { saveCanvas } from '../../app/canvas/application/canvas-calls.server';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';

const at = { left: 100, top: 100, width: 50, height: 50 };
let n = 0;
const uid = () => `uuid-sock-${++n}-${Math.random().toString(36).slice(2, 8)}`;

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { socketOptions: { idleMs: 400, replyMs: 400, sessionCheckMs: 150 } });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'des');
  const client = await signedIn(runtime, base, 'client', 'cli');
  const stranger = await signedIn(runtime, base, 'client', 'zed');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  return { runtime, base, errors, designer, client, stranger, boardId };
})();

async function pair() {
  return pairOn((await ready).boardId);
}

async function pairOn(boardId: string) {
  const { base, designer, client } = await ready;
  const d = syncClient(base, designer.token!, boardId);
  const c = syncClient(base, client.token!, boardId);
  d.connect();
  c.connect();
  await until(d, () => d.connected && d.ready);
  await until(c, () => c.connected && c.ready);
  return { d, c };
}

describe('canvas sockets', () => {
  it('two editors on one board converge; presence is relayed and never stored', async () => {
    const { runtime, boardId, designer } = await ready;
    const { d, c } = await pair();
    const cErrors: string[] = [];
    c.on("error", (m) => cErrors.push(m));
    const idD = uid();
    const idC = uid();
    d.apply(addObjects(d.board, [textObject(idD, designer.userId, at, 'sofa')], uid()));
    c.apply(addObjects(c.board, [textObject(idC, c.userId, at, 'rug')], uid()));
    await until(d, () => Boolean(d.board.objects[idC]) && d.pending.length === 0);
    await until(c, () => Boolean(c.board.objects[idD]) && c.pending.length === 0);
    expect(d.board).toEqual(c.board);
    expect(cErrors).toEqual([]);
    // Pointers and selections reach the other editor, stamped with the sender's e-mail.
    c.pointer(4321.5, 123.25, 0.4);
    await until(d, () => [...d.online.values()].some((u) => u.x === 4321.5 && u.y === 123.25));
    c.select([idC]);
    await until(d, () => [...d.online.values()].some((u) => u.currActionIds.includes(idC)));
    expect([...d.online.values()].find((u) => u.x === 4321.5)!.email).toBe((await ready).client.email);
    const events = (await runtime.store.readStream(canvasStream(boardId))).events;
    expect(events.map((e) => e.type).filter((t) => t !== 'BoardCreated' && t !== 'BoardChanged')).toEqual([]);
    // No pointer reached the log (ids and change bytes are random, so look for the exact coordinates).
    expect(JSON.stringify(events)).not.toMatch(/4321\.5|123\.25/);
    // A user who leaves disappears for the others.
    const before = d.online.size;
    c.close();
    await until(d, () => d.online.size === before - 1);
    d.close();
  });

  it("undo by one editor keeps the other's object and the other's later move", async () => {
    const { designer } = await ready;
    const { d, c } = await pair();
    const mine = uid();
    const theirs = uid();
    d.apply(addObjects(d.board, [textObject(mine, designer.userId, at, 'lamp')], uid()));
    await until(c, () => Boolean(c.board.objects[mine]));
    c.apply(addObjects(c.board, [textObject(theirs, c.userId, at, 'chair')], uid()));
    await until(d, () => Boolean(d.board.objects[theirs]));
    d.apply(dragObjects(d.board, [{ id: theirs, left: 400, top: 400 }], uid()));
    await until(c, () => c.board.objects[theirs]?.left === 400);
    c.apply(rotateObject(c.board, theirs, 45, false, uid()));
    await until(d, () => d.board.objects[theirs]?.angle === 45 && d.pending.length === 0);
    d.undo(); // the drag
    d.undo(); // the add of `mine`
    await until(c, () => !c.board.objects[mine] && c.board.objects[theirs]?.left === 100);
    expect(c.board.objects[theirs]).toMatchObject({ angle: 45, left: 100 });
    await until(d, () => d.pending.length === 0);
    expect(d.board).toEqual(c.board);
    d.close();
    c.close();
  });

  it('edits made offline merge on reconnect with no lost work on either side', async () => {
    const { base, designer, client, boardId } = await ready;
    const storage = new MemoryStorage();
    const d = syncClient(base, designer.token!, boardId);
    let c = syncClient(base, client.token!, boardId, storage);
    d.connect();
    c.connect();
    await until(d, () => d.connected && d.ready);
    await until(c, () => c.connected && c.ready);
    c.close();
    await until(c, () => !c.connected);
    // Offline: the client adds two items; meanwhile the designer adds one.
    const off1 = uid();
    const off2 = uid();
    c.apply(addObjects(c.board, [textObject(off1, client.userId, at, 'offline 1')], uid()));
    c.apply(addObjects(c.board, [textObject(off2, client.userId, at, 'offline 2')], uid()));
    const on1 = uid();
    d.apply(addObjects(d.board, [textObject(on1, designer.userId, at, 'online')], uid()));
    await until(d, () => d.pending.length === 0);
    // The page is reloaded: a new client from what the browser kept.
    c = syncClient(base, client.token!, boardId, storage);
    expect(c.pending).toHaveLength(2);
    c.connect();
    await until(c, () => c.pending.length === 0 && Boolean(c.board.objects[on1]));
    await until(d, () => Boolean(d.board.objects[off1] && d.board.objects[off2]));
    expect(c.board).toEqual(d.board);
    d.close();
    c.close();
  });

  it('a dropped connection reconnects by itself and sends what was made meanwhile; a newcomer gets the last pointer', async () => {
    const { base, client, designer, boardId } = await ready;
    const { d, c } = await pair();
    c.pointer(77, 88);
    await until(d, () => [...d.online.values()].some((u) => u.x === 77));
    // The network drops c's socket (not a deliberate close).
    (c as unknown as { socket: { close(): void } }).socket.close();
    await until(c, () => !c.connected);
    const made = uid();
    c.apply(addObjects(c.board, [textObject(made, client.userId, at, 'while away')], uid()));
    await until(c, () => c.connected && c.pending.length === 0);
    await until(d, () => Boolean(d.board.objects[made]));
    // Someone comes online: the others re-send their last pointer to them.
    const e = syncClient(base, designer.token!, boardId);
    e.connect();
    await until(e, () => [...e.online.values()].some((u) => u.x === 77 && u.y === 88));
    for (const x of [c, d, e]) x.close();
  });

  it("the server refuses a client moving the designer's item, resyncs that client, and leaves the others alone", async () => {
    const { designer, runtime, boardId } = await ready;
    const { d, c } = await pair();
    const item = uid();
    d.apply(addObjects(d.board, [textObject(item, designer.userId, at, 'designer sofa')], uid()));
    await until(c, () => Boolean(c.board.objects[item]));
    await until(d, () => d.pending.length === 0);
    const errors: string[] = [];
    c.on('error', (m) => errors.push(m));
    c.apply(dragObjects(c.board, [{ id: item, left: 999, top: 999 }], uid()));
    await until(c, () => errors.length > 0 && c.board.objects[item]?.left === 100);
    expect(errors[0]).toBe('You can only change your own items on this board');
    expect((await loadBoard(runtime, boardId)).board.objects[item]).toMatchObject({ left: 100 });
    // The designer is unaffected and both go on.
    d.apply(dragObjects(d.board, [{ id: item, left: 150, top: 150 }], uid()));
    await until(c, () => c.board.objects[item]?.left === 150);
    d.close();
    c.close();
  });

  it('a malformed or oversized message, another board, a forged actor: an error back, the socket stays open', async () => {
    const { base, client, boardId } = await ready;
    const ws = await rawSocket(base, `/ws/canvas/${boardId}`, { authorization: client.token! });
    const box = ws.box;
    await box.next((m) => m.type === 'welcome');
    const entry = { ids: [], changed: {}, unchanged: {}, action: 'drag', uuid: uid() };
    ws.send('{not json');
    expect((await box.next((m) => m.type === 'error' && /JSON/.test(m.message))).message).toBe('This message is not valid JSON');
    ws.send(JSON.stringify({ v: 1, type: 'live', msgContent: { type: 'user', ids: ['x'.repeat(70_000)] } }));
    await box.next((m) => m.type === 'error' && m.message === 'This message is too large');
    ws.send(JSON.stringify({ v: 1, type: 'change', boardId: 'mb0000000000000000', actor: client.userId, entry, changes: ['AAAA'] }));
    await box.next((m) => m.type === 'error' && m.message === 'This change is for another board');
    ws.send(JSON.stringify({ v: 1, type: 'change', boardId, actor: 'someone-else', entry: { ...entry, uuid: uid() }, changes: ['AAAA'] }));
    await box.next((m) => m.type === 'error' && m.message === 'This change names another user');
    ws.send(JSON.stringify({ v: 1, type: 'change', boardId, actor: client.userId, entry: { ...entry, uuid: uid() }, changes: ['AAAA'] }));
    await box.next((m) => m.type === 'error' && m.message === 'This change could not be read');
    ws.send(JSON.stringify({ v: 1, type: 'ping' }));
    await box.next((m) => m.type === 'pong');
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('an unauthenticated, non-member, cross-site or unknown-board socket is refused at the upgrade; other paths are left alone', async () => {
    const { base, stranger, client, boardId } = await ready;
    await expect(rawSocket(base, `/ws/canvas/${boardId}`)).rejects.toThrow('HTTP 401');
    await expect(rawSocket(base, `/ws/canvas/${boardId}`, { authorization: stranger.token! })).rejects.toThrow('HTTP 403');
    await expect(rawSocket(base, '/ws/canvas/mb0123456789abcdef', { authorization: client.token! })).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, '/ws/canvas/../etc', { authorization: client.token! })).rejects.toThrow();
    await expect(rawSocket(base, `/ws/canvas/${boardId}`, { authorization: client.token!, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(rawSocket(base, '/ws/other')).rejects.toThrow();
  });

  it('signing out lets the socket go (4401), and the same token is refused at the next upgrade', async () => {
    const { base, designer, boardId } = await ready;
    const again = new ApiClient(base, null, '192.0.2.99');
    expect((await again.call('/client/login', { email: designer.email, password: clientPassword })).success).toBe(true);
    const ws = await rawSocket(base, `/ws/canvas/${boardId}`, { authorization: again.token! });
    // It answers the heartbeat as the browser's client does: on a busy machine the sign-out can outlast this file's short idle limit.
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'ping') ws.send(JSON.stringify({ v: 1, type: 'pong' }));
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    expect((await again.call('/client/logout', {})).success).toBe(true);
    expect(await closed).toBe(4401);
    await expect(rawSocket(base, `/ws/canvas/${boardId}`, { authorization: again.token! })).rejects.toThrow(/HTTP 40[13]/);
  });

  it('heartbeat: the server pings an idle socket and closes it when no reply comes', async () => {
    const { base, client, boardId } = await ready;
    const ws = await rawSocket(base, `/ws/canvas/${boardId}`, { authorization: client.token! });
    const box = ws.box;
    await box.next((m) => m.type === 'ping');
    await new Promise<void>((resolve) => ws.once('close', () => resolve()));
    expect(ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('a save by another app process (its own rooms, the same database) reaches the editors here without a reconnect', async () => {
    const { runtime, designer, client } = await ready;
    const boardId = await designBoard(runtime, client.userId, designer.userId);
    const { d, c } = await pairOn(boardId);
    // Another app process: its own runtime and its own rooms over the same database (several workers or machines).
    const other = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: runtime.sessionSecret, DATA_DIR: runtime.config.DATA_DIR }), { databaseUrl: runtime.url, logger: createLogger('silent'), startProjections: false });
    atFileEnd(() => other.close());
    const saved = uid();
    await saveCanvas(other, { kind: 'user', userId: designer.userId, email: designer.email, roles: ['designer'] }, boardId, { snapshot: JSON.stringify({ objects: [textObject(saved, designer.userId, at, 'lamp')] }) });
    await until(d, () => Boolean(d.board.objects[saved]));
    await until(c, () => Boolean(c.board.objects[saved]));
    // An editor's next change builds on the save and is kept.
    const mine = uid();
    c.apply(addObjects(c.board, [textObject(mine, client.userId, at, 'rug')], uid()));
    await until(c, () => c.pending.length === 0);
    await until(d, () => Boolean(d.board.objects[mine]));
    expect(c.board).toEqual(d.board);
    expect(Object.keys((await loadBoard(runtime, boardId)).board.objects).sort()).toEqual([mine, saved].sort());
    d.close();
    c.close();
  });

  it('the stream rebuilds the board: events replayed equal the live document; nothing logged as an error', async () => {
    const { runtime, boardId, errors } = await ready;
    const loaded = await loadBoard(runtime, boardId);
    const state = (await runtime.store.readStream(canvasStream(boardId))).events.reduce((s, e) => canvasBoardDecider.evolve(s, e as never), canvasBoardDecider.initialState());
    expect(state.board).toEqual(boardFromDoc(loaded.doc));
    const row = await runtime.db('canvas_boards_v1').where({ board_id: boardId }).first();
    await settled(runtime);
    const fresh = await runtime.db('canvas_boards_v1').where({ board_id: boardId }).first();
    expect(fresh.board).toEqual(JSON.parse(JSON.stringify(loaded.board)));
    expect(row).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
