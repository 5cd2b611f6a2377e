import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { canvasContext } from './context';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import type { CanvasBoardEvent } from './canvas-board';
import { canvasBoardDecider, type CanvasBoardCommand, createBoardSchema } from './canvas-board.decide';
import { textObject } from './objects';
import { addObjects, dragObjects } from './operations';
import { emptyBoard } from './board';

const spec = specFor(canvasBoardDecider);
const boardId = 'mb0123456789abcdef';
const client: Actor = { kind: 'user', userId: 'cli', email: 'c@x', roles: ['client'] };
const designer: Actor = { kind: 'user', userId: 'des', email: 'd@x', roles: ['designer'] };
const stranger: Actor = { kind: 'user', userId: 'zed', email: 'z@x', roles: ['client'] };
const now = '2026-12-01T10:00:00.000Z';
const cmd = (type: CanvasBoardCommand['type'], data: object, actor: Actor) => ({ type, data, metadata: { commandId: 'c1', now, actor } }) as CanvasBoardCommand;
const created: CanvasBoardEvent = { type: 'BoardCreated', data: { boardId, project: { kind: 'need', id: 'nd1' }, name: 'Living room', members: [{ userId: 'cli', role: 'client' }, { userId: 'des', role: 'designer' }], initial: { background: emptyBoard().background, roomName: null }, initialChanges: [], createdAt: now } };
const at = { left: 0, top: 0, width: 10, height: 10 };
const addByDesigner = addObjects(emptyBoard(), [textObject('d1', 'des', at, 'd')], 'uuid-add-1');
const added: CanvasBoardEvent = { type: 'BoardChanged', data: { boardId, actorId: 'des', entry: addByDesigner, changes: [], restoredFrom: null, changedAt: now } };

describe('board aggregate', () => {
  it("a private draft board takes no client: not as a member, not by a share key, not even one listed on it (issue 20)", () => {
    const draft: CanvasBoardEvent = { type: 'BoardCreated', data: { ...created.data, members: [{ userId: 'des', role: 'designer' }], private: true } as never };
    spec([draft]).when(cmd('AddBoardMember', { boardId, member: { userId: 'cli', role: 'client' } }, { kind: 'system' })).thenThrows('FORBIDDEN');
    spec([draft]).when(cmd('CreateShareKey', { boardId, keyId: 'abcdef12', keyHash: 'a'.repeat(64) }, designer)).thenThrows('FORBIDDEN');
    const listed: CanvasBoardEvent = { type: 'BoardCreated', data: { ...created.data, private: true } as never };
    spec([listed]).when(cmd('ChangeBoard', { boardId, entry: addObjects(emptyBoard(), [textObject('c1', 'cli', at, 'c')], 'uuid-add-9'), changes: [] }, client)).thenThrows('BOARD_NOT_FOUND');
    spec([]).when(cmd('CreateBoard', { ...created.data, private: true }, designer)).thenThrows('FORBIDDEN');
  });
  it('a member changes the board; the event carries the actor, the entry and the bytes', () => {
    spec([created]).when(cmd('ChangeBoard', { boardId, entry: addByDesigner, changes: ['AAEC'] }, designer)).then([{ type: 'BoardChanged', data: { boardId, actorId: 'des', entry: addByDesigner, changes: ['AAEC'], restoredFrom: null, changedAt: now } }]);
  });
  it("another user's board is not found", () => {
    spec([created]).when(cmd('ChangeBoard', { boardId, entry: addByDesigner, changes: [] }, stranger)).thenThrows('BOARD_NOT_FOUND');
    spec([created]).when(cmd('RenameBoard', { boardId, name: 'Mine' }, stranger)).thenThrows('BOARD_NOT_FOUND');
  });
  it("the client cannot move the designer's item until granted edit rights", () => {
    const board = canvasBoardDecider.evolve(canvasBoardDecider.evolve(canvasBoardDecider.initialState(), created), added).board;
    const drag = dragObjects(board, [{ id: 'd1', left: 9, top: 9 }], 'uuid-drag-1');
    spec([created, added]).when(cmd('ChangeBoard', { boardId, entry: drag, changes: [] }, client)).thenThrows('FORBIDDEN');
    const granted: CanvasBoardEvent = { type: 'BoardEditRightsGranted', data: { boardId, grantedAt: now } };
    expect(canvasBoardDecider.decide(cmd('ChangeBoard', { boardId, entry: drag, changes: [] } as never, client), [created, added, granted].reduce(canvasBoardDecider.evolve, canvasBoardDecider.initialState()))).toHaveLength(1);
  });
  it('only the designer grants edit rights; a repeated change id is refused', () => {
    spec([created]).when(cmd('GrantBoardEditRights', { boardId }, client)).thenThrows('FORBIDDEN');
    spec([created]).when(cmd('GrantBoardEditRights', { boardId }, designer)).then([{ type: 'BoardEditRightsGranted', data: { boardId, grantedAt: now } }]);
    spec([created, added]).when(cmd('ChangeBoard', { boardId, entry: addByDesigner, changes: [] }, designer)).thenThrows('CHANGE_REPEATED');
  });
  it('restore needs a state in the history', () => {
    spec([created, added]).when(cmd('RestoreBoardState', { boardId, toUuid: 'nope', entry: { ...addByDesigner, uuid: 'uuid-r-1', ids: [], changed: {}, unchanged: {} }, changes: [] }, designer)).thenThrows('STATE_UNKNOWN');
  });
  it('the system adds a member the project names (a designer assigned later); nobody else may', () => {
    const system: Actor = { kind: 'system' };
    spec([created]).when(cmd('AddBoardMember', { boardId, member: { userId: 'des2', role: 'designer' } }, system)).then([{ type: 'BoardMemberAdded', data: { boardId, member: { userId: 'des2', role: 'designer' }, addedAt: now } }]);
    spec([created]).when(cmd('AddBoardMember', { boardId, member: { userId: 'des', role: 'designer' } }, system)).then([]);
    expect(() => authorize(designer, 'AddBoardMember', canvasContext.rules)).toThrow();
    const added: CanvasBoardEvent = { type: 'BoardMemberAdded', data: { boardId, member: { userId: 'zed', role: 'client' }, addedAt: now } };
    spec([created, added]).when(cmd('RenameBoard', { boardId, name: 'Ours' }, stranger)).then([{ type: 'BoardRenamed', data: { boardId, name: 'Ours', renamedAt: now } }]);
  });
  it("a board made without naming its first document's parts starts from the empty board's", () => {
    const parsed = createBoardSchema.parse({ boardId, project: { kind: 'diy', id: 'dy1' }, name: 'Mine', members: [{ userId: 'cli', role: 'designer' }], initialChanges: [] });
    expect(parsed.initial).toEqual({ background: emptyBoard().background, roomName: null });
  });
  it('authz lists every board command; edit rights need sign-in', () => {
    for (const type of ['CreateBoard', 'RenameBoard', 'CreateShareKey', 'ChangeBoard', 'RestoreBoardState']) expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, type, canvasContext.rules)).not.toThrow();
    expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, 'GrantBoardEditRights', canvasContext.rules)).toThrow();
  });
});
