import type { Board, HistoryEntry } from '../../../domain/canvas/board';
import { applyEntry, diffBoards } from '../../../domain/canvas/entry';
import { canRedo, canUndo, emptyUndo, failed, finished, recordChange, redo, undo, type UndoState } from '../../../domain/canvas/undo';
import type { EditorSession, HistoryItem, SessionState } from './session';

/**
 * A board held in memory with this user's undo/redo (domain/canvas/undo.ts): the
 * editor's session for unit tests, and for a board shown without a live
 * connection. The live one is the canvas sync client.
 */
export class LocalSession implements EditorSession {
  private state: SessionState;
  private listeners = new Set<() => void>();
  private stacks: UndoState = emptyUndo();
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
    this.state = { ...this.state, ...patch, canUndo: canUndo(this.stacks), canRedo: canRedo(this.stacks) };
    for (const l of this.listeners) l();
  }
  private apply(entry: HistoryEntry) {
    const board = applyEntry(this.state.board, entry);
    this.log.push({ entry, board, at: new Date().toISOString(), by: this.state.me.email });
    return board;
  }

  commit(entry: HistoryEntry) {
    if (!entry.ids.length && !entry.boardChanged) return;
    this.stacks = recordChange(this.stacks, entry);
    this.set({ board: this.apply(entry), error: null });
  }
  private step(which: 'undo' | 'redo') {
    const { state, entry } = (which === 'undo' ? undo : redo)(this.stacks, this.state.board, this.newId());
    if (!entry) return;
    try {
      this.stacks = state;
      const board = entry.ids.length || entry.boardChanged ? this.apply(entry) : this.state.board;
      this.stacks = finished(this.stacks);
      this.set({ board });
    } catch (e) {
      this.stacks = failed(this.stacks, which);
      this.set({ error: (e as Error).message });
    }
  }
  undo = () => this.step('undo');
  redo = () => this.step('redo');
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
    this.commit(diffBoards(this.state.board, target, 'restore', this.newId()));
  }
  close() {
    this.listeners.clear();
  }
}
