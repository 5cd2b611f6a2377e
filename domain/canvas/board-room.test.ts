import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { defaultRoom } from '../rooms/defaults';
import { roomMessages, type Room } from '../rooms/room';
import { type Board, emptyBoard, type Place3D } from './board';
import { canvasBoardDecider } from './canvas-board.decide';
import { applyEntry, diffBoards } from './entry';
import { productObject } from './objects';
import { addObjects, placeObjects, setBoardRoom } from './operations';
import { checkChange, roomRightsMessage } from './rights';
import { historyEntrySchema } from './schemas';
import { emptyUndo, finished, recordChange, redo, undo } from './undo';

/** The board's own room (issue 23, ADR 039): the `room` change. */

const product = (id: string, owner: string) =>
  productObject(id, owner, { left: 0, top: 0, width: 100, height: 100 }, { productId: `g-${id}`, name: `Sofa ${id}`, priceCents: 100_00, image: '/media/x.webp' });
const pose = (x: number, y: number): Place3D => ({ x, y, rotation: 0, surface: 'floor', wall: null, on: null, elevation: 0 });
const base = defaultRoom('living room');
const wider = (width: number): Room => ({ ...base, shape: { ...base.shape, width } });

function boardOf(): Board {
  const b = emptyBoard();
  return applyEntry(b, addObjects(b, [product('sofa', 'designer'), product('chair', 'client')], 'seed-00001'));
}

const designer = { userId: 'designer', role: 'designer' as const };
const client = { userId: 'client', role: 'client' as const };

describe('the board’s room (issue 23)', () => {
  it('sets a whole checked room in one entry whose undo side is "the project’s room"', () => {
    const board = boardOf();
    const entry = setBoardRoom(board, wider(612.34), 'u-room-0001');
    expect(entry).toMatchObject({ action: 'room', ids: [], boardChanged: { room: { shape: { width: 612.3 } } }, boardUnchanged: { room: null } });
    const after = applyEntry(board, entry);
    expect(after.room).toEqual(wider(612.3));
    expect(after.objects).toEqual(board.objects);
    // The entry is what the server would derive from the two boards, and a valid history entry.
    expect(diffBoards(board, after, 'room', 'u-room-0001')).toEqual(entry);
    expect(historyEntrySchema.safeParse(entry).success).toBe(true);
    // null goes back to the project's room: no room key, as before.
    const back = applyEntry(after, setBoardRoom(after, null, 'u-room-0002'));
    expect(back).toEqual(board);
    expect('room' in back).toBe(false);
  });

  it('a door’s hinge side and swing are the room’s to change', () => {
    const withDoor: Room = { ...base, openings: [{ id: 'd1', type: 'door', wall: 2, offset: 40, width: 90, height: 203, sill: 0, hinge: 'left', swing: 'in' }] };
    let board = applyEntry(boardOf(), setBoardRoom(boardOf(), withDoor, 'u-room-0003'));
    board = applyEntry(board, setBoardRoom(board, { ...withDoor, openings: [{ ...withDoor.openings[0]!, hinge: 'right', swing: 'out' }] }, 'u-room-0004'));
    expect(board.room!.openings[0]).toMatchObject({ hinge: 'right', swing: 'out' });
  });

  it.each([
    ['a width of 0', { ...base, shape: { ...base.shape, width: 0 } }, 'shape.width', roomMessages.side('width')],
    ['an absurd length', { ...base, shape: { ...base.shape, length: 1e6 } }, 'shape.length', roomMessages.side('length')],
    ['a negative ceiling', { ...base, ceiling: -250 }, 'ceiling', roomMessages.ceiling],
    ['an unknown floor', { ...base, floor: { ...base.floor, material: 'lava' } }, 'floor.material', roomMessages.material],
  ])('refuses %s with the field’s message, and nothing changes', (_name, room, field, message) => {
    const board = boardOf();
    let thrown: unknown;
    try {
      setBoardRoom(board, room, 'u-room-0005');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).message).toBe(message);
    expect((thrown as ValidationError).fields[field]).toBe(message);
    // A forged entry carrying that room is refused by the command's schema too.
    const forged = { ids: [], changed: {}, unchanged: {}, action: 'room', uuid: 'u-room-0006', boardChanged: { room }, boardUnchanged: { room: null } };
    expect(historyEntrySchema.safeParse(forged).success).toBe(false);
  });

  it('only the designer and staff change the room; a client is refused even with edit rights', () => {
    const board = boardOf();
    const entry = setBoardRoom(board, wider(700), 'u-room-0007');
    expect(checkChange(board, entry, designer, false)).toEqual({ ok: true });
    expect(checkChange(board, entry, { userId: 'staff-1', role: 'staff' }, false)).toEqual({ ok: true });
    expect(checkChange(board, entry, client, false)).toEqual({ ok: false, message: roomRightsMessage });
    expect(checkChange(board, entry, client, true)).toEqual({ ok: false, message: roomRightsMessage });
    expect(checkChange(board, setBoardRoom(board, null, 'u-room-0008'), client, true).ok).toBe(true); // nothing to change: no room part
  });

  it('the ChangeBoard command refuses a client’s room change and appends nothing', () => {
    const meta = { boardId: 'mb0123456789abcdef', project: { kind: 'need' as const, id: 'n1' }, name: 'B', members: [{ userId: 'designer', role: 'designer' as const }, { userId: 'client', role: 'client' as const }], clientCanEdit: true, shareKeyHashes: [], private: false };
    const state = { meta, board: boardOf(), history: ['seed-00001'] };
    const entry = setBoardRoom(state.board, wider(700), 'u-room-0009');
    const command = (userId: string) => ({ type: 'ChangeBoard' as const, data: { boardId: meta.boardId, entry, changes: [] }, metadata: { actor: { kind: 'user' as const, userId, roles: [] }, now: '2026-12-01T00:00:00Z', commandId: 'c1' } });
    expect(() => canvasBoardDecider.decide(command('client') as never, state as never)).toThrow(roomRightsMessage);
    const events = canvasBoardDecider.decide(command('designer') as never, state as never);
    expect(events).toHaveLength(1);
    const next = canvasBoardDecider.evolve(state as never, events[0]!);
    expect(next.board.room).toEqual(wider(700));
  });

  it('undo restores only the designer’s room change: the client’s moves since stay', () => {
    let board = boardOf();
    const mine = setBoardRoom(board, wider(700), 'u-room-0010');
    board = applyEntry(board, mine);
    let stack = recordChange(emptyUndo(), mine);
    board = applyEntry(board, placeObjects(board, [{ id: 'chair', place: pose(600, 100) }], 'u-room-0011'));
    const step = undo(stack, board, 'u-room-0012');
    expect(step.entry).toMatchObject({ action: 'room', ids: [], boardChanged: { room: null } });
    board = applyEntry(board, step.entry!);
    stack = finished(step.state);
    expect(board.room).toBeUndefined();
    // The chair the client put where the wider room reached is still there: the page warns of it, nothing breaks.
    expect(board.objects.chair!.place).toEqual(pose(600, 100));
    board = applyEntry(board, redo(stack, board, 'u-room-0013').entry!);
    expect(board.room).toEqual(wider(700));
  });

  it('undo leaves a room someone changed since alone', () => {
    let board = boardOf();
    const mine = setBoardRoom(board, wider(700), 'u-room-0014');
    board = applyEntry(board, mine);
    board = applyEntry(board, setBoardRoom(board, wider(800), 'u-room-0015')); // staff's change
    const step = undo(recordChange(emptyUndo(), mine), board, 'u-room-0016');
    expect(step.entry!.boardChanged).toBeUndefined();
    expect(applyEntry(board, step.entry!).room).toEqual(wider(800));
  });
});
