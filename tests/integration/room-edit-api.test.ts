import { describe, expect, it } from 'vitest';
import type { Place3D } from '../../domain/canvas/board';
import { entryFor } from '../../domain/canvas/entry';
import { productObject } from '../../domain/canvas/objects';
import { addObjects, placeObjects, setBoardRoom } from '../../domain/canvas/operations';
import { roomRightsMessage } from '../../domain/canvas/rights';
import { roomMessages, type Room } from '../../domain/rooms/room';
import { getBoardRow } from '../../projections/canvas/boards';
import { designBoard, signedIn, syncClient, until } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled as readModelsSettled } from '../support/processes';

/** The board's own room (issue 23, ADR 039) over the real socket and JSON calls. */

let n = 0;
const uid = () => `uuid-redit-${++n}-${Math.random().toString(36).slice(2, 8)}`;

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'redit-des');
  const client = await signedIn(runtime, base, 'client', 'redit-cli');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  const sofa = (await runtime.db('catalogue_goods_v1').where('delisted', false).whereILike('name', '%sofa%').whereNotNull('dimensions').orderBy('id').first()) as { id: string; name: string; price_cents: number };
  const d = syncClient(base, designer.token!, boardId);
  const c = syncClient(base, client.token!, boardId);
  d.connect();
  c.connect();
  await until(d, () => d.connected && d.ready);
  await until(c, () => c.connected && c.ready);
  d.apply(addObjects(d.board, [productObject('sofa', designer.userId, { left: 100, top: 300, width: 200, height: 200 }, { productId: sofa.id, name: sofa.name, priceCents: sofa.price_cents, image: '/favicon.ico' })], uid()));
  await until(c, () => Boolean(c.board.objects.sofa));
  return { runtime, base, errors, designer, client, boardId, d, c };
})();

const call = async (who: 'designer' | 'client') => {
  const r = await ready;
  return (await r[who].call(`/diymb/${r.boardId}/room`)).data as { roomSource: string; room: Room; projectRoom: { room: Room; source: string }; warnings: { kind: string; objectIds: string[] }[] };
};
/** The room call once the read model shows what the sockets did. */
const settled = async (test: (c: Awaited<ReturnType<typeof call>>) => boolean) => {
  await expect.poll(async () => test(await call('designer')), { timeout: 20_000, interval: 50 }).toBe(true);
  return call('designer');
};

describe('the designer changes the board’s room (issue 23)', () => {
  it('widens it: the JSON call, the client’s document and the plan PDF show the board’s room; a client’s forged room is refused', async () => {
    const { d, c, runtime, boardId, designer, errors } = await ready;
    const before = await call('designer');
    expect(before.roomSource).toBe('default');
    const width = before.room.shape.width + 150;
    const wider: Room = { ...before.room, shape: { ...before.room.shape, width }, wallColour: 'sage' };
    d.apply(setBoardRoom(d.board, wider, uid()));
    await until(c, () => c.board.room?.shape.width === width);

    const after = await settled((x) => x.roomSource === 'board');
    expect(after.room.shape.width).toBe(width);
    expect(after.room.wallColour).toBe('sage');
    expect(after.projectRoom).toEqual({ room: before.room, source: 'default' });
    expect((await call('client')).room.shape.width).toBe(width);
    const history = await designer.call(`/diymb/${boardId}/history`);
    expect(history.data[0]).toMatchObject({ action: 'room', actorId: designer.userId });

    const pdf = await fetch(`${(await ready).base}/design/download?boardId=${boardId}`, { headers: { authorization: designer.token! } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain(`\\(${Math.round(width)} cm\\)`); // PDF text escapes its parentheses

    // The client forges a room change of their own: refused with the rule's words, nothing changes anywhere.
    const cErrors: string[] = [];
    c.on('error', (m) => cErrors.push(m));
    c.apply(setBoardRoom(c.board, { ...wider, shape: { ...wider.shape, width: width + 100 } }, uid()));
    await until(c, () => cErrors.length > 0);
    expect(cErrors).toEqual([roomRightsMessage]);
    await until(c, () => c.pending.length === 0 && c.board.room?.shape.width === width);
    await readModelsSettled(runtime);
    expect((await getBoardRow(runtime.db, boardId))!.board.room!.shape.width).toBe(width);
    expect(d.board.room!.shape.width).toBe(width);

    // An absurd room sent past the page's own check: the room model's field message, nothing changed.
    const dErrors: string[] = [];
    d.on('error', (m) => dErrors.push(m));
    d.apply(entryFor(d.board, 'room', uid(), {}, { room: { ...wider, shape: { ...wider.shape, width: -5 } } }));
    await until(d, () => dErrors.length > 0);
    expect(dErrors).toEqual([roomMessages.side('width')]);
    await until(d, () => d.pending.length === 0 && d.board.room?.shape.width === width);
    expect(errors).toEqual([]);
  });

  it('a piece left outside the walls by a smaller room is a warning, not a failure, and can be moved back; restore brings back an earlier room', async () => {
    const { d, c, designer, boardId, errors } = await ready;
    const start = await settled((x) => x.roomSource === 'board');
    const history = await designer.call(`/diymb/${boardId}/history`);
    const wideRoomUuid = history.data[0].uuid as string;
    const far: Place3D = { x: start.room.shape.width - 130, y: 150, rotation: 0, surface: 'floor', wall: null, on: null, elevation: 0 };
    const dErrors: string[] = [];
    d.on('error', (m) => dErrors.push(m));
    d.apply(placeObjects(d.board, [{ id: 'sofa', place: far }], uid()));
    await until(d, () => d.pending.length === 0);
    expect(dErrors).toEqual([]);
    await until(c, () => c.board.objects.sofa?.place?.x === far.x);
    // Back to the project's (narrower) room: the sofa now stands outside.
    d.apply(setBoardRoom(d.board, null, uid()));
    await until(c, () => !c.board.room);
    const narrow = await settled((x) => x.roomSource === 'default' && x.warnings.some((w) => w.kind === 'outside'));
    expect(narrow.warnings.find((w) => w.kind === 'outside')!.objectIds).toEqual(['sofa']);
    // The designer moves it back in.
    d.apply(placeObjects(d.board, [{ id: 'sofa', place: { ...far, x: narrow.room.shape.width / 2 } }], uid()));
    await settled((x) => !x.warnings.some((w) => w.kind === 'outside'));
    // Restore the state right after the room was widened: the board's room comes back.
    const restored = await designer.call(`/diymb/${boardId}/restore`, { uuid: wideRoomUuid });
    expect(restored.success).toBe(true);
    expect((await call('designer')).room.shape.width).toBe(start.room.shape.width);
    await until(c, () => c.board.room?.shape.width === start.room.shape.width);
    expect(errors).toEqual([]);
  });
});
