import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { defaultRoom } from '../rooms/defaults';
import { type Board, emptyBoard } from './board';
import { canvasBoardDecider } from './canvas-board.decide';
import { applyEntry, diffBoards } from './entry';
import { productObject } from './objects';
import { setBoardViews } from './operations';
import { checkChange, viewsRightsMessage } from './rights';
import { historyEntrySchema } from './schemas';
import { emptyUndo, recordChange, undo } from './undo';
import { type BoardView, viewFromCamera, viewMessages, viewOutsideRoom } from './views';

/** The designer's views for the renders (issue 23, ADR 038): the `views` change. */

const room = defaultRoom('living room');
const view = (id: string, name: string, eye = { x: 100, y: 150, z: 100 }, fov = 52): BoardView => ({ id, name, eye, target: { x: room.shape.width / 2, y: 80, z: room.shape.length / 2 }, fov });
const product = (id: string, owner: string) =>
  productObject(id, owner, { left: 0, top: 0, width: 100, height: 100 }, { productId: `g-${id}`, name: `Sofa ${id}`, priceCents: 100_00, image: '/media/x.webp' });
function boardOf(): Board {
  const b = emptyBoard();
  return { ...b, objects: { sofa: product('sofa', 'designer') } };
}
const designer = { userId: 'designer', role: 'designer' as const };
const client = { userId: 'client', role: 'client' as const };

function refusal(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('views for the renders (issue 23)', () => {
  it('saves a valid view in one entry whose undo side is "the rule’s viewpoints"', () => {
    const board = boardOf();
    const entry = setBoardViews(board, [view('v1', '  Sofa wall  ')], 'u-view-0001', room);
    expect(entry).toMatchObject({ action: 'views', ids: [], boardChanged: { views: [{ id: 'v1', name: 'Sofa wall' }] }, boardUnchanged: { views: null } });
    const after = applyEntry(board, entry);
    expect(after.views).toEqual([{ ...view('v1', 'Sofa wall') }]);
    expect(after.objects).toEqual(board.objects);
    expect(diffBoards(board, after, 'views', 'u-view-0001')).toEqual(entry);
    expect(historyEntrySchema.safeParse(entry).success).toBe(true);
    // No views left: no key, as a board that never had any.
    const back = applyEntry(after, setBoardViews(after, [], 'u-view-0002', room));
    expect(back).toEqual(board);
    expect('views' in back).toBe(false);
  });

  it('the page’s opening overview (outside the walls, above the room) can be saved', () => {
    // room-scene.client.ts frame(): target at the centre, the camera span·0.35 across, span·0.95 + 1.2 m up, span·1.05 back (metres).
    const span = Math.max(room.shape.width, room.shape.length) / 100;
    const c = { x: room.shape.width / 200, z: room.shape.length / 200 };
    const v = viewFromCamera('ov', 'View 1', { position: [c.x + span * 0.35, span * 0.95 + 1.2, c.z + span * 1.05], target: [c.x, 0.6, c.z], fov: 50 });
    expect(viewOutsideRoom(room, v)).toBeNull();
    expect(() => setBoardViews(boardOf(), [v], 'u-view-0003', room)).not.toThrow();
  });

  it.each([
    ['a field of view of 10°', [view('v1', 'Narrow', undefined, 10)], viewMessages.fov],
    ['a field of view of 120°', [view('v1', 'Wide', undefined, 120)], viewMessages.fov],
    ['an eye far outside the room', [view('v1', 'Far', { x: 100, y: 150, z: 5_000 })], viewMessages.outside],
    ['an eye below the floor', [view('v1', 'Under', { x: 100, y: -2_000, z: 100 })], viewMessages.outside],
    ['an eye at infinity', [view('v1', 'Inf', { x: Infinity, y: 150, z: 100 })], viewMessages.point],
    ['a name of 41 characters', [view('v1', 'x'.repeat(41))], viewMessages.name],
    ['an empty name', [view('v1', '   ')], viewMessages.name],
    ['seven views', Array.from({ length: 7 }, (_, i) => view(`v${i}`, `View ${i}`)), viewMessages.count],
    ['two views with one id', [view('v1', 'A'), view('v1', 'B')], viewMessages.duplicate],
  ])('refuses %s with a clear message, and nothing changes', (_name, views, message) => {
    const board = boardOf();
    expect(refusal(() => setBoardViews(board, views, 'u-view-0004', room)).message).toBe(message);
    expect(board.views).toBeUndefined();
  });

  it('a forged entry with a bad view is refused by the command’s schema', () => {
    const forged = { ids: [], changed: {}, unchanged: {}, action: 'views', uuid: 'u-view-0005', boardChanged: { views: [view('v1', 'A', undefined, 5)] }, boardUnchanged: { views: null } };
    expect(historyEntrySchema.safeParse(forged).success).toBe(false);
  });

  it('only the designer and staff choose the views; a client is refused even with edit rights', () => {
    const board = boardOf();
    const entry = setBoardViews(board, [view('v1', 'A')], 'u-view-0006', room);
    expect(checkChange(board, entry, designer, false)).toEqual({ ok: true });
    expect(checkChange(board, entry, { userId: 'staff-1', role: 'staff' }, false)).toEqual({ ok: true });
    expect(checkChange(board, entry, client, false)).toEqual({ ok: false, message: viewsRightsMessage });
    expect(checkChange(board, entry, client, true)).toEqual({ ok: false, message: viewsRightsMessage });
    // The command refuses it too, and appends nothing.
    const meta = { boardId: 'mb0123456789abcdef', project: { kind: 'need' as const, id: 'n1' }, name: 'B', members: [{ userId: 'designer', role: 'designer' as const }, { userId: 'client', role: 'client' as const }], clientCanEdit: true, shareKeyHashes: [], private: false };
    const state = { meta, board, history: [] };
    const command = (userId: string) => ({ type: 'ChangeBoard' as const, data: { boardId: meta.boardId, entry, changes: [] }, metadata: { actor: { kind: 'user' as const, userId, roles: [] }, now: '2026-12-01T00:00:00Z', commandId: 'c1' } });
    expect(() => canvasBoardDecider.decide(command('client') as never, state as never)).toThrow(viewsRightsMessage);
    const events = canvasBoardDecider.decide(command('designer') as never, state as never);
    expect(canvasBoardDecider.evolve(state as never, events[0]!).board.views).toEqual([view('v1', 'A')]);
  });

  it('undo removes only the designer’s view: a view staff saved since stays', () => {
    let board = boardOf();
    const mine = setBoardViews(board, [view('mine', 'Mine')], 'u-view-0007', room);
    board = applyEntry(board, mine);
    board = applyEntry(board, setBoardViews(board, [...board.views!, view('theirs', 'Theirs', { x: 300, y: 150, z: 200 })], 'u-view-0008', room));
    const step = undo(recordChange(emptyUndo(), mine), board, 'u-view-0009');
    expect(step.entry).toMatchObject({ action: 'views', boardChanged: { views: [{ id: 'theirs' }] } });
    board = applyEntry(board, step.entry!);
    expect(board.views!.map((v) => v.id)).toEqual(['theirs']);
  });

  it('undo of a rename or a removal puts the view back as it was, and leaves a view renamed since alone', () => {
    let board = applyEntry(boardOf(), setBoardViews(boardOf(), [view('a', 'A'), view('b', 'B')], 'u-view-0010', room));
    const removal = setBoardViews(board, [view('b', 'B')], 'u-view-0011', room);
    board = applyEntry(board, removal);
    board = applyEntry(board, undo(recordChange(emptyUndo(), removal), board, 'u-view-0012').entry!);
    expect(board.views!.map((v) => v.name)).toEqual(['A', 'B']);
    const rename = setBoardViews(board, [view('a', 'Sofa'), view('b', 'B')], 'u-view-0013', room);
    board = applyEntry(board, rename);
    board = applyEntry(board, setBoardViews(board, [view('a', 'Sofa corner'), view('b', 'B')], 'u-view-0014', room)); // someone renamed it again
    const step = undo(recordChange(emptyUndo(), rename), board, 'u-view-0015');
    expect(step.entry!.boardChanged).toBeUndefined();
  });
});
