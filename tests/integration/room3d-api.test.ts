import { describe, expect, it } from 'vitest';
import type { Place3D } from '../../domain/canvas/board';
import { productObject } from '../../domain/canvas/objects';
import { addObjects, placeObjects } from '../../domain/canvas/operations';
import { notYoursMessage } from '../../domain/canvas/rights';
import { placementMessages } from '../../domain/rooms/placement';
import { getBoardRow } from '../../projections/canvas/boards';
import { designBoard, signedIn, syncClient, until } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

let n = 0;
const uid = () => `uuid-r3d-${++n}-${Math.random().toString(36).slice(2, 8)}`;
const at = (left: number) => ({ left, top: 300, width: 200, height: 200 });

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'r3d-des');
  const client = await signedIn(runtime, base, 'client', 'r3d-cli');
  const stranger = await signedIn(runtime, base, 'client', 'r3d-zed');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  const pick = async (word: string) => (await runtime.db('catalogue_goods_v1').where('delisted', false).whereILike('name', `%${word}%`).whereNotNull('dimensions').orderBy('id').first()) as { id: string; name: string; price_cents: number };
  const [sofa, table] = [await pick('sofa'), await pick('coffee table')];
  const d = syncClient(base, designer.token!, boardId);
  const c = syncClient(base, client.token!, boardId);
  d.connect();
  c.connect();
  await until(d, () => d.connected && d.ready);
  await until(c, () => c.connected && c.ready);
  const product = (id: string, owner: string, g: typeof sofa, left: number) => productObject(id, owner, at(left), { productId: g.id, name: g.name, priceCents: g.price_cents, image: '/favicon.ico' });
  d.apply(addObjects(d.board, [product('sofa', designer.userId, sofa, 100), product('table', designer.userId, table, 400)], uid()));
  await until(d, () => d.pending.length === 0);
  await until(c, () => Boolean(c.board.objects.table));
  // Socket changes do not wait for the read models; the room call reads them.
  await settled(runtime);
  return { runtime, base, errors, designer, client, stranger, boardId, d, c, sofa };
})();

const roomOf = async (who: 'designer' | 'client' | 'stranger') => {
  const r = await ready;
  return r[who].call(`/diymb/${r.boardId}/room`);
};

describe('the board as a 3D room (issue 23)', () => {
  it('GET diymb/{id}/room: the room, every product at its true size where the rule lays it out, and the warnings', async () => {
    const { sofa } = await ready;
    // The room call reads the board's read model, which socket changes do not wait for.
    await expect.poll(async () => (await roomOf('designer')).data?.placements?.length, { timeout: 20_000, interval: 50 }).toBe(2);
    const res = await roomOf('designer');
    expect(res.status).toBe(200);
    const call = res.data;
    expect(call.roomSource).toBe('default');
    expect(call.room.shape.type).toBe('rectangle');
    expect(call.placements.map((p: any) => p.objectId).sort()).toEqual(['sofa', 'table']);
    const placed = call.placements.find((p: any) => p.objectId === 'sofa');
    expect(placed).toMatchObject({ placed: false, productId: sofa.id, kind: expect.any(String) });
    expect(placed.footprint.width).toBeGreaterThan(100);
    expect(call.facts[sofa.id]).toMatchObject({ name: sofa.name, modelUrl: expect.stringMatching(/^\/media\/models\/.+\.glb$/) });
    expect(Array.isArray(call.warnings)).toBe(true);
    // The client sees the same room; another client does not see the board at all.
    expect((await roomOf('client')).data.placements).toHaveLength(2);
    expect((await roomOf('stranger')).status).toBe(404);
  });

  it('the designer arranges; a move outside the walls and a client moving the designer\'s piece are refused and change nothing', async () => {
    const { d, c, runtime, boardId, errors } = await ready;
    const laid = (await roomOf('designer')).data.placements.find((p: any) => p.objectId === 'sofa');
    const pose: Place3D = { x: laid.x, y: laid.y, rotation: laid.rotation, surface: 'floor', wall: null, on: null, elevation: 0 };

    const dErrors: string[] = [];
    d.on('error', (m) => dErrors.push(m));
    d.apply(placeObjects(d.board, [{ id: 'sofa', place: { ...pose, x: -400 } }], uid()));
    await until(d, () => dErrors.length > 0);
    expect(dErrors).toEqual([placementMessages.outside]);
    await until(d, () => d.pending.length === 0);

    const cErrors: string[] = [];
    c.on('error', (m) => cErrors.push(m));
    c.apply(placeObjects(c.board, [{ id: 'sofa', place: { ...pose, x: pose.x + 30 } }], uid()));
    await until(c, () => cErrors.length > 0);
    expect(cErrors).toEqual([notYoursMessage]);
    await settled(runtime);
    expect((await getBoardRow(runtime.db, boardId))!.board.objects.sofa!.place).toBeUndefined();

    d.apply(placeObjects(d.board, [{ id: 'sofa', place: { ...pose, x: pose.x + 20 } }], uid()));
    await until(c, () => c.board.objects.sofa?.place?.x === pose.x + 20);
    const sofaNow = async () => (await roomOf('client')).data.placements.find((p: any) => p.objectId === 'sofa');
    await expect.poll(async () => (await sofaNow())?.placed, { timeout: 20_000, interval: 50 }).toBe(true);
    expect(await sofaNow()).toMatchObject({ placed: true, x: pose.x + 20, y: pose.y });
    expect(errors).toEqual([]);
  });
  it('a DIY board stands in the room its client measured on /diy/measurements; another client does not see it', async () => {
    const { base, runtime, errors, stranger } = await ready;
    const diyer = await signedIn(runtime, base, 'client', 'r3d-diy');
    const started = await diyer.call('/diy/start', { roomType: 'bedroom' });
    expect(started.success).toBe(true);
    const diyId = started.data.diyId as string;
    const board = await diyer.call('/diymb/create', { diyId });
    const boardId = board.data.boardId as string;
    // Before measuring: the bedroom's default room.
    const before = await diyer.call(`/diymb/${boardId}/room`);
    expect(before.status).toBe(200);
    expect(before.data.roomSource).toBe('default');
    // 12 ft 6 in × 14 ft, ceiling 9 ft: 381 × 426.7 cm, 274.3 cm high.
    const saved = await diyer.call('/diy/save', { id: diyId, step: 'MEASUREMENTS', values: JSON.stringify({ width: { feet: 12, inches: 6 }, length: { feet: 14, inches: 0 }, ceiling: { feet: 9, inches: 0 } }) });
    expect(saved.success).toBe(true);
    const after = await diyer.call(`/diymb/${boardId}/room`);
    expect(after.status).toBe(200);
    expect(after.data.roomSource).toBe('brief');
    expect(after.data.room.shape).toEqual({ type: 'rectangle', width: 381, length: 426.7 });
    expect(after.data.room.ceiling).toBe(274.3);
    expect(before.data.room.shape).not.toEqual(after.data.room.shape);
    expect((await stranger.call(`/diymb/${boardId}/room`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
