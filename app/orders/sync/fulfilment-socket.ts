import { Emitter } from '../../web/live/emitter';
import {
  type ChatContent,
  type ChatInput,
  HEARTBEAT_IDLE_MS,
  HEARTBEAT_REPLY_MS,
  msgCodes,
  RETRY_MS,
  serverSender,
  SIGNED_OUT_CODE,
  type SocketMessage,
} from './protocol';

/**
 * The browser's side of the order-fulfilment socket (framework-free; runs in Node
 * for tests with a fake or `ws` socket). Part 2 §4 and §9:
 * - heartbeat: a ping (code 4) after 60 s without a message; no reply within 60 s closes the socket;
 * - an error or an unexpected close reconnects (after a second, and every second
 *   while it cannot), unless the socket was closed deliberately (`close()`);
 * - sending while closed reconnects and sends once open; sending while the socket
 *   is still connecting retries every second until it is open.
 * Received chat (3) and page (1) messages go to the page's listeners.
 *
 *   const socket = new FulfilmentSocket({ url, moodboardId, sender });
 *   socket.on('chat', (message) => show(message));
 *   socket.connect();
 *   socket.sendChat('Is the sofa on its way?');
 *   socket.close();   // deliberately: no reconnect
 */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface FulfilmentSocketOptions {
  /** The socket's address: ws(s)://host/ws/of/{moodboardId}/{sender}. */
  url: string;
  moodboardId: string;
  sender: string;
  /** How to open a socket (default: the browser's WebSocket). */
  openSocket?: (url: string) => SocketLike;
  timings?: Partial<{ idleMs: number; replyMs: number; retryMs: number }>;
}

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'offline' | 'closed';

type Events = {
  /** Every chat (3) and page (1) message the room sends, as received. */
  message: (message: SocketMessage) => void;
  chat: (content: ChatContent, message: SocketMessage<ChatContent>) => void;
  page: (content: unknown, message: SocketMessage) => void;
  /** The server refused something this socket sent. */
  error: (text: string) => void;
  status: (status: SocketStatus) => void;
};

const CONNECTING = 0;
const OPEN = 1;

export class FulfilmentSocket {
  status: SocketStatus = 'idle';
  private socket: SocketLike | null = null;
  private deliberate = false;
  private queue: string[] = [];
  private readonly events = new Emitter<Events>();
  private timers: { reconnect?: ReturnType<typeof setTimeout>; idle?: ReturnType<typeof setTimeout>; reply?: ReturnType<typeof setTimeout>; retry?: ReturnType<typeof setTimeout> } = {};
  private readonly t: { idleMs: number; replyMs: number; retryMs: number };

  constructor(private readonly options: FulfilmentSocketOptions) {
    this.t = { idleMs: HEARTBEAT_IDLE_MS, replyMs: HEARTBEAT_REPLY_MS, retryMs: RETRY_MS, ...options.timings };
  }

  on<K extends keyof Events>(event: K, listener: Events[K]): () => void {
    return this.events.on(event, listener);
  }

  private emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
    this.events.emit(event, ...args);
  }

  private setStatus(status: SocketStatus) {
    if (this.status === status) return;
    this.status = status;
    this.emit('status', status);
  }

  /** Messages waiting for the socket to open. */
  get pending(): number {
    return this.queue.length;
  }

  /** Opens the socket (nothing when one is open or opening). */
  connect() {
    this.deliberate = false;
    clearTimeout(this.timers.reconnect);
    if (this.socket && (this.socket.readyState === OPEN || this.socket.readyState === CONNECTING)) return;
    this.setStatus('connecting');
    const open = this.options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = open(this.options.url);
    } catch {
      this.setStatus('offline');
      return this.scheduleReconnect();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setStatus('open');
      this.heard();
      this.flush();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.heard();
      this.receive(typeof ev.data === 'string' ? ev.data : String(ev.data));
    };
    // Part 2 §8: a socket error closes it, and the close reconnects.
    socket.onerror = () => {
      if (this.socket === socket) this.drop(socket);
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      // 4401: the server let this user go (signed out); reconnecting would only be refused.
      if ((ev as { code?: number } | null)?.code === SIGNED_OUT_CODE) this.deliberate = true;
      this.drop(socket);
    };
  }

  /** Closes on purpose: no reconnect (until something is sent again). */
  close() {
    this.deliberate = true;
    clearTimeout(this.timers.reconnect);
    const socket = this.socket;
    if (socket) this.drop(socket);
    else this.setStatus('closed');
  }

  /**
   * Sends a message: at once when open; while connecting it is retried every
   * second; while closed the socket reconnects and sends it once open.
   */
  send(msgCode: number, msgContent: unknown): 'sent' | 'queued' {
    const frame = JSON.stringify({ moodboardId: this.options.moodboardId, sender: this.options.sender, msgCode, msgContent } satisfies SocketMessage);
    const socket = this.socket;
    if (socket?.readyState === OPEN) {
      socket.send(frame);
      return 'sent';
    }
    this.queue.push(frame);
    if (socket?.readyState === CONNECTING) this.scheduleRetry();
    else this.connect();
    return 'queued';
  }

  /** A chat message (code 3): its text, or text and a picture (a messageId makes a retry send it once). */
  sendChat(content: ChatInput) {
    return this.send(msgCodes.chat, content);
  }

  /** A page message (code 1): relayed to the room's other pages, never kept. */
  sendPage(content: unknown) {
    return this.send(msgCodes.page, content);
  }

  private flush() {
    const socket = this.socket;
    while (socket?.readyState === OPEN && this.queue.length) socket.send(this.queue.shift()!);
  }

  /** While connecting: look again every second, and send what waits once open. */
  private scheduleRetry() {
    if (this.timers.retry) return;
    this.timers.retry = setTimeout(() => {
      this.timers.retry = undefined;
      if (!this.queue.length) return;
      const state = this.socket?.readyState;
      if (state === OPEN) this.flush();
      else if (state === CONNECTING) this.scheduleRetry();
      else this.connect();
    }, this.t.retryMs);
  }

  private scheduleReconnect() {
    if (this.deliberate) return;
    clearTimeout(this.timers.reconnect);
    this.timers.reconnect = setTimeout(() => this.connect(), this.t.retryMs);
  }

  /** The socket is gone (error, close, no heartbeat reply, or on purpose): forget it, and reconnect unless deliberate. */
  private drop(socket: SocketLike) {
    this.socket = null;
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    clearTimeout(this.timers.retry);
    this.timers.retry = undefined;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      if (socket.readyState === OPEN || socket.readyState === CONNECTING) socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers: it is gone either way.
    }
    if (this.deliberate) return this.setStatus('closed');
    this.setStatus('offline');
    this.scheduleReconnect();
  }

  /** Heartbeat: a ping after idleMs without a message; no reply within replyMs closes (and so reconnects). */
  private heard() {
    clearTimeout(this.timers.idle);
    clearTimeout(this.timers.reply);
    this.timers.idle = setTimeout(() => {
      const socket = this.socket;
      if (socket?.readyState !== OPEN) return;
      socket.send(JSON.stringify({ moodboardId: this.options.moodboardId, sender: this.options.sender, msgCode: msgCodes.ping, msgContent: 'ping' } satisfies SocketMessage));
      this.timers.reply = setTimeout(() => {
        if (this.socket === socket) this.drop(socket);
      }, this.t.replyMs);
    }, this.t.idleMs);
  }

  private receive(text: string) {
    let message: SocketMessage;
    try {
      message = JSON.parse(text) as SocketMessage;
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    switch (message.msgCode) {
      case msgCodes.ping:
        // The server's own heartbeat asks too: answer it.
        if (message.msgContent === 'ping' && message.sender === serverSender) this.send(msgCodes.ping, 'pong');
        return;
      case msgCodes.error:
        return this.emit('error', String((message.msgContent as { error?: unknown } | null)?.error ?? 'The server refused this message'));
      case msgCodes.chat:
        this.emit('chat', message.msgContent as ChatContent, message as SocketMessage<ChatContent>);
        return this.emit('message', message);
      case msgCodes.page:
        this.emit('page', message.msgContent, message);
        return this.emit('message', message);
      default:
        return;
    }
  }
}
