import { Emitter } from '../../web/live/emitter';
import {
  HEARTBEAT_IDLE_MS,
  HEARTBEAT_REPLY_MS,
  INBOX_PROTOCOL_VERSION,
  type InboxClientMessage,
  type InboxServerMessage,
  parseInboxServerMessage,
  RECONNECT_ATTEMPTS_BEFORE_SLOWING,
  RECONNECT_MS,
  RECONNECT_SLOW_MS,
  SIGNED_OUT_CODE,
} from './protocol';

/**
 * The browser's side of /ws/inbox (framework-free; runs in Node for tests with
 * `ws` as the socket). Usage:
 *
 *   const inbox = new InboxClient({ url: `${wsBase}/ws/inbox` });
 *   inbox.on('message', (m) => …);        // welcome, chat, chatUnread, notices
 *   inbox.on('status', (s) => …);         // connecting | online | offline | closed
 *   inbox.connect();
 *   inbox.refresh();                      // ask for the counts again (reconnects when closed)
 *   inbox.close();                        // deliberately: no reconnect
 *
 * It reconnects on an error or an unexpected close unless closed deliberately
 * (or let go by the server as signed out, code 4401), retrying every second
 * while it cannot connect — slowing to once a minute after a minute of
 * failures, when the pages' 60-second poll has long taken over. Heartbeat: a
 * ping after 60 s without a frame; no reply within 60 s closes the socket (and
 * so reconnects). A ping from the server is answered at once.
 */
export interface InboxSocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type InboxStatus = 'connecting' | 'online' | 'offline' | 'closed';

export interface InboxClientOptions {
  url: string;
  /** How to open a socket (default: the browser's WebSocket). */
  openSocket?: (url: string) => InboxSocketLike;
  timings?: Partial<{ reconnectMs: number; idleMs: number; replyMs: number; slowAfter: number; slowMs: number }>;
}

type Events = {
  message: (message: InboxServerMessage) => void;
  status: (status: InboxStatus) => void;
};

const OPEN = 1;
const CONNECTING = 0;

export class InboxClient {
  status: InboxStatus = 'closed';
  private socket: InboxSocketLike | null = null;
  private deliberate = true;
  /** Attempts in a row that did not open. */
  private failures = 0;
  private readonly events = new Emitter<Events>();
  private timers: { reconnect?: ReturnType<typeof setTimeout>; idle?: ReturnType<typeof setTimeout>; reply?: ReturnType<typeof setTimeout> } = {};
  private readonly t: Required<NonNullable<InboxClientOptions['timings']>>;

  constructor(private readonly options: InboxClientOptions) {
    this.t = { reconnectMs: RECONNECT_MS, idleMs: HEARTBEAT_IDLE_MS, replyMs: HEARTBEAT_REPLY_MS, slowAfter: RECONNECT_ATTEMPTS_BEFORE_SLOWING, slowMs: RECONNECT_SLOW_MS, ...options.timings };
  }

  on<K extends keyof Events>(event: K, listener: Events[K]): () => void {
    return this.events.on(event, listener);
  }

  private emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
    this.events.emit(event, ...args);
  }

  private setStatus(status: InboxStatus) {
    if (this.status === status) return;
    this.status = status;
    this.emit('status', status);
  }

  /** The socket is open and the server has said who it is for. */
  get online(): boolean {
    return this.status === 'online';
  }

  connect() {
    this.deliberate = false;
    clearTimeout(this.timers.reconnect);
    if (this.socket && (this.socket.readyState === OPEN || this.socket.readyState === CONNECTING)) return;
    this.setStatus('connecting');
    const open = this.options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as InboxSocketLike);
    let socket: InboxSocketLike;
    try {
      socket = open(this.options.url);
    } catch {
      this.failures++;
      return this.scheduleReconnect();
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.failures = 0;
      this.heard();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.heard();
      const message = parseInboxServerMessage(typeof ev.data === 'string' ? ev.data : String(ev.data));
      if (!message) return;
      if (message.type === 'ping') return void this.send({ v: INBOX_PROTOCOL_VERSION, type: 'pong' });
      if (message.type === 'pong') return;
      if (message.type === 'welcome') this.setStatus('online');
      this.emit('message', message);
    };
    socket.onerror = () => socket.close();
    socket.onclose = (ev) => this.closed(socket, (ev as { code?: number } | null)?.code, opened);
  }

  /** The socket is gone (closed, failed, or silent past the heartbeat): reconnect unless that was meant. */
  private closed(socket: InboxSocketLike, code: number | undefined, opened: boolean) {
    if (this.socket !== socket) return;
    this.socket = null;
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    // 4401: the server let this user go (signed out); reconnecting would only be refused.
    if (code === SIGNED_OUT_CODE) this.deliberate = true;
    if (this.deliberate) return this.setStatus('closed');
    if (!opened) this.failures++;
    this.setStatus('offline');
    this.scheduleReconnect();
  }

  /** Close on purpose: no reconnect. */
  close() {
    this.deliberate = true;
    clearTimeout(this.timers.reconnect);
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.setStatus('closed');
  }

  /** Ask for the counts again; when the socket is down, reconnect (the welcome carries them). */
  refresh() {
    if (!this.send({ v: INBOX_PROTOCOL_VERSION, type: 'refresh' }) && !this.deliberate) this.connect();
  }

  private scheduleReconnect() {
    if (this.deliberate) return;
    clearTimeout(this.timers.reconnect);
    const wait = this.failures >= this.t.slowAfter ? this.t.slowMs : this.t.reconnectMs;
    this.timers.reconnect = setTimeout(() => this.connect(), wait);
  }

  /** Heartbeat: ping after idleMs of silence; close (and so reconnect) when no reply within replyMs. */
  private heard() {
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    this.timers.idle = setTimeout(() => {
      this.send({ v: INBOX_PROTOCOL_VERSION, type: 'ping' });
      this.timers.reply = setTimeout(() => {
        // No answer: a dead connection may take long to report its close, so it is given up on now.
        const socket = this.socket;
        if (!socket) return;
        socket.close();
        this.closed(socket, undefined, true);
      }, this.t.replyMs);
    }, this.t.idleMs);
  }

  private send(message: InboxClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }
}
