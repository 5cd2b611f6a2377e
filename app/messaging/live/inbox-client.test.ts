import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxClient, type InboxSocketLike, type InboxStatus } from './inbox-client';
import { HEARTBEAT_IDLE_MS, HEARTBEAT_REPLY_MS, type InboxServerMessage, RECONNECT_MS, RECONNECT_SLOW_MS, SIGNED_OUT_CODE } from './protocol';

/** A socket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements InboxSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
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
}

const welcome: InboxServerMessage = { v: 1, type: 'welcome', userId: 'u1', chat: { total: 2, conversations: [{ conversationId: 'c1', unread: 2 }] }, notices: { unread: 1, newest: null } };

function setup() {
  const sockets: FakeSocket[] = [];
  const client = new InboxClient({
    url: 'ws://site.test/ws/inbox',
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  const statuses: InboxStatus[] = [];
  const messages: InboxServerMessage[] = [];
  client.on('status', (s) => statuses.push(s));
  client.on('message', (m) => messages.push(m));
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, statuses, messages, last };
}

describe('inbox client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is online once the server welcomes it, and hands on what the server pushes', () => {
    const { client, last, statuses, messages } = setup();
    client.connect();
    expect(statuses).toEqual(['connecting']);
    last().open();
    expect(client.online).toBe(false);
    last().receive(welcome);
    expect(client.online).toBe(true);
    last().receive({ v: 1, type: 'chatUnread', chat: { total: 3, conversations: [] } });
    // Frames of another version or an unknown type are left alone.
    last().receive({ v: 2, type: 'chatUnread', chat: { total: 9, conversations: [] } });
    last().receive({ v: 1, type: 'shout' });
    expect(messages.map((m) => m.type)).toEqual(['welcome', 'chatUnread']);
    expect(statuses).toEqual(['connecting', 'online']);
  });

  it('reconnects after an unexpected close, retrying every second while it cannot connect', () => {
    const { client, sockets, last, statuses } = setup();
    client.connect();
    last().open();
    last().receive(welcome);
    last().drop();
    expect(statuses.at(-1)).toBe('offline');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The server is still away: each failed attempt is followed by another a second later.
    for (let i = 0; i < 5; i++) {
      last().drop();
      vi.advanceTimersByTime(RECONNECT_MS);
    }
    expect(sockets).toHaveLength(7);
    last().open();
    last().receive(welcome);
    expect(client.online).toBe(true);
  });

  it('an error closes the socket and reconnects too', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().open();
    last().onerror?.({});
    expect(last().closedByClient).toBe(true);
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('slows down to once a minute after a minute of attempts that never opened', () => {
    const { client, sockets, last } = setup();
    client.connect();
    for (let i = 0; i < 60; i++) {
      last().drop();
      vi.advanceTimersByTime(RECONNECT_MS);
    }
    const attempts = sockets.length;
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS * 5);
    expect(sockets).toHaveLength(attempts);
    vi.advanceTimersByTime(RECONNECT_SLOW_MS);
    expect(sockets).toHaveLength(attempts + 1);
    // Once it opens, the count starts over: the next drop is retried after a second.
    last().open();
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(attempts + 2);
  });

  it('does not reconnect when closed deliberately, nor when the server signs it out (4401)', () => {
    const { client, sockets, last, statuses } = setup();
    client.connect();
    last().open();
    client.close();
    expect(last().closedByClient).toBe(true);
    last().drop(1000);
    vi.advanceTimersByTime(RECONNECT_MS * 10);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    client.connect();
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive(welcome);
    last().drop(SIGNED_OUT_CODE);
    vi.advanceTimersByTime(RECONNECT_MS * 10);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('heartbeat: pings after 60 s of silence; no reply within 60 s gives the socket up and reconnects', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().open();
    last().receive(welcome);
    vi.advanceTimersByTime(HEARTBEAT_IDLE_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([{ v: 1, type: 'ping' }]);
    // A reply (any frame) keeps it: the next ping comes after another quiet minute.
    vi.advanceTimersByTime(HEARTBEAT_REPLY_MS - 1);
    last().receive({ v: 1, type: 'pong' });
    vi.advanceTimersByTime(HEARTBEAT_REPLY_MS);
    expect(last().closedByClient).toBe(false);
    expect(last().sent).toHaveLength(2);
    // Now nothing answers: given up after 60 s, without waiting for the close to be reported.
    vi.advanceTimersByTime(HEARTBEAT_REPLY_MS);
    expect(last().closedByClient).toBe(true);
    expect(client.status).toBe('offline');
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('answers the server’s ping with a pong', () => {
    const { client, last, messages } = setup();
    client.connect();
    last().open();
    last().receive({ v: 1, type: 'ping' });
    expect(last().sent).toEqual([{ v: 1, type: 'pong' }]);
    expect(messages).toEqual([]);
  });

  it('refresh asks the server for the counts, or reconnects when the socket is down', () => {
    const { client, sockets, last } = setup();
    client.connect();
    last().open();
    client.refresh();
    expect(last().sent).toEqual([{ v: 1, type: 'refresh' }]);
    last().drop();
    client.refresh();
    expect(sockets).toHaveLength(2);
    client.close();
    client.refresh();
    expect(sockets).toHaveLength(2);
  });
});
