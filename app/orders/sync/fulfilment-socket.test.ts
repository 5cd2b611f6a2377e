import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FulfilmentSocket, type SocketLike } from './fulfilment-socket';
import { forgedSenderMessage, otherRoomMessage, parseClientFrame, socketPath, tooLargeMessage, unknownCodeMessage } from './protocol';

/** A socket the test drives: it opens, receives and drops when told to, and records what the client sent. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: any[] = [];
  closedByClient = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  fail() {
    this.onerror?.({});
  }
}

const room = { moodboardId: 'o-100', sender: 'cli-1' };
let sockets: FakeSocket[];
const latest = () => sockets.at(-1)!;

function client(timings?: { idleMs?: number; replyMs?: number; retryMs?: number }) {
  const c = new FulfilmentSocket({ url: `ws://shop.test${socketPath(room.moodboardId, room.sender)}`, ...room, timings, openSocket: (url) => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s;
  } });
  const statuses: string[] = [];
  c.on('status', (s) => statuses.push(s));
  return { c, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the fulfilment socket client', () => {
  it('sends each code in the spec shape, and hands received chat and page messages to the page', () => {
    const { c } = client();
    const chats: unknown[] = [];
    const pages: unknown[] = [];
    const errors: string[] = [];
    const all: number[] = [];
    c.on('chat', (m) => chats.push(m));
    c.on('page', (m) => pages.push(m));
    c.on('error', (e) => errors.push(e));
    c.on('message', (m) => all.push(m.msgCode));
    c.connect();
    expect(latest().url).toBe('ws://shop.test/ws/of/o-100/cli-1');
    latest().open();
    expect(c.sendChat('Is the sofa on its way?')).toBe('sent');
    expect(c.sendPage({ refresh: 'order' })).toBe('sent');
    expect(latest().sent).toEqual([
      { moodboardId: 'o-100', sender: 'cli-1', msgCode: 3, msgContent: 'Is the sofa on its way?' },
      { moodboardId: 'o-100', sender: 'cli-1', msgCode: 1, msgContent: { refresh: 'order' } },
    ]);
    const kept = { messageId: 'm1', seq: 1, senderId: 'stf-1', text: 'Yes', imageUrl: null, senderRole: 'staff', sentAt: '2026-11-23T10:00:00.000Z' };
    latest().receive({ moodboardId: 'o-100', sender: 'stf-1', msgCode: 3, msgContent: kept });
    latest().receive({ moodboardId: 'o-100', sender: 'stf-1', msgCode: 1, msgContent: { status: 'shipped' } });
    latest().receive({ moodboardId: 'o-100', sender: 'server', msgCode: 0, msgContent: { error: unknownCodeMessage } });
    latest().receive({ moodboardId: 'o-100', sender: 'server', msgCode: 4, msgContent: 'pong' });
    expect(chats).toEqual([kept]);
    expect(pages).toEqual([{ status: 'shipped' }]);
    expect(errors).toEqual([unknownCodeMessage]);
    expect(all).toEqual([3, 1]);
    // The server's own ping is answered with a pong.
    latest().receive({ moodboardId: 'o-100', sender: 'server', msgCode: 4, msgContent: 'ping' });
    expect(latest().sent.at(-1)).toEqual({ moodboardId: 'o-100', sender: 'cli-1', msgCode: 4, msgContent: 'pong' });
    c.close();
  });

  it('pings after 60 s without a message and closes when no reply comes within 60 s, then reconnects', () => {
    const { c, statuses } = client();
    c.connect();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(59_999);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual([{ moodboardId: 'o-100', sender: 'cli-1', msgCode: 4, msgContent: 'ping' }]);
    // A reply within 60 s keeps it open, and the next ping comes 60 s after that reply.
    vi.advanceTimersByTime(30_000);
    first.receive({ moodboardId: 'o-100', sender: 'server', msgCode: 4, msgContent: 'pong' });
    vi.advanceTimersByTime(59_999);
    expect(first.sent).toHaveLength(1);
    expect(first.closedByClient).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.sent).toHaveLength(2);
    // No reply: closed at 60 s, and a new socket a second later.
    vi.advanceTimersByTime(59_999);
    expect(first.closedByClient).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closedByClient).toBe(true);
    expect(c.status).toBe('offline');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'connecting']);
    c.close();
  });

  it('reconnects after an error or an unexpected close, every second while it cannot', () => {
    const { c } = client();
    c.connect();
    latest().open();
    latest().fail();
    expect(c.status).toBe('offline');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The new socket never opens: it drops while connecting, and the next try is a second later.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(3);
    latest().open();
    latest().drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
    latest().open();
    expect(c.status).toBe('open');
    c.close();
  });

  it('does not reconnect after a deliberate close, nor after the server signs the user out', () => {
    const { c, statuses } = client();
    c.connect();
    latest().open();
    c.close();
    expect(latest().closedByClient).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(c.status).toBe('closed');
    expect(statuses.at(-1)).toBe('closed');

    const other = client();
    other.c.connect();
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    expect(other.c.status).toBe('closed');
  });

  it('sending while closed reconnects and sends once open — after a drop and after a deliberate close', () => {
    const { c } = client();
    c.connect();
    latest().open();
    latest().drop();
    expect(c.sendChat('first')).toBe('queued');
    // At once, not a second later.
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ moodboardId: 'o-100', sender: 'cli-1', msgCode: 3, msgContent: 'first' }]);
    c.close();
    expect(c.sendChat('after close')).toBe('queued');
    expect(sockets).toHaveLength(3);
    latest().open();
    expect(latest().sent).toEqual([{ moodboardId: 'o-100', sender: 'cli-1', msgCode: 3, msgContent: 'after close' }]);
    c.close();
  });

  it('while connecting, a send is retried every second until the socket is open', () => {
    const { c } = client();
    c.connect();
    const s = latest();
    expect(c.sendChat('waiting')).toBe('queued');
    expect(c.pending).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(s.sent).toEqual([]);
    expect(sockets).toHaveLength(1);
    // The socket is open by the next look (its open event not seen yet): the retry sends it.
    s.readyState = 1;
    vi.advanceTimersByTime(999);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.sent).toEqual([{ moodboardId: 'o-100', sender: 'cli-1', msgCode: 3, msgContent: 'waiting' }]);
    expect(c.pending).toBe(0);
    c.close();
  });
});

describe('the fulfilment socket protocol', () => {
  const frame = (m: Record<string, unknown>) => JSON.stringify({ moodboardId: 'o-100', sender: 'cli-1', msgCode: 3, msgContent: 'hi', ...m });
  it.each([
    ['a message for another board', frame({ moodboardId: 'o-999' }), otherRoomMessage],
    ['a forged sender', frame({ sender: 'cli-2' }), forgedSenderMessage],
    ['an unknown code', frame({ msgCode: 7 }), unknownCodeMessage],
    ['a code the server keeps for itself', frame({ msgCode: 0 }), unknownCodeMessage],
    ['an oversized message', frame({ msgContent: 'x'.repeat(20_000) }), tooLargeMessage],
    ['not JSON', '{"moodboardId":', 'This message is not valid JSON'],
    ['no shape', '[1,2]', 'A message is { moodboardId, sender, msgCode, msgContent }'],
    ['a chat message without text', frame({ msgContent: 42 }), 'A chat message (msgCode 3) carries its text, or { text, imageUrl }'],
  ])('refuses %s with a clear message', (_, text, error) => {
    expect(parseClientFrame(text, room)).toEqual({ ok: false, error });
  });

  it('takes the three codes a client sends', () => {
    for (const msgCode of [1, 3, 4]) expect(parseClientFrame(frame({ msgCode }), room).ok).toBe(true);
  });
});
