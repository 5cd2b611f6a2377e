import type { Board, BoardObject, BoardParts, HistoryEntry } from './board';
import { canonicalJson, viewsOrNull } from './entry';
import { type BoardView, MAX_VIEWS } from './views';

/**
 * Per-user undo/redo (part 2 §4, §9): 20 states, the oldest dropped; a new
 * change clears redo; undo/redo while a state is loading is ignored; a failing
 * apply clears the stack used. Undo and redo are new changes that restore only
 * what this user's entry changed, and only where the board still holds this
 * entry's value — so another editor's later work survives.
 */
export const UNDO_LIMIT = 20;

export interface UndoState {
  undo: HistoryEntry[];
  redo: HistoryEntry[];
  /** A state is being applied (images loading): further undo/redo is ignored. */
  loading: boolean;
}

export const emptyUndo = (): UndoState => ({ undo: [], redo: [], loading: false });

/** A new change by this user. */
export function recordChange(state: UndoState, entry: HistoryEntry): UndoState {
  if (entry.ids.length === 0 && !entry.boardChanged) return state;
  return { ...state, undo: [...state.undo, entry].slice(-UNDO_LIMIT), redo: [] };
}

export const canUndo = (s: UndoState) => s.undo.length > 0 && !s.loading;
export const canRedo = (s: UndoState) => s.redo.length > 0 && !s.loading;

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** Swap the two sides: the entry that would take `changed` back to `unchanged`. */
const inverted = (e: HistoryEntry): HistoryEntry => ({
  ...e, changed: e.unchanged, unchanged: e.changed,
  ...(e.boardChanged ? { boardChanged: e.boardUnchanged, boardUnchanged: e.boardChanged } : {}),
});

/**
 * The change that takes `entry`'s `changed` side back to its `unchanged` side on
 * `board`, only where the board still holds the `changed` value. Returns a new
 * entry (new uuid) whose ids are what it really restores.
 */
export function reverting(board: Board, entry: HistoryEntry, uuid: string): HistoryEntry {
  const changed: HistoryEntry['changed'] = {};
  const unchanged: HistoryEntry['unchanged'] = {};
  for (const id of entry.ids) {
    const after = entry.changed[id];
    const before = entry.unchanged[id];
    const current = board.objects[id] as unknown as Record<string, unknown> | undefined;
    if (after === undefined || before === undefined) continue;
    if (after === null) {
      // It was deleted: bring it back unless someone re-added an object with that id.
      if (!current && before) { changed[id] = before; unchanged[id] = null; }
    } else if (before === null) {
      // It was added: remove it if it is still there.
      if (current) { changed[id] = null; unchanged[id] = current as unknown as BoardObject; }
    } else if (current) {
      const restore: Record<string, unknown> = {};
      const now: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(after)) {
        if (key === 'reactions') continue;
        if (same(current[key], value)) { restore[key] = (before as Record<string, unknown>)[key] ?? null; now[key] = current[key]; }
      }
      if (after.reactions !== undefined) {
        // Only the reactions this entry changed, key by key.
        const cur = { ...((current.reactions as Record<string, string>) ?? {}) };
        const a = after.reactions ?? {};
        const b = before.reactions ?? {};
        let touched = false;
        for (const who of new Set([...Object.keys(a), ...Object.keys(b)])) {
          if (a[who] === b[who] || cur[who] !== a[who]) continue;
          touched = true;
          if (b[who] === undefined) delete cur[who];
          else cur[who] = b[who]!;
        }
        if (touched) { restore.reactions = cur; now.reactions = current.reactions ?? {}; }
      }
      if (Object.keys(restore).length) { changed[id] = restore as Partial<BoardObject>; unchanged[id] = now as Partial<BoardObject>; }
    }
  }
  const result: HistoryEntry = { ids: Object.keys(changed), changed, unchanged, action: entry.action, uuid };
  const parts: BoardParts = {};
  const was: BoardParts = {};
  if (entry.boardChanged?.background && entry.boardUnchanged?.background && same(board.background, entry.boardChanged.background)) {
    parts.background = entry.boardUnchanged.background;
    was.background = board.background;
  }
  if (entry.boardChanged && 'roomName' in entry.boardChanged && entry.boardUnchanged && 'roomName' in entry.boardUnchanged && same(board.roomName, entry.boardChanged.roomName)) {
    parts.roomName = entry.boardUnchanged.roomName ?? null;
    was.roomName = board.roomName;
  }
  if (entry.boardChanged && 'room' in entry.boardChanged && entry.boardUnchanged && 'room' in entry.boardUnchanged && same(board.room, entry.boardChanged.room)) {
    parts.room = entry.boardUnchanged.room ?? null;
    was.room = board.room ?? null;
  }
  if (entry.boardChanged && 'views' in entry.boardChanged && entry.boardUnchanged && 'views' in entry.boardUnchanged) {
    const back = revertViews(board.views ?? [], entry.boardChanged.views ?? [], entry.boardUnchanged.views ?? []);
    if (!same(viewsOrNull(back), viewsOrNull(board.views))) {
      parts.views = viewsOrNull(back);
      was.views = viewsOrNull(board.views);
    }
  }
  if (Object.keys(parts).length) Object.assign(result, { boardChanged: parts, boardUnchanged: was });
  return result;
}

export type UndoStep = { state: UndoState; entry: HistoryEntry | null };

/** Undo this user's last change: the entry to apply (null when nothing to do or loading). The state is loading until `finished`. */
export function undo(state: UndoState, board: Board, uuid: string): UndoStep {
  if (!canUndo(state)) return { state, entry: null };
  const last = state.undo[state.undo.length - 1]!;
  return { state: { undo: state.undo.slice(0, -1), redo: [...state.redo, last].slice(-UNDO_LIMIT), loading: true }, entry: reverting(board, last, uuid) };
}

/** Redo the change last undone: re-applies it where the board still holds what undo restored. */
export function redo(state: UndoState, board: Board, uuid: string): UndoStep {
  if (!canRedo(state)) return { state, entry: null };
  const last = state.redo[state.redo.length - 1]!;
  return { state: { undo: [...state.undo, last].slice(-UNDO_LIMIT), redo: state.redo.slice(0, -1), loading: true }, entry: reverting(board, inverted(last), uuid) };
}

/** The undo/redo entry was applied. */
export const finished = (state: UndoState): UndoState => ({ ...state, loading: false });

/** Applying failed: the stack used is cleared (the caller refreshes the canvas). */
export const failed = (state: UndoState, which: 'undo' | 'redo'): UndoState => (which === 'undo' ? { ...state, undo: [], loading: false } : { ...state, redo: [], loading: false });

/**
 * Undo of a views change, view by view (issue 23): each view the change saved,
 * renamed or removed goes back to how it was, if it is still as the change left
 * it; views others saved or changed since stay.
 */
function revertViews(current: readonly BoardView[], changedTo: readonly BoardView[], was: readonly BoardView[]): BoardView[] {
  const result = [...current];
  const ids = [...new Set([...changedTo.map((v) => v.id), ...was.map((v) => v.id)])];
  for (const id of ids) {
    const after = changedTo.find((v) => v.id === id) ?? null;
    const before = was.find((v) => v.id === id) ?? null;
    const at = result.findIndex((v) => v.id === id);
    if (!same(after, at >= 0 ? result[at] : null)) continue;
    if (!before) result.splice(at, 1);
    else if (at >= 0) result[at] = before;
    else if (result.length < MAX_VIEWS) result.splice(Math.min(was.indexOf(before), result.length), 0, before);
  }
  return result;
}
