import type { Board } from '../../../domain/canvas/board';
import { type BoardMeta, type CanvasBoardEvent, type CanvasBoardState, canvasStream } from '../../../domain/canvas/canvas-board';
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

/**
 * The board's stream folded once: the aggregate's state by its decider's own
 * evolve, and beside it the Automerge change bytes (base64) the document is
 * rebuilt from, which the decider does not keep (it decides on the plain board).
 */
interface BoardStream {
  aggregate: CanvasBoardState;
  initialChanges: readonly string[];
  changeLog: readonly { uuid: string; changes: string[] }[];
}

export const boardStreamFold = {
  initialState: (): BoardStream => ({ aggregate: canvasBoardDecider.initialState(), initialChanges: [], changeLog: [] }),
  evolve: (s: BoardStream, e: CanvasBoardEvent): BoardStream => ({
    aggregate: canvasBoardDecider.evolve(s.aggregate, e),
    initialChanges: e.type === 'BoardCreated' ? [...s.initialChanges, ...e.data.initialChanges] : s.initialChanges,
    changeLog: e.type === 'BoardChanged' ? [...s.changeLog, { uuid: e.data.entry.uuid, changes: e.data.changes }] : s.changeLog,
  }),
};

export async function loadBoard(runtime: Runtime, boardId: string): Promise<LoadedBoard> {
  const { version, state } = await runtime.loadAggregate(boardStreamFold, canvasStream(boardId));
  const bytes = [...state.initialChanges, ...state.changeLog.flatMap((c) => c.changes)].map(fromBase64);
  const doc = docFromChanges(bytes, serverActor);
  // The document is the board; the aggregate's plain copy (what decide checks rights on) is rebuilt beside it and must agree.
  return { meta: state.aggregate.meta, board: boardFromDoc(doc), doc, version, uuids: new Set(state.aggregate.history), changeLog: [...state.changeLog] };
}

/** The board as it stood right after the change `uuid` (history, restore). */
export async function boardAt(runtime: Runtime, boardId: string, uuid: string): Promise<Board | null> {
  const { state } = await runtime.loadAggregate(boardStreamFold, canvasStream(boardId));
  const upTo = state.changeLog.findIndex((c) => c.uuid === uuid);
  if (upTo < 0) return null;
  const changes = [...state.initialChanges, ...state.changeLog.slice(0, upTo + 1).flatMap((c) => c.changes)];
  return boardFromDoc(docFromChanges(changes.map(fromBase64)));
}
