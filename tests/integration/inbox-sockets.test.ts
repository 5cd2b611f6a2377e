import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import type { Actor } from '../../domain/shared/messages';
import { createRuntime } from '../../composition-root/runtime';
import { createLogger } from '../../infra/logger';
import { InboxClient, type InboxSocketLike } from '../../app/messaging/live/inbox-client';
import type { InboxServerMessage } from '../../app/messaging/live/protocol';
import { rawSocket, signedIn, wsBase } from '../support/canvas';
import { clientPassword } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { testConfig } from '../support/runtime';

/**
 * The inbox socket (/ws/inbox) through the real HTTP server and `ws`: each user
 * hears about their own conversations and notifications only, whoever appended
 * the events (this process or another one).
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { socketOptions: { idleMs: 400, replyMs: 400, sessionCheckMs: 150 } });
  const errors = loggedErrors(runtime);
  return { runtime, base, errors };
})();

type Who = Awaited<ReturnType<typeof signedIn>>;

/** A designer project's conversation between a new client and a new designer (as the app opens one). */
async function conversation() {
  const { runtime, base } = await ready;
  const client = await signedIn(runtime, base, 'client', 'ibc');
  const designer = await signedIn(runtime, base, 'designer', 'ibd');
  const needId = String(900_000_000 + randomBytes(3).readUIntBE(0, 3));
  const conversationId = conversationIdOf('designer', { needId });
  await runtime.execute(
    messagingCommands.OpenConversation,
    { conversationId, kind: 'designer', needId, clientId: client.userId, members: [{ userId: designer.userId, role: 'designer' }] },
    { actor: { kind: 'system' } },
  );
  return { client, designer, conversationId, needId };
}

/** A raw inbox socket for a signed-in user, open once the server has welcomed it; it answers the server's pings unless told not to. */
async function listen(who: Who, headers: Record<string, string> = {}, answerPings = true) {
  const { base } = await ready;
  const ws = await rawSocket(base, '/ws/inbox', { authorization: who.token!, ...headers });
  if (answerPings) ws.on('message', (data) => JSON.parse(String(data)).type === 'ping' && ws.send(JSON.stringify({ v: 1, type: 'pong' })));
  await ws.box.next((m) => m.type === 'welcome');
  return ws;
}

type Listening = Awaited<ReturnType<typeof listen>>;
/**
 * For "never receives" checks, without waiting for time: `who` sends a message of
 * their own in `conversationId`, and their socket's echo of it is awaited. The
 * app tells sockets what the feed holds in feed order, so once this later event
 * has reached `ws`, anything an earlier event meant for `ws` has reached it too.
 * Returns the frames `ws` had before the marker.
 */
async function heardBefore(ws: Listening, who: Who, conversationId: string) {
  const messageId = `ib-marker-${randomBytes(4).toString('hex')}`;
  expect((await who.call('/chat/manage/send', { conversationId, text: 'Marker', messageId })).status).toBe(200);
  const marker = await ws.box.next((m) => m.type === 'chat' && m.message.messageId === messageId);
  return ws.box.seen.slice(0, ws.box.seen.indexOf(marker)).filter((m) => m.type !== 'ping');
}
const of = (ws: Listening, type: string) => ws.box.seen.filter((m) => m.type === type);
/** The first frame matching `test` among those received after the first `skip`. */
const after = (ws: Listening, test: (m: any) => boolean, skip: number) => ws.box.next((m) => ws.box.seen.indexOf(m) >= skip && test(m));

describe('inbox socket: live messages', () => {
  it('a message reaches the other member (and the sender’s other tabs) with the unread count; a third user hears nothing', async () => {
    const { errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    // The third user takes part in a conversation of their own only.
    const elsewhere = await conversation();
    const stranger = elsewhere.client;
    const d = await listen(designer);
    const c = await listen(client);
    const x = await listen(stranger);
    expect(d.box.seen[0]).toMatchObject({ v: 1, type: 'welcome', userId: designer.userId, chat: { total: 0 }, notices: { unread: 0 } });

    const sent = await client.call('/chat/manage/send', { conversationId, text: 'Could the sofa be green?', messageId: 'ib-m1' });
    expect(sent.status).toBe(200);
    const got = await d.box.next((m) => m.type === 'chat');
    expect(got).toMatchObject({ type: 'chat', change: 'sent', conversationId, message: { messageId: 'ib-m1', seq: 1, senderId: client.userId, senderRole: 'client', text: 'Could the sofa be green?', deleted: false } });
    expect(await d.box.next((m) => m.type === 'chatUnread' && m.chat.total === 1)).toMatchObject({ chat: { total: 1, conversations: [{ conversationId, unread: 1 }] } });
    expect(await c.box.next((m) => m.type === 'chat')).toMatchObject({ message: { messageId: 'ib-m1' } });
    // The notification the message gave the designer is pushed too.
    expect(await d.box.next((m) => m.type === 'notices')).toMatchObject({ notices: { unread: 1, newest: { kind: 'MESSAGE', title: 'New message', href: `/chat/detail?conversationId=${conversationId}` } } });

    const strangerHeard = await heardBefore(x, stranger, elsewhere.conversationId);
    expect(strangerHeard.map((m) => m.type)).toEqual(['welcome']);
    expect(JSON.stringify(x.box.seen)).not.toContain('sofa');
    // The client's own message is no notification of theirs (nor is their next one, the marker).
    await heardBefore(c, client, conversationId);
    expect(of(c, 'notices')).toEqual([]);
    for (const ws of [d, c, x]) ws.close();
    expect(errors).toEqual([]);
  });

  it('deletes and restores arrive as each member sees them; reading pushes the reader’s new count', async () => {
    const { errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    await client.call('/chat/manage/send', { conversationId, text: 'Too dark?', messageId: 'ib-del' });
    const d = await listen(designer);
    const c = await listen(client);
    expect(d.box.seen[0]).toMatchObject({ chat: { total: 1, conversations: [{ conversationId, unread: 1 }] } });

    expect((await client.call('/chat/manage/delete', { conversationId, messageId: 'ib-del' })).status).toBe(200);
    expect(await d.box.next((m) => m.type === 'chat' && m.change === 'deleted')).toMatchObject({ message: { messageId: 'ib-del', deleted: true, text: '' } });
    expect(await c.box.next((m) => m.type === 'chat' && m.change === 'deleted')).toMatchObject({ message: { deleted: true, text: 'Too dark?' } });
    // A removed message is not unread any more.
    await d.box.next((m) => m.type === 'chatUnread' && m.chat.total === 0);
    expect((await client.call('/chat/manage/restore', { conversationId, messageId: 'ib-del' })).status).toBe(200);
    expect(await d.box.next((m) => m.type === 'chat' && m.change === 'restored')).toMatchObject({ message: { deleted: false, text: 'Too dark?' } });
    await d.box.next((m) => m.type === 'chatUnread' && m.chat.total === 1);

    // The designer reads it (as the client type names the other side): the designer's socket hears the new count.
    const before = d.box.seen.length;
    const read = await designer.call('/chat/manage/read', { conversationId, roleType: 'client' });
    expect(read).toMatchObject({ status: 200, data: { unread: 0 } });
    await after(d, (m) => m.type === 'chatUnread' && m.chat.total === 0, before);
    expect((await designer.call('/chat/getNotReadedCount')).data.count).toBe(0);
    d.close();
    c.close();
    expect(errors).toEqual([]);
  });

  it('a message appended by another process arrives too (the feed, not the command path, is the source)', async () => {
    const { runtime, errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    const d = await listen(designer);
    // A second process on the same database: it appends; this app's feed hears of it (LISTEN/NOTIFY, or its poll).
    const other = await createRuntime(testConfig(), { databaseUrl: (runtime as unknown as { url: string }).url, logger: createLogger('silent'), startProjections: false });
    try {
      const actor: Actor = { kind: 'user', userId: client.userId, email: client.email, roles: ['client'] };
      await other.execute(messagingCommands.SendChatMessage, { conversationId, messageId: 'ib-elsewhere', text: 'Sent from the other process' }, { actor });
    } finally {
      await other.close();
    }
    expect(await d.box.next((m) => m.type === 'chat')).toMatchObject({ message: { messageId: 'ib-elsewhere', text: 'Sent from the other process' } });
    await d.box.next((m) => m.type === 'chatUnread' && m.chat.total === 1);
    d.close();
    expect(errors).toEqual([]);
  });

  it('notifications: a new one and reading them all push the count; a refresh sends the counts again', async () => {
    const { errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    const c = await listen(client);
    await designer.call('/chat/manage/send', { conversationId, text: 'Your first board is ready.' });
    await c.box.next((m) => m.type === 'notices' && m.notices.unread === 1);
    expect((await client.call('/NOTIFICATION/markRead', { all: true }, { method: 'PUT' })).status).toBe(200);
    expect(await c.box.next((m) => m.type === 'notices' && m.notices.unread === 0)).toMatchObject({ notices: { newest: { title: 'New message', read: true } } });
    const before = c.box.seen.length;
    c.send(JSON.stringify({ v: 1, type: 'refresh' }));
    const again = await after(c, (m) => m.type === 'chatUnread', before);
    expect(again.chat.total).toBe(1);
    c.close();
    expect(errors).toEqual([]);
  });

  it('a salesman hears of an unanswered shop conversation; a designer does not', async () => {
    const { runtime, base, errors } = await ready;
    const client = await signedIn(runtime, base, 'client', 'ibs');
    const salesman = await signedIn(runtime, base, 'salesman', 'ibsm');
    // A designer with a project conversation of their own.
    const { designer, conversationId: designersOwn } = await conversation();
    const s = await listen(salesman);
    const d = await listen(designer);
    const opened = await client.call('/chat/manage/salesChat');
    const conversationId = opened.data.conversationId;
    await client.call('/chat/manage/send', { conversationId, text: 'Do you ship to Alaska?' });
    expect(await s.box.next((m) => m.type === 'chat')).toMatchObject({ conversationId, message: { text: 'Do you ship to Alaska?' } });
    expect((await heardBefore(d, designer, designersOwn)).filter((m) => m.type === 'chat')).toEqual([]);
    expect(JSON.stringify(d.box.seen)).not.toContain('Alaska');
    s.close();
    d.close();
    expect(errors).toEqual([]);
  });
});

describe('inbox socket: who may listen, and for how long', () => {
  it('refuses a visitor (401) and another site’s page (403) at the upgrade', async () => {
    const { runtime, base } = await ready;
    const user = await signedIn(runtime, base, 'client', 'ibr');
    await expect(rawSocket(base, '/ws/inbox')).rejects.toThrow('HTTP 401');
    const visitor = new ApiClient(base, null, '203.0.113.91');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    await expect(rawSocket(base, '/ws/inbox', { authorization: visitor.token! })).rejects.toThrow('HTTP 401');
    await expect(rawSocket(base, '/ws/inbox', { authorization: user.token!, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(rawSocket(base, '/ws/inbox', { authorization: user.token!, 'sec-fetch-site': 'cross-site' })).rejects.toThrow('HTTP 403');
    await expect(rawSocket(base, '/ws/inbox/other', { authorization: user.token! })).rejects.toThrow();
    // The site's own origin is welcome.
    const ok = await listen(user, { origin: base });
    ok.close();
  });

  it('signing out lets the socket go (4401); the same token is refused after', async () => {
    const { runtime, base } = await ready;
    const user = await signedIn(runtime, base, 'client', 'ibo');
    const again = new ApiClient(base, null, '192.0.2.199');
    expect((await again.call('/client/login', { email: user.email, password: clientPassword })).success).toBe(true);
    const token = again.token!;
    const ws = await rawSocket(base, '/ws/inbox', { authorization: token });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    expect((await again.call('/client/logout', {})).success).toBe(true);
    expect(await closed).toBe(4401);
    await expect(rawSocket(base, '/ws/inbox', { authorization: token })).rejects.toThrow('HTTP 401');
  });

  it('heartbeat: the server pings an idle socket and closes it when no reply comes; bad frames get an error', async () => {
    const { runtime, base } = await ready;
    const user = await signedIn(runtime, base, 'client', 'ibh');
    const ws = await listen(user, {}, false);
    ws.send('{nope');
    expect(await ws.box.next((m) => m.type === 'error')).toMatchObject({ message: 'This message is not valid JSON' });
    ws.send(JSON.stringify({ v: 1, type: 'refresh', userId: 'someone-else' }));
    expect(await ws.box.next((m) => m.type === 'error' && m.message.startsWith('Invalid message'))).toBeTruthy();
    ws.send(JSON.stringify({ v: 1, type: 'ping' }));
    await ws.box.next((m) => m.type === 'pong');
    await ws.box.next((m) => m.type === 'ping');
    await new Promise<void>((resolve) => ws.once('close', () => resolve()));
    expect(ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('the browser’s client over ws: online on welcome, answers pings (so it stays), hears pushes, closes for good when asked', async () => {
    const { base } = await ready;
    const { client, designer, conversationId } = await conversation();
    const messages: InboxServerMessage[] = [];
    const opened: WebSocket[] = [];
    let pings = 0;
    const inbox = new InboxClient({
      url: `${wsBase(base)}/ws/inbox`,
      openSocket: (url) => {
        const ws = new WebSocket(url, { headers: { authorization: designer.token! } });
        ws.on('message', (data) => JSON.parse(String(data)).type === 'ping' && pings++);
        opened.push(ws);
        return ws as unknown as InboxSocketLike;
      },
      timings: { idleMs: 5_000 },
    });
    inbox.on('message', (m) => messages.push(m));
    inbox.connect();
    await expect.poll(() => inbox.status, { timeout: 10_000 }).toBe('online');
    // The server pings after 400 ms of silence and closes 400 ms after an unanswered ping: a third ping on the
    // same socket means the client answered the first two, so the socket outlived several idle periods.
    await expect.poll(() => pings, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(opened).toHaveLength(1);
    expect(inbox.status).toBe('online');
    await client.call('/chat/manage/send', { conversationId, text: 'Still there?' });
    await expect.poll(() => messages.some((m) => m.type === 'chat' && m.message.text === 'Still there?'), { timeout: 10_000 }).toBe(true);
    inbox.close();
    expect(inbox.status).toBe('closed');
  });
});
