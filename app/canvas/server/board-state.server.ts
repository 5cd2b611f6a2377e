import type { Board } from '../../../domain/canvas/board';
import { type BoardMeta, type CanvasBoardEvent, canvasStream } from '../../../domain/canvas/canvas-board';
import { canvasBoardDecider } from '../../../domain/canvas/canvas-board.decide';
import type { Runtime } from '../../../infra/runtime';
import { type BoardDoc, boardFromDoc, docFromChanges, fromBase64 } from '../sync/doc';

/** A board as its stream says: the aggregate's state, the Automerge document rebuilt from the change bytes, the stream version. */
export interface LoadedBoard {
  meta: BoardMeta | null;
  board: Board;
  doc: BoardDoc;
  version: number;
  uuids: Set<string>;
  /** The board after each change, by uuid, is not kept; `docAt` rebuilds one. */
  changeLog: { uuid: string; changes: string[] }[];
}

/** The server's Automerge actor: its own changes (a saved snapshot, a restore) are signed by it. */
export const serverActor = '5e7e7e7e5e7e7e7e5e7e7e7e5e7e7e7e';

export async function loadBoard(runtime: Runtime, boardId: string): Promise<LoadedBoard> {
  const { version, events } = await runtime.store.readStream(canvasStream(boardId));
  let state = canvasBoardDecider.initialState();
  const bytes: Uint8Array[] = [];
  const changeLog: LoadedBoard['changeLog'] = [];
  for (const e of events as unknown as CanvasBoardEvent[]) {
    state = canvasBoardDecider.evolve(state, e);
    if (e.type === 'BoardCreated') bytes.push(...e.data.initialChanges.map(fromBase64));
    if (e.type === 'BoardChanged') {
      bytes.push(...e.data.changes.map(fromBase64));
      changeLog.push({ uuid: e.data.entry.uuid, changes: e.data.changes });
    }
  }
  const doc = docFromChanges(bytes, serverActor);
  // The document is the board; the aggregate's plain copy (what decide checks rights on) is rebuilt beside it and must agree.
  return { meta: state.meta, board: boardFromDoc(doc), doc, version, uuids: new Set(state.history), changeLog };
}

/** The board as it stood right after the change `uuid` (history, restore). */
export async function boardAt(runtime: Runtime, boardId: string, uuid: string): Promise<Board | null> {
  const { events } = await runtime.store.readStream(canvasStream(boardId));
  const bytes: Uint8Array[] = [];
  for (const e of events as unknown as CanvasBoardEvent[]) {
    if (e.type === 'BoardCreated') bytes.push(...e.data.initialChanges.map(fromBase64));
    if (e.type === 'BoardChanged') {
      bytes.push(...e.data.changes.map(fromBase64));
      if (e.data.entry.uuid === uuid) return boardFromDoc(docFromChanges(bytes));
    }
  }
  return null;
}
