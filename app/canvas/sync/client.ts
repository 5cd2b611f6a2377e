import { Emitter } from '../../web/live/emitter';
import * as A from '@automerge/automerge';
import type { Board, HistoryEntry } from '../../../domain/canvas/board';
import { canRedo, canUndo, emptyUndo, failed, finished, recordChange, redo, undo, type UndoState } from '../../../domain/canvas/undo';
import { applyEntryToDoc, boardFromDoc, type BoardDoc, fromBase64, loadDoc, saveDoc, SyncPeer, toBase64 } from './doc';
import { HEARTBEAT_IDLE_MS, HEARTBEAT_REPLY_MS, SIGNED_OUT_CODE, type MsgContent, type OnlineUser, POINTER_THROTTLE_MS, PROTOCOL_VERSION, REANNOUNCE_DELAY_MS, RECONNECT_MS, type ClientMessage, type ServerMessage } from './protocol';
import { MemoryStorage, type PendingChange, type SyncStorage } from './storage';

/**
 * The browser's side of a live board (framework-free; runs in Node for tests
 * with `ws` as the socket). Usage:
 *
 *   const client = new CanvasSyncClient({ url: `${wsBase}/ws/canvas/${boardId}`, boardId, userId, storage: new LocalStorageSync() });
 *   client.on('board', (board) => render(board));            // after every local or remote change
 *   client.on('presence', (online) => drawPointers(online));  // others' pointers, selections, colours
 *   client.on('error', (message) => toast(message));
 *   client.connect();
 *   client.apply(dragObjects(client.board, [{ id, left, top }], uuid));   // one completed user operation
 *   client.pointer(x, y, zoom); client.select(ids); client.undo(); client.redo();
 *   client.close();                                            // deliberately: no reconnect
 *
 * Edits go into the local Automerge document at once and are sent as `change`
 * messages; while offline they wait (in `storage`) and are sent on reconnect,
 * where Automerge merges them with everything the others did meanwhile.
 */
/** The close code the server uses when the socket's session has ended. */
export const signedOutCode = SIGNED_OUT_CODE;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface CanvasClientOptions {
  url: string;
  boardId: string;
  /** The member key the server knows this user by (for new objects' ownerId and the change's actor); the welcome message confirms it. */
  userId?: string;
  storage?: SyncStorage;
  /** How to open a socket (default: the browser's WebSocket). */
  openSocket?: (url: string) => SocketLike;
  timings?: Partial<{ reconnectMs: number; idleMs: number; replyMs: number; pointerMs: number; reannounceMs: number }>;
}

type Events = {
  board: (board: Board) => void;
  presence: (online: OnlineUser[]) => void;
  error: (message: string) => void;
  status: (status: 'connecting' | 'online' | 'offline' | 'closed') => void;
  rights: (canEdit: boolean) => void;
  ack: (uuid: string) => void;
  undo: (state: { canUndo: boolean; canRedo: boolean }) => void;
};

const OPEN = 1;

export class CanvasSyncClient {
  doc: BoardDoc;
  board: Board;
  pending: PendingChange[];
  online = new Map<string, OnlineUser>();
  me: Extract<ServerMessage, { type: 'welcome' }>['you'] | null = null;
  canEdit = false;
  undoState: UndoState = emptyUndo();
  private socket: SocketLike | null = null;
  private peer = new SyncPeer();
  private deliberate = false;
  private readonly events = new Emitter<Events>();
  private timers: { reconnect?: ReturnType<typeof setTimeout>; idle?: ReturnType<typeof setTimeout>; reply?: ReturnType<typeof setTimeout>; pointer?: ReturnType<typeof setTimeout>; reannounce?: ReturnType<typeof setTimeout> } = {};
  private lastPointer: MsgContent | null = null;
  private pointerSentAt = 0;
  private readonly storage: SyncStorage;
  private readonly t: Required<NonNullable<CanvasClientOptions['timings']>>;

  constructor(private readonly options: CanvasClientOptions) {
    this.storage = options.storage ?? new MemoryStorage();
    this.t = { reconnectMs: RECONNECT_MS, idleMs: HEARTBEAT_IDLE_MS, replyMs: HEARTBEAT_REPLY_MS, pointerMs: POINTER_THROTTLE_MS, reannounceMs: REANNOUNCE_DELAY_MS, ...options.timings };
    const stored = this.storage.load(options.boardId);
    this.doc = stored?.doc ? loadDoc(fromBase64(stored.doc)) : A.init<Board>();
    this.pending = stored?.pending ?? [];
    this.board = boardFromDoc(this.doc);
  }

  on<K extends keyof Events>(event: K, listener: Events[K]): () => void {
    return this.events.on(event, listener);
  }
  private emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
    this.events.emit(event, ...args);
  }

  /** The document holds a board (it came from the server or from storage): edits may start. */
  get ready(): boolean {
    return A.getHeads(this.doc).length > 0;
  }
  get connected(): boolean {
    return this.socket?.readyState === OPEN && this.me !== null;
  }
  get userId(): string {
    return this.me?.userId ?? this.options.userId ?? '';
  }

  connect() {
    this.deliberate = false;
    clearTimeout(this.timers.reconnect);
    this.emit('status', 'connecting');
    const open = this.options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = open(this.options.url);
    } catch {
      return this.scheduleReconnect();
    }
    this.socket = socket;
    socket.onopen = () => this.heard();
    socket.onmessage = (ev) => {
      this.heard();
      this.receive(typeof ev.data === 'string' ? ev.data : String(ev.data));
    };
    socket.onerror = () => socket.close();
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      // 4401: the server let this user go (signed out); reconnecting would only be refused.
      if ((ev as { code?: number } | null)?.code === signedOutCode) this.deliberate = true;
      this.socket = null;
      this.me = null;
      this.online.clear();
      clearTimeout(this.timers.idle);
      clearTimeout(this.timers.reply);
      this.emit('presence', []);
      if (this.deliberate) return this.emit('status', 'closed');
      this.emit('status', 'offline');
      this.scheduleReconnect();
    };
  }

  /** Close on purpose: no reconnect. */
  close() {
    this.deliberate = true;
    clearTimeout(this.timers.reconnect);
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    clearTimeout(this.timers.pointer);
    clearTimeout(this.timers.reannounce);
    this.socket?.close();
  }

  private scheduleReconnect() {
    if (this.deliberate) return;
    clearTimeout(this.timers.reconnect);
    this.timers.reconnect = setTimeout(() => this.connect(), this.t.reconnectMs);
  }

  /** Heartbeat: ping after idleMs of silence; close (and so reconnect) when no reply within replyMs. */
  private heard() {
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    this.timers.idle = setTimeout(() => {
      this.send({ v: PROTOCOL_VERSION, type: 'ping' });
      this.timers.reply = setTimeout(() => this.socket?.close(), this.t.replyMs);
    }, this.t.idleMs);
  }

  private send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private persist() {
    this.storage.save(this.options.boardId, { doc: toBase64(saveDoc(this.doc)), pending: this.pending });
  }

  private setDoc(doc: BoardDoc) {
    this.doc = doc;
    this.board = boardFromDoc(doc);
    this.emit('board', this.board);
  }

  private sendSync() {
    const message = this.peer.generate(this.doc);
    if (message) this.send({ v: PROTOCOL_VERSION, type: 'sync', data: toBase64(message) });
  }

  private sendChange(p: PendingChange) {
    this.send({ v: PROTOCOL_VERSION, type: 'change', boardId: this.options.boardId, actor: this.userId, entry: p.entry, changes: p.changes });
  }

  private receive(text: string) {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome':
        this.me = message.you;
        this.canEdit = message.you.canEdit;
        this.online = new Map(message.online.map((u) => [u.onlineId, u]));
        this.peer.reset();
        this.emit('status', 'online');
        this.emit('rights', this.canEdit);
        this.emit('presence', [...this.online.values()]);
        this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: { type: 'initUser', onlineId: message.you.onlineId } });
        this.sendSync();
        for (const p of this.pending) this.sendChange(p);
        return;
      case 'sync': {
        const before = A.getHeads(this.doc).join();
        const doc = this.peer.receive(this.doc, fromBase64(message.data));
        if (A.getHeads(doc).join() !== before) {
          this.setDoc(doc);
          this.persist();
        } else this.doc = doc;
        this.sendSync();
        return;
      }
      case 'ack':
        this.pending = this.pending.filter((p) => p.entry.uuid !== message.uuid);
        this.persist();
        this.emit('ack', message.uuid);
        return;
      case 'error':
        this.emit('error', message.message);
        return;
      case 'reset': {
        // The server refused a change: start over from its document. Unacknowledged changes are dropped with it.
        this.pending = [];
        this.undoState = emptyUndo();
        this.peer.reset();
        this.setDoc(loadDoc(fromBase64(message.doc)));
        this.persist();
        this.emit('undo', { canUndo: false, canRedo: false });
        this.sendSync();
        return;
      }
      case 'live': {
        this.online.set(message.user.onlineId, message.user);
        if (message.msgContent.type === 'initUser' && this.lastPointer) {
          clearTimeout(this.timers.reannounce);
          this.timers.reannounce = setTimeout(() => this.lastPointer && this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: this.lastPointer }), this.t.reannounceMs);
        }
        this.emit('presence', [...this.online.values()]);
        return;
      }
      case 'leave':
        this.online.delete(message.onlineId);
        this.emit('presence', [...this.online.values()]);
        return;
      case 'rights':
        this.canEdit = message.canEdit;
        this.emit('rights', message.canEdit);
        return;
      case 'ping':
        this.send({ v: PROTOCOL_VERSION, type: 'pong' });
        return;
      case 'pong':
        return;
    }
  }

  /**
   * One completed user operation (from domain/canvas/operations.ts, built on
   * `client.board`): into the document at once, then to the server (or kept
   * until it is back). Recorded for this user's undo unless `record` is false.
   */
  apply(entry: HistoryEntry, { record = true }: { record?: boolean } = {}): boolean {
    if (!this.ready) {
      this.emit('error', 'The board is still loading');
      return false;
    }
    const { doc, change } = applyEntryToDoc(this.doc, entry);
    if (!change) return false;
    const p: PendingChange = { entry, changes: [toBase64(change)] };
    this.pending.push(p);
    this.setDoc(doc);
    this.persist();
    if (record) {
      this.undoState = recordChange(this.undoState, entry);
      this.emitUndo();
    }
    if (this.connected) this.sendChange(p);
    return true;
  }

  private emitUndo() {
    this.emit('undo', { canUndo: canUndo(this.undoState), canRedo: canRedo(this.undoState) });
  }

  /** Undo this user's last change as a new change (another editor's later work stays). */
  undo(uuid: string = newId()) {
    return this.step('undo', uuid);
  }
  redo(uuid: string = newId()) {
    return this.step('redo', uuid);
  }
  private step(which: 'undo' | 'redo', uuid: string): boolean {
    const { state, entry } = (which === 'undo' ? undo : redo)(this.undoState, this.board, uuid);
    if (!entry) return false;
    this.undoState = state;
    try {
      if (entry.ids.length || entry.boardChanged) this.apply(entry, { record: false });
      this.undoState = finished(this.undoState);
      this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: { type: which, uuid, ids: entry.ids } });
    } catch {
      this.undoState = failed(this.undoState, which);
      this.emit('error', `Could not ${which}: the board was refreshed`);
      this.emit('board', this.board);
    }
    this.emitUndo();
    return true;
  }

  /** The pointer, at most every 100 ms (the last one always goes). */
  pointer(x: number, y: number, zoom?: number) {
    this.lastPointer = { type: 'mouse', pointer: { x, y }, ...(zoom === undefined ? {} : { zoom }) };
    const wait = this.pointerSentAt + this.t.pointerMs - Date.now();
    if (wait <= 0) {
      this.pointerSentAt = Date.now();
      this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: this.lastPointer });
    } else if (!this.timers.pointer) {
      this.timers.pointer = setTimeout(() => {
        this.timers.pointer = undefined;
        this.pointerSentAt = Date.now();
        if (this.lastPointer) this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: this.lastPointer });
      }, wait);
    }
  }

  /** This user's selection (others draw a coloured outline around it). */
  select(ids: string[]) {
    this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: { type: 'user', ids } });
  }

  /** Hide or show this user's pointer for the others. */
  hide(hidden: boolean) {
    this.send({ v: PROTOCOL_VERSION, type: 'live', msgCode: 1, msgContent: { type: 'user', hide: hidden } });
  }
}

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/-/g, '');
