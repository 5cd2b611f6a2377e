import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../../domain/canvas/board';
import type { CanvasBoardEvent } from '../../../domain/canvas/canvas-board';
import { canvasBoardDecider } from '../../../domain/canvas/canvas-board.decide';
import { textObject } from '../../../domain/canvas/objects';
import { addObjects } from '../../../domain/canvas/operations';
import { boardStreamFold } from './board-state.server';

const boardId = 'mb0123456789abcdef';
const now = '2026-12-01T10:00:00.000Z';
const at = { left: 0, top: 0, width: 10, height: 10 };
const created: CanvasBoardEvent = { type: 'BoardCreated', data: { boardId, project: { kind: 'need', id: 'nd1' }, name: 'Living room', members: [{ userId: 'des', role: 'designer' }], initial: { background: emptyBoard().background, roomName: null }, initialChanges: ['AA01', 'AA02'], createdAt: now } };
const first = addObjects(emptyBoard(), [textObject('t1', 'des', at, 'one')], 'uuid-1');
const changed = (entry: typeof first, changes: string[]): CanvasBoardEvent => ({ type: 'BoardChanged', data: { boardId, actorId: 'des', entry, changes, restoredFrom: null, changedAt: now } });
const renamed: CanvasBoardEvent = { type: 'BoardRenamed', data: { boardId, name: 'Den', renamedAt: now } };

describe("a board's stream, folded for the editor", () => {
  it("keeps the decider's own state and, beside it, the document's change bytes in stream order", () => {
    const second = addObjects(canvasBoardDecider.evolve(canvasBoardDecider.evolve(canvasBoardDecider.initialState(), created), changed(first, [])).board, [textObject('t2', 'des', at, 'two')], 'uuid-2');
    const events = [created, changed(first, ['BB01']), renamed, changed(second, ['CC01', 'CC02'])];
    const folded = events.reduce(boardStreamFold.evolve, boardStreamFold.initialState());
    expect(folded.aggregate).toEqual(events.reduce(canvasBoardDecider.evolve, canvasBoardDecider.initialState()));
    expect(folded.aggregate.meta?.name).toBe('Den');
    expect(folded.initialChanges).toEqual(['AA01', 'AA02']);
    expect(folded.changeLog).toEqual([
      { uuid: 'uuid-1', changes: ['BB01'] },
      { uuid: 'uuid-2', changes: ['CC01', 'CC02'] },
    ]);
  });
});
