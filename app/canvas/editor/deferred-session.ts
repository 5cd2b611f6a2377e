import type { Board, HistoryEntry } from '../../../domain/canvas/board';
import { applyEntry } from '../../../domain/canvas/entry';
import type { EditorSession, HistoryItem, SessionState } from './session';

/**
 * The editor's session from the first moment: the board as the page brought it,
 * while the live session (Automerge's WebAssembly, the socket) is still on its
 * way. The editor draws and can be worked on at once; changes made meanwhile are
 * applied here and handed to the live session, in order, when it arrives, and
 * from then on everything goes to it. No Automerge here, so the editor's code
 * does not wait for it.
 */
export class DeferredSession implements EditorSession {
  private state: SessionState;
  private live: EditorSession | null = null;
  private queued: HistoryEntry[] = [];
  private listeners = new Set<() => void>();
  private offLive: (() => void) | null = null;
  private closed = false;
  private arrived: (s: EditorSession) => void = () => undefined;
  /** Settles with the live session once it is attached. */
  readonly ready = new Promise<EditorSession>((resolve) => (this.arrived = resolve));

  constructor(board: Board, email: string) {
    this.state = { board, canUndo: false, canRedo: false, connection: 'connecting', pending: 0, peers: [], me: { email, onlineId: '', color: '#b86e4a' }, error: null };
  }

  /** The live session has opened: it gets the changes made so far and takes over. */
  attach(live: EditorSession) {
    if (this.closed) return live.close();
    this.live = live;
    for (const entry of this.queued) live.commit(entry);
    this.queued = [];
    this.offLive = live.subscribe(() => this.set(live.getState()));
    this.set(live.getState());
    this.arrived(live);
  }

  /** The live session could not open: say so once (the changes made stay on screen). */
  failed(message: string) {
    this.set({ ...this.state, connection: 'offline', error: message });
    this.state = { ...this.state, error: null };
  }

  private set(next: SessionState) {
    this.state = next;
    for (const l of this.listeners) l();
  }

  getState = () => this.state;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  commit(entry: HistoryEntry) {
    if (this.live) return this.live.commit(entry);
    this.queued.push(entry);
    this.set({ ...this.state, board: applyEntry(this.state.board, entry), pending: this.queued.length });
  }
  undo() {
    this.live?.undo();
  }
  redo() {
    this.live?.redo();
  }
  setPointer(p: { x: number; y: number } | null) {
    this.live?.setPointer(p);
  }
  setSelection(ids: string[]) {
    this.live?.setSelection(ids);
  }
  async history(): Promise<HistoryItem[]> {
    return (await this.ready).history();
  }
  async boardAt(uuid: string): Promise<Board | null> {
    return (await this.ready).boardAt(uuid);
  }
  async restore(uuid: string) {
    await (await this.ready).restore(uuid);
  }
  close() {
    this.closed = true;
    this.offLive?.();
    this.live?.close();
    this.listeners.clear();
  }
}
