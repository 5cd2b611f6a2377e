import type { Board, BoardObject, HistoryEntry } from '../../../domain/canvas/board';
import { applyEntry } from './board-ops';
import type { EditorSession, HistoryItem, SessionState } from './session';

export const UNDO_LIMIT = 20;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The inverse of `e`, limited to what still holds `e`'s result: properties another
 * editor changed since are left alone, so an undo never removes their work.
 */
export function undoEntry(board: Board, e: HistoryEntry, uuid: string): HistoryEntry | null {
  const changed: HistoryEntry['changed'] = {};
  const unchanged: HistoryEntry['unchanged'] = {};
  for (const id of e.ids) {
    const after = e.changed[id];
    const before = e.unchanged[id];
    const now = board.objects[id];
    if (after === null) {
      if (!now && before) {
        changed[id] = before;
        unchanged[id] = null;
      }
      continue;
    }
    if (!now || after === undefined) continue;
    if (before === null) {
      changed[id] = null;
      unchanged[id] = { ...now };
      continue;
    }
    const keys = Object.keys(after).filter((k) => same((now as unknown as Record<string, unknown>)[k], (after as Record<string, unknown>)[k]));
    if (!keys.length || !before) continue;
    changed[id] = Object.fromEntries(keys.map((k) => [k, (before as Record<string, unknown>)[k]])) as Partial<BoardObject>;
    unchanged[id] = Object.fromEntries(keys.map((k) => [k, (now as unknown as Record<string, unknown>)[k]])) as Partial<BoardObject>;
  }
  const ids = Object.keys(changed);
  return ids.length ? { ids, changed, unchanged, action: e.action, uuid } : null;
}

/** A board held in memory with this user's undo/redo stacks (20 states each). */
export class LocalSession implements EditorSession {
  private state: SessionState;
  private listeners = new Set<() => void>();
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  private log: { entry: HistoryEntry; board: Board; at: string; by: string }[] = [];

  constructor(board: Board, me: { email: string; onlineId: string; color: string }, private readonly newId: () => string = () => crypto.randomUUID()) {
    this.state = { board, canUndo: false, canRedo: false, connection: 'online', pending: 0, peers: [], me, error: null };
  }

  getState = () => this.state;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  private set(patch: Partial<SessionState>) {
    this.state = { ...this.state, ...patch, canUndo: this.undoStack.length > 0, canRedo: this.redoStack.length > 0 };
    for (const l of this.listeners) l();
  }
  private record(entry: HistoryEntry, board: Board) {
    this.log.push({ entry, board, at: new Date().toISOString(), by: this.state.me.email });
  }

  commit(entry: HistoryEntry) {
    if (!entry.ids.length) return;
    const board = applyEntry(this.state.board, entry);
    this.undoStack.push(entry);
    if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift();
    this.redoStack = [];
    this.record(entry, board);
    this.set({ board, error: null });
  }
  private step(from: HistoryEntry[], to: HistoryEntry[]) {
    const e = from.pop();
    if (!e) return;
    const inverse = undoEntry(this.state.board, e, this.newId());
    if (!inverse) return this.set({});
    const board = applyEntry(this.state.board, inverse);
    to.push(inverse);
    if (to.length > UNDO_LIMIT) to.shift();
    this.record(inverse, board);
    this.set({ board });
  }
  undo = () => this.step(this.undoStack, this.redoStack);
  redo = () => this.step(this.redoStack, this.undoStack);
  setPointer() {}
  setSelection() {}
  async history(): Promise<HistoryItem[]> {
    return this.log.map(({ entry, at, by }) => ({ uuid: entry.uuid, action: entry.action, ids: entry.ids, at, by }));
  }
  async boardAt(uuid: string) {
    const found = this.log.find((l) => l.entry.uuid === uuid);
    if (!found) throw new Error('That change is not in this board’s history');
    return found.board;
  }
  async restore(uuid: string) {
    const target = await this.boardAt(uuid);
    const now = this.state.board;
    const changed: HistoryEntry['changed'] = {};
    const unchanged: HistoryEntry['unchanged'] = {};
    for (const id of new Set([...Object.keys(now.objects), ...Object.keys(target.objects)])) {
      if (same(now.objects[id], target.objects[id])) continue;
      changed[id] = target.objects[id] ? { ...target.objects[id] } : null;
      unchanged[id] = now.objects[id] ? { ...now.objects[id] } : null;
    }
    this.commit({ ids: Object.keys(changed), changed, unchanged, action: 'restore', uuid: this.newId() });
  }
  close() {
    this.listeners.clear();
  }
}
