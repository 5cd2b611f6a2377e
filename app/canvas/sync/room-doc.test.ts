import { describe, expect, it } from 'vitest';
import { diffBoards } from '../../../domain/canvas/entry';
import { setBoardRoom, setBoardViews } from '../../../domain/canvas/operations';
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

  it('keeps the views for the renders as one list: written, read back, replayed, and none again', () => {
    const start = createBoardDoc().doc;
    const views = [{ id: 'v1', name: 'View 1', eye: { x: 100, y: 150, z: 100 }, target: { x: 300, y: 80, z: 250 }, fov: 50 }];
    const entry = setBoardViews(boardFromDoc(start), views, 'u-viewdoc-1', room);
    const { doc } = applyEntryToDoc(start, entry);
    expect(boardFromDoc(doc).views).toEqual(views);
    expect(diffBoards(boardFromDoc(start), boardFromDoc(doc), 'views', 'u-viewdoc-1')).toEqual(entry);
    expect(boardFromDoc(docFromChanges(allChanges(doc))).views).toEqual(views);
    const back = applyEntryToDoc(doc, setBoardViews(boardFromDoc(doc), [], 'u-viewdoc-2', room)).doc;
    expect('views' in boardFromDoc(back)).toBe(false);
  });
});
