import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AppLoadContext } from '@remix-run/node';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { crossSiteProblem } from '../../web/csrf.server';
import { getSession } from '../../web/session.server';
import type { SocketOptions, UpgradeHandler } from '../../web/sockets.server';
import { chatUnreadOf, noticeCountOf } from '../application/inbox.server';
import { HEARTBEAT_IDLE_MS, HEARTBEAT_REPLY_MS, INBOX_PATH, type InboxServerMessage, MAX_INBOX_FRAME_BYTES, parseInboxClientMessage, SIGNED_OUT_CODE } from '../live/protocol';
import { InboxFeed, type InboxListeners } from './inbox-feed.server';

/**
 * The inbox WebSocket server (/ws/inbox; issue 10, ADR 020): `ws` in noServer
 * mode behind the site's one upgrade handler. The upgrade checks the Origin and
 * the session (cookie or `authorization` header): a visitor gets 401, another
 * site 403. Each socket belongs to one signed-in user and is only ever told
 * about that user (InboxFeed); its session is looked at again every 30 s and a
 * signed-out socket is closed with 4401. Heartbeat: ping after 60 s without a
 * frame, terminate without a reply within 60 s.
 */
interface Listener {
  userId: string;
  roles: readonly Role[];
  send(message: InboxServerMessage): void;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

export function createInboxUpgradeHandler(runtime: Runtime, options: SocketOptions = {}): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_INBOX_FRAME_BYTES });
  const idleMs = options.idleMs ?? HEARTBEAT_IDLE_MS;
  const replyMs = options.replyMs ?? HEARTBEAT_REPLY_MS;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;
  const byUser = new Map<string, Set<Listener>>();

  const listeners: InboxListeners = {
    users: () => new Map([...byUser].map(([userId, set]) => [userId, [...set][0]?.roles ?? []])),
    send: (userId, message) => {
      for (const l of byUser.get(userId) ?? []) l.send(message);
    },
  };
  const feed = new InboxFeed(runtime, listeners);
  void feed.start();

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers: req.headers as Record<string, string> });
    const context = { runtime } as AppLoadContext;
    const crossSite = crossSiteProblem(context, request);
    if (crossSite) {
      runtime.logger.warn('inbox socket refused', { problem: crossSite });
      return refuse(socket, 403, 'Forbidden');
    }
    const session = await getSession(request, context);
    const user = session.user;
    if (!user) return refuse(socket, 401, 'Unauthorized');
    // A user who signs out (or whose session ends) is let go: the session is looked at again now and then.
    const stillSignedIn = async () => (await getSession(new Request(request.url, { headers: request.headers }), context)).user?.id === user.id;
    wss.handleUpgrade(req, socket, head, (ws) => join(ws, user.id, user.roles, stillSignedIn));
  }

  function join(ws: WebSocket, userId: string, roles: readonly Role[], stillSignedIn: () => Promise<boolean>) {
    const listener: Listener = {
      userId,
      roles,
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    set.add(listener);

    const counts = async (first: boolean) => {
      const [chat, notices] = await Promise.all([chatUnreadOf(runtime.db, userId), noticeCountOf(runtime.db, userId)]);
      if (first) listener.send({ v: 1, type: 'welcome', userId, chat, notices });
      else {
        listener.send({ v: 1, type: 'chatUnread', chat });
        listener.send({ v: 1, type: 'notices', notices });
      }
    };
    const countsFailed = (error: unknown) => {
      runtime.logger.error('inbox counts failed', { error: String(error) });
      listener.send({ v: 1, type: 'error', message: 'Your messages could not be counted just now' });
    };
    counts(true).catch(countsFailed);

    // Heartbeat: ping after `idleMs` without a frame, terminate when no reply within `replyMs`.
    let idle: NodeJS.Timeout | undefined;
    let reply: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(idle);
      clearTimeout(reply);
      reply = undefined;
      idle = setTimeout(() => {
        listener.send({ v: 1, type: 'ping' });
        reply = setTimeout(() => ws.terminate(), replyMs);
      }, idleMs);
    };
    heard();
    const sessionCheck = setInterval(() => {
      stillSignedIn().then(
        (ok) => {
          if (!ok) ws.close(SIGNED_OUT_CODE, 'Signed out');
        },
        () => undefined,
      );
    }, sessionCheckMs);

    ws.on('message', (data, isBinary) => {
      heard();
      if (isBinary) return listener.send({ v: 1, type: 'error', message: 'This socket takes JSON text messages' });
      const parsed = parseInboxClientMessage(data.toString());
      if (!parsed.ok) return listener.send({ v: 1, type: 'error', message: parsed.error });
      switch (parsed.message.type) {
        case 'ping':
          return listener.send({ v: 1, type: 'pong' });
        case 'pong':
          return;
        case 'refresh':
          return void counts(false).catch(countsFailed);
      }
    });
    ws.on('close', () => {
      clearInterval(sessionCheck);
      clearTimeout(idle);
      clearTimeout(reply);
      set.delete(listener);
      if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== INBOX_PATH) return false;
      socket.on('error', () => socket.destroy());
      admit(req, socket, head).catch((error: unknown) => {
        runtime.logger.error('inbox socket upgrade failed', { error });
        refuse(socket, 500, 'Internal Server Error');
      });
      return true;
    },
    close() {
      void feed.stop();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
