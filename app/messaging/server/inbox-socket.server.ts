import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { inboxRefreshLimit, rateLimiter } from '../../web/rate-limit.server';
import { admitRequest, keepAlive, refuseUpgrade } from '../../web/socket-kit.server';
import type { SocketOptions, UpgradeHandler } from '../../web/sockets.server';
import { upgradeTarget } from '../../web/upgrade-request.server';
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
    const admitted = await admitRequest(runtime, req, socket, 'inbox');
    if (!admitted) return;
    const user = admitted.session.user;
    if (!user) return refuseUpgrade(socket, 401, 'Unauthorized');
    // A user who signs out (or whose session ends) is let go: the session is looked at again now and then.
    const stillSignedIn = admitted.stillSignedIn(user.id);
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

    const { heard } = keepAlive(ws, { idleMs, replyMs, sessionCheckMs, ping: () => listener.send({ v: 1, type: 'ping' }), stillSignedIn, signedOutCode: SIGNED_OUT_CODE });

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
          // Each refresh counts in the database: one allowance per user across their sockets (issue 20).
          return void rateLimiter(runtime)
            .take(inboxRefreshLimit, userId)
            .then((allowed) => (allowed ? counts(false) : listener.send({ v: 1, type: 'error', message: inboxRefreshLimit.message })))
            .catch(countsFailed);
      }
    });
    ws.on('close', () => {
      set.delete(listener);
      if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    handleUpgrade(req, socket, head) {
      if (upgradeTarget(req).pathname !== INBOX_PATH) return false;
      socket.on('error', () => socket.destroy());
      admit(req, socket, head).catch((error: unknown) => {
        runtime.logger.error('inbox socket upgrade failed', { error });
        refuseUpgrade(socket, 500, 'Internal Server Error');
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
