import { describe, expect, it } from 'vitest';
import { diffBoards } from '../../../domain/canvas/entry';
import { setBoardRoom } from '../../../domain/canvas/operations';
import { defaultRoom } from '../../../domain/rooms/defaults';
import { allChanges, applyEntryToDoc, boardFromDoc, createBoardDoc, docFromChanges } from './doc';

/** The board's own room in the Automerge document (issue 23, ADR 039). */
describe('the board’s room in the document', () => {
  const room = { ...defaultRoom('bedroom'), wallColour: 'sage' as const };

  it('is written as one change, read back whole, replayed from the changes, and set back to the project’s', () => {
    const start = createBoardDoc().doc;
    const entry = setBoardRoom(boardFromDoc(start), room, 'u-roomdoc-1');
    const { doc, change } = applyEntryToDoc(start, entry);
    expect(change).not.toBeNull();
    expect(boardFromDoc(doc).room).toEqual(room);
    // The server derives the same entry from the documents.
    expect(diffBoards(boardFromDoc(start), boardFromDoc(doc), 'room', 'u-roomdoc-1')).toEqual(entry);
    // Replay from the event stream's changes.
    expect(boardFromDoc(docFromChanges(allChanges(doc))).room).toEqual(room);
    const back = applyEntryToDoc(doc, setBoardRoom(boardFromDoc(doc), null, 'u-roomdoc-2')).doc;
    expect('room' in boardFromDoc(back)).toBe(false);
    expect(boardFromDoc(back)).toEqual(boardFromDoc(start));
  });
});
