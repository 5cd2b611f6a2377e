import type { Board, HistoryEntry } from '../../../domain/canvas/board';
import { applyEntry } from '../../../domain/canvas/entry';
import { CanvasSyncClient } from '../sync/client';
import type { OnlineUser } from '../sync/protocol';
import { LocalStorageSync } from '../sync/storage';
import { call, postForm } from '../editor/editor-api';
import type { EditorSession, HistoryItem, Peer, SessionState } from '../editor/session';

export interface SyncTarget {
  boardId: string;
  board: Board;
  userId: string;
  email: string;
  /** A share key (read-only viewers of /mb/share). */
  shareKey?: string;
}

const peerOf = (u: OnlineUser): Peer => ({ onlineId: u.onlineId, email: u.email, color: u.color, pointer: u.x || u.y ? { x: u.x, y: u.y } : null, selection: u.currActionIds ?? [], hide: u.hide });

const whoText: Record<string, string> = { designer: 'The designer', client: 'The client', staff: 'Staff' };

/**
 * The editor's session on a live board: the canvas sync client (Automerge over
 * /ws/canvas/{id}, offline queue in localStorage, reconnect, heartbeat,
 * presence, per-user undo) behind the editor's EditorSession port.
 */
export class SyncSession implements EditorSession {
  private state: SessionState;
  private listeners = new Set<() => void>();
  readonly client: CanvasSyncClient;

  constructor(private readonly target: SyncTarget) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const query = target.shareKey ? `?${new URLSearchParams({ key: target.shareKey })}` : '';
    this.client = new CanvasSyncClient({ url: `${scheme}://${window.location.host}/ws/canvas/${target.boardId}${query}`, boardId: target.boardId, userId: target.userId, storage: new LocalStorageSync() });
    this.state = {
      board: this.client.ready ? this.client.board : target.board,
      canUndo: false,
      canRedo: false,
      connection: 'connecting',
      pending: this.client.pending.length,
      peers: [],
      me: { email: target.email, onlineId: '', color: '#b86e4a' },
      error: null,
    };
    const c = this.client;
    c.on('board', (board) => {
      this.set({ board, pending: c.pending.length + this.waiting.length });
      this.flushWaiting();
    });
    c.on('ack', () => this.set({ pending: c.pending.length }));
    c.on('undo', ({ canUndo, canRedo }) => this.set({ canUndo, canRedo }));
    c.on('status', (status) => this.set({ connection: status === 'online' ? 'online' : status === 'connecting' ? 'connecting' : 'offline', pending: c.pending.length, me: c.me ? { email: c.me.email, onlineId: c.me.onlineId, color: c.me.color } : this.state.me }));
    c.on('presence', (online) => this.set({ peers: online.filter((u) => u.onlineId !== c.me?.onlineId).map(peerOf) }));
    c.on('error', (message) => this.set({ error: message }));
    c.connect();
    // The browser knows first when the network is gone: work offline at once (edits are kept), and
    // reconnect the moment it is back rather than waiting for a heartbeat to time out.
    window.addEventListener('offline', this.wentOffline);
    window.addEventListener('online', this.cameOnline);
  }

  private wentOffline = () => this.client.close();
  private cameOnline = () => this.client.connect();

  getState = () => this.state;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  private set(patch: Partial<SessionState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
    // An error is shown once.
    if (patch.error) this.state = { ...this.state, error: null };
  }

  /** Changes made before the document has come (from the server or this device): applied to it once it has. */
  private waiting: HistoryEntry[] = [];
  private flushWaiting() {
    if (!this.client.ready || !this.waiting.length) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const entry of waiting) this.client.apply(entry);
  }

  commit(entry: HistoryEntry) {
    if (this.client.ready) return void this.client.apply(entry);
    // The page's board is on screen already: the change shows at once and goes into the document when it arrives.
    this.waiting.push(entry);
    this.set({ board: applyEntry(this.state.board, entry), pending: this.client.pending.length + this.waiting.length });
  }
  undo = () => void this.client.undo();
  redo = () => void this.client.redo();
  setPointer(p: { x: number; y: number } | null) {
    if (p) this.client.pointer(p.x, p.y);
  }
  setSelection(ids: string[]) {
    this.client.select(ids);
  }
  async history(): Promise<HistoryItem[]> {
    const rows = await call<{ uuid: string; action: HistoryEntry['action']; actorId: string; ids: string[]; changedAt: string; role: string }[]>(`/api/diymb/${this.target.boardId}/history${this.target.shareKey ? `?${new URLSearchParams({ key: this.target.shareKey })}` : ''}`);
    return rows.reverse().map((r) => ({ uuid: r.uuid, action: r.action, ids: r.ids, at: r.changedAt, by: r.actorId === this.client.userId ? 'You' : (whoText[r.role] ?? 'Someone') }));
  }
  async boardAt(): Promise<Board | null> {
    return null;
  }
  async restore(uuid: string) {
    await postForm(`/api/diymb/${this.target.boardId}/restore`, { uuid });
  }
  close() {
    window.removeEventListener('offline', this.wentOffline);
    window.removeEventListener('online', this.cameOnline);
    this.client.close();
    this.listeners.clear();
  }
}
