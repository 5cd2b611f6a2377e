import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { demoPassword } from '../../composition-root/demo/accounts';
import { orderThreadStream } from '../../domain/messaging/order-thread';
import { FulfilmentSocket, type SocketLike } from '../../app/orders/sync/fulfilment-socket';
import { forgedSenderMessage, otherRoomMessage, socketPath, tooLargeMessage, unknownCodeMessage } from '../../app/orders/sync/protocol';
import { designBoard, rawSocket, signedIn, wsBase } from '../support/canvas';
import { clientPassword } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { settled } from '../support/processes';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true, socketOptions: { idleMs: 400, replyMs: 400, sessionCheckMs: 150 } });
  const errors = loggedErrors(runtime);
  const staff = new ApiClient(base, null, '192.0.2.20');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  const sales = Object.assign(new ApiClient(base, null, '192.0.2.21'), { userId: 'demo-salesman' });
  expect((await sales.call('/client/login', { email: 'salesman@roomcraft.local', password: demoPassword })).success).toBe(true);
  const client = await signedIn(runtime, base, 'client', 'ofc');
  const other = await signedIn(runtime, base, 'client', 'ofo');
  const designer = await signedIn(runtime, base, 'designer', 'ofd');
  const order = await paidOrderFor(runtime, client, { lines: 1 });
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  await settled(runtime);
  return { runtime, base, errors, staff: Object.assign(staff, { userId: 'demo-staff' }), sales, client, other, designer, order, boardId };
})();

const auth = (who: { token: string | null }) => ({ authorization: who.token! });
const frame = (moodboardId: string, sender: string, msgCode: number, msgContent: unknown) => JSON.stringify({ moodboardId, sender, msgCode, msgContent });
/** A raw socket that answers the server's heartbeat (400 ms here), as the browser client does, so a slow step does not lose it. */
async function live(path: string, room: string, sender: string, headers: Record<string, string>) {
  const ws = await rawSocket((await ready).base, path, headers);
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.msgCode === 4 && m.msgContent === 'ping') ws.send(frame(room, sender, 4, 'pong'));
  });
  return ws;
}
const storedTypes = async (threadId: string) => (await (await ready).runtime.store.readStream(orderThreadStream(threadId))).events.map((e) => e.type);

describe('the order-fulfilment socket /ws/of/{moodboardId}/{sender}', () => {
  it("an order's client and staff share its room: chat (3) is kept and broadcast, page messages (1) are relayed and never kept, pings (4) answered", async () => {
    const { base, client, staff, sales, order } = await ready;
    const c = await live(socketPath(order.orderId, client.userId), order.orderId, client.userId, auth(client));
    const s = await live(socketPath(order.orderId, staff.userId), order.orderId, staff.userId, auth(staff));
    const m = await live(socketPath(order.orderId, sales.userId), order.orderId, sales.userId, auth(sales));
    c.send(frame(order.orderId, client.userId, 3, 'Is the sofa on its way?'));
    const atStaff = await s.box.next((x) => x.msgCode === 3);
    expect(atStaff).toMatchObject({ moodboardId: order.orderId, sender: client.userId, msgCode: 3, msgContent: { seq: 1, senderId: client.userId, senderRole: 'client', text: 'Is the sofa on its way?' } });
    // The sender's own page gets it back too, with its id and time: it is kept.
    expect((await c.box.next((x) => x.msgCode === 3)).msgContent.messageId).toBe(atStaff.msgContent.messageId);
    await m.box.next((x) => x.msgCode === 3);
    s.send(frame(order.orderId, staff.userId, 3, { text: 'It ships Friday.' }));
    expect((await c.box.next((x) => x.msgCode === 3 && x.msgContent.seq === 2)).msgContent).toMatchObject({ senderRole: 'staff', text: 'It ships Friday.' });
    // Page messages go to the others only, in the sender's name, and are not stored.
    s.send(frame(order.orderId, staff.userId, 1, { refresh: 'tracking', lineId: 'line-1' }));
    expect(await c.box.next((x) => x.msgCode === 1)).toEqual({ moodboardId: order.orderId, sender: staff.userId, msgCode: 1, msgContent: { refresh: 'tracking', lineId: 'line-1' } });
    await m.box.next((x) => x.msgCode === 1);
    c.send(frame(order.orderId, client.userId, 4, 'ping'));
    expect(await c.box.next((x) => x.msgCode === 4 && x.msgContent === 'pong')).toEqual({ moodboardId: order.orderId, sender: 'server', msgCode: 4, msgContent: 'pong' });
    // The server reads a socket's frames in order and relays page messages at once: the staff page's pong
    // comes after anything its page message would have sent back to it.
    s.send(frame(order.orderId, staff.userId, 4, 'ping'));
    await s.box.next((x) => x.msgCode === 4 && x.msgContent === 'pong');
    expect(s.box.seen.filter((x) => x.msgCode === 1)).toEqual([]);
    expect(await storedTypes(`order-${order.orderId}`)).toEqual(['OrderThreadOpened', 'OrderMessageSent', 'OrderMessageSent']);
    // …and the calls read what the socket kept.
    const listed = await client.call('/order/message/query', { orderId: order.orderId });
    expect(listed.data.list.map((x: { text: string }) => x.text)).toEqual(['Is the sofa on its way?', 'It ships Friday.']);
    // A message saved by the call reaches the room's sockets live.
    await staff.call('/order/message/save', { orderId: order.orderId, content: 'Tracking is on your order page.' });
    expect((await c.box.next((x) => x.msgCode === 3 && x.msgContent.seq === 3)).msgContent.text).toBe('Tracking is on your order page.');
    for (const ws of [c, s, m]) ws.close();
  });

  it('refused messages get a clear error on the socket and change nothing; the socket stays open', async () => {
    const { base, client, other, order, runtime } = await ready;
    const theirs = await paidOrderFor(runtime, other, { lines: 1 });
    const c = await live(socketPath(order.orderId, client.userId), order.orderId, client.userId, auth(client));
    const before = await storedTypes(`order-${order.orderId}`);
    const errorsSeen = () => c.box.seen.filter((x) => x.msgCode === 0).map((x) => x.msgContent.error);
    c.send(frame(theirs.orderId, client.userId, 3, 'Into their order'));
    c.send(frame(order.orderId, other.userId, 3, 'In their name'));
    c.send(frame(order.orderId, client.userId, 7, 'What is 7?'));
    c.send(frame(order.orderId, client.userId, 3, 'x'.repeat(20_000)));
    c.send(frame(order.orderId, client.userId, 3, 'x'.repeat(2001)));
    c.send(frame(order.orderId, client.userId, 3, '   '));
    c.send('{"moodboardId":');
    c.send(Buffer.from([1, 2, 3]), { binary: true });
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (errorsSeen().length >= 8) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    // Each refused frame is answered once (the chat ones after the domain has looked at them).
    expect(errorsSeen().sort()).toEqual(
      [otherRoomMessage, forgedSenderMessage, unknownCodeMessage, tooLargeMessage, 'This message is not valid JSON', 'This socket takes JSON text messages', 'text: Please keep a message under 2000 characters', 'text: Please write a message'].sort(),
    );
    expect(c.readyState).toBe(WebSocket.OPEN);
    expect(await storedTypes(`order-${order.orderId}`)).toEqual(before);
    expect(await storedTypes(`order-${theirs.orderId}`)).toEqual([]);
    c.close();
  });

  it('unauthenticated, cross-origin, forged-sender and non-member upgrades are refused; other paths are left alone', async () => {
    const { base, client, other, designer, sales, order, boardId } = await ready;
    await expect(rawSocket(base, socketPath(order.orderId, client.userId))).rejects.toThrow('HTTP 401');
    await expect(rawSocket(base, socketPath(order.orderId, client.userId), { ...auth(client), origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(rawSocket(base, socketPath(order.orderId, other.userId), auth(client))).rejects.toThrow('HTTP 403');
    // Another client's order, a designer on an order, a salesman on a board, a stranger on a board, nothing at all: not found alike.
    await expect(rawSocket(base, socketPath(order.orderId, other.userId), auth(other))).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, socketPath(order.orderId, designer.userId), auth(designer))).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, socketPath(boardId, sales.userId), auth(sales))).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, socketPath(boardId, other.userId), auth(other))).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, socketPath('o-missing', client.userId), auth(client))).rejects.toThrow('HTTP 404');
    await expect(rawSocket(base, '/ws/of/%ZZ/x', auth(client))).rejects.toThrow();
    await expect(rawSocket(base, `/ws/of/${order.orderId}`, auth(client))).rejects.toThrow();
    expect(await storedTypes(`board-${boardId}`)).toEqual([]);
  });

  it("a mood board's members (and staff) share its room; its chat is kept on the board's thread", async () => {
    const { base, client, designer, staff, boardId } = await ready;
    const c = await live(socketPath(boardId, client.userId), boardId, client.userId, auth(client));
    const d = await live(socketPath(boardId, designer.userId), boardId, designer.userId, auth(designer));
    const s = await live(socketPath(boardId, staff.userId), boardId, staff.userId, auth(staff));
    d.send(frame(boardId, designer.userId, 3, 'I swapped the rug: what do you think?'));
    expect((await c.box.next((x) => x.msgCode === 3)).msgContent).toMatchObject({ senderRole: 'designer', text: 'I swapped the rug: what do you think?' });
    await s.box.next((x) => x.msgCode === 3);
    c.send(frame(boardId, client.userId, 1, { type: 'focus', productId: 'p-1' }));
    expect((await d.box.next((x) => x.msgCode === 1)).msgContent).toEqual({ type: 'focus', productId: 'p-1' });
    // Opened once with both members when the first of them connected; the page message is not kept.
    expect(await storedTypes(`board-${boardId}`)).toEqual(['OrderThreadOpened', 'OrderMessageSent']);
    // The board's messages through the call, for its members only.
    expect((await client.call('/order/message/query', { moodboardId: boardId })).data.list.map((x: { text: string }) => x.text)).toEqual(['I swapped the rug: what do you think?']);
    expect((await (await ready).other.call('/order/message/query', { moodboardId: boardId })).status).toBe(404);
    for (const ws of [c, d, s]) ws.close();
  });

  it('heartbeat: the server pings an idle socket and closes it when no reply comes', async () => {
    const { base, client, order } = await ready;
    const ws = await rawSocket(base, socketPath(order.orderId, client.userId), auth(client));
    expect(await ws.box.next((x) => x.msgCode === 4)).toEqual({ moodboardId: order.orderId, sender: 'server', msgCode: 4, msgContent: 'ping' });
    await new Promise<void>((resolve) => ws.once('close', () => resolve()));
    expect(ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('signing out lets the socket go (4401), and the token is refused at the next upgrade', async () => {
    const { base, client, order } = await ready;
    const again = new ApiClient(base, null, '192.0.2.98');
    expect((await again.call('/client/login', { email: client.email, password: clientPassword })).success).toBe(true);
    const ws = await rawSocket(base, socketPath(order.orderId, client.userId), { authorization: again.token! });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    expect((await again.call('/client/logout', {})).success).toBe(true);
    expect(await closed).toBe(4401);
    await expect(rawSocket(base, socketPath(order.orderId, client.userId), { authorization: again.token! })).rejects.toThrow('HTTP 401');
  });

  it('the browser client over real sockets: sends, hears the room, answers the heartbeat and reconnects after the server drops it', async () => {
    const { base, client, staff, order } = await ready;
    const opened: WebSocket[] = [];
    const pings = new Map<WebSocket, number>();
    const browser = new FulfilmentSocket({
      url: `${wsBase(base)}${socketPath(order.orderId, client.userId)}`,
      moodboardId: order.orderId,
      sender: client.userId,
      timings: { idleMs: 5_000, replyMs: 5_000, retryMs: 100 },
      openSocket: (url) => {
        const ws = new WebSocket(url, { headers: auth(client) });
        ws.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (m.msgCode === 4 && m.msgContent === 'ping') pings.set(ws, (pings.get(ws) ?? 0) + 1);
        });
        opened.push(ws);
        return ws as unknown as SocketLike;
      },
    });
    const heard: string[] = [];
    browser.on('chat', (m) => heard.push(m.text));
    const until = (test: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const stuck = setTimeout(() => reject(new Error('still waiting')), 10_000);
        const check = setInterval(() => {
          if (test()) {
            clearInterval(check);
            clearTimeout(stuck);
            resolve();
          }
        }, 20);
      });
    // Sending before it is open: queued, then sent once open.
    browser.connect();
    expect(browser.sendChat('Sent while connecting')).toBe('queued');
    await until(() => heard.includes('Sent while connecting'));
    await staff.call('/order/message/save', { orderId: order.orderId, content: 'Heard by the browser' });
    await until(() => heard.includes('Heard by the browser'));
    // The server's heartbeat is answered: it pings after 400 ms of silence and closes 400 ms after an unanswered
    // ping, so a third ping on the same socket means the first two were answered (it outlived several idle periods).
    await until(() => (pings.get(opened[0]!) ?? 0) >= 3);
    expect(browser.status).toBe('open');
    expect(opened).toHaveLength(1);
    // The server drops the connection: the client reconnects by itself.
    opened[0]!.terminate();
    await until(() => opened.length === 2 && browser.status === 'open');
    browser.sendChat('After the reconnect');
    await until(() => heard.includes('After the reconnect'));
    // A deliberate close: the socket goes (the server sees it close) and no other is opened
    // (close() cancels every timer at once; the unit test follows the clock past them).
    const gone = new Promise((resolve) => opened[1]!.once('close', resolve));
    browser.close();
    await gone;
    expect(opened).toHaveLength(2);
    expect(browser.status).toBe('closed');
  });

  it('logged no error', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
