import { describe, expect, it } from 'vitest';
import { type Board, emptyBoard, type HistoryEntry } from './board';
import { applyEntry } from './entry';
import { textObject } from './objects';
import { addObjects, deleteObjects, dragObjects, react, setRoomName } from './operations';
import { type BoardUser, checkChange, getIsCanEdit } from './rights';

const at = { left: 0, top: 0, width: 10, height: 10 };
const board: Board = applyEntry(emptyBoard(), addObjects(emptyBoard(), [textObject('d1', 'des', at, 'designer item'), textObject('c1', 'cli', at, 'client item')], 'uuid-seed'));
const designer: BoardUser = { userId: 'des', role: 'designer' };
const client: BoardUser = { userId: 'cli', role: 'client' };
const staff: BoardUser = { userId: 'stf', role: 'staff' };
const viewer: BoardUser = { userId: 'viewer', role: 'viewer' };

const cases: { name: string; who: BoardUser; entry: HistoryEntry; canEdit?: boolean; ok: boolean; message?: string }[] = [
  { name: 'designer moves the client item', who: designer, entry: dragObjects(board, [{ id: 'c1', left: 5, top: 5 }], 'uuid-1'), ok: true },
  { name: 'staff deletes anything', who: staff, entry: deleteObjects(board, ['d1', 'c1'], 'uuid-2'), ok: true },
  { name: 'client moves their own item', who: client, entry: dragObjects(board, [{ id: 'c1', left: 5, top: 5 }], 'uuid-3'), ok: true },
  { name: "client moves the designer's item", who: client, entry: dragObjects(board, [{ id: 'd1', left: 5, top: 5 }], 'uuid-4'), ok: false, message: 'You can only change your own items on this board' },
  { name: "client deletes the designer's item", who: client, entry: deleteObjects(board, ['d1'], 'uuid-5'), ok: false },
  { name: "client with edit rights moves the designer's item", who: client, canEdit: true, entry: dragObjects(board, [{ id: 'd1', left: 5, top: 5 }], 'uuid-6'), ok: true },
  { name: 'client adds their own item', who: client, entry: addObjects(board, [textObject('c2', 'cli', at, 'x')], 'uuid-7'), ok: true },
  { name: "client adds an item in the designer's name", who: client, entry: addObjects(board, [textObject('c3', 'des', at, 'x')], 'uuid-8'), ok: false, message: 'New items must be your own' },
  { name: "designer adds an item in the client's name", who: designer, entry: addObjects(board, [textObject('c3', 'cli', at, 'x')], 'uuid-9'), ok: false, message: 'New items must be your own' },
  { name: "client reacts on the designer's item", who: client, entry: react(board, 'd1', 'cli', '❤️', 'uuid-10'), ok: true },
  { name: "client sets the designer's reaction", who: client, entry: react(board, 'd1', 'des', '❤️', 'uuid-11'), ok: false, message: 'You can only set your own reaction' },
  { name: 'client renames the room', who: client, entry: setRoomName(board, { text: 'Den', left: 0, top: 0 }, 'uuid-12'), ok: false },
  { name: 'client takes over an item of the designer', who: client, entry: { ids: ['d1'], changed: { d1: { ownerId: 'cli' } }, unchanged: { d1: { ownerId: 'des' } }, action: 'edit', uuid: 'uuid-13' }, ok: false },
  { name: 'viewer moves their… nothing', who: viewer, entry: dragObjects(board, [{ id: 'c1', left: 5, top: 5 }], 'uuid-14'), ok: false, message: 'This board is read-only' },
];

describe('checkChange', () => {
  it.each(cases)('$name → $ok', ({ who, entry, canEdit, ok, message }) => {
    const result = checkChange(board, entry, who, canEdit ?? false);
    expect(result.ok).toBe(ok);
    if (message) expect(result).toEqual({ ok: false, message });
  });
  it.each([
    ['designer', false, true], ['staff', false, true], ['client', false, false], ['client', true, true], ['viewer', true, false],
  ] as const)('getIsCanEdit(%s, granted %s) = %s', (role, granted, expected) => {
    expect(getIsCanEdit(role, granted)).toBe(expected);
  });
});
