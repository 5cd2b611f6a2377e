import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isDomainError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { admitRequest, keepAlive, refuseUpgrade } from '../../web/socket-kit.server';
import { refusalOf } from '../../web/refusal';
import { chatMessageLimit, pageFrameLimit, rateLimiter } from '../../web/rate-limit.server';
import type { SocketOptions, UpgradeHandler } from '../../web/sockets.server';
import { decodeSegment, upgradeTarget } from '../../web/upgrade-request.server';
import { ensureThreadOpen, orderCallerOf, type OrderCaller, type ResolvedThread, resolveThread, sendInThread, subjectOf } from '../application/order-messages.server';
import {
  chatInputOf,
  type ChatInput,
  HEARTBEAT_IDLE_MS,
  HEARTBEAT_REPLY_MS,
  MAX_FRAME_BYTES,
  msgCodes,
  parseClientFrame,
  serverSender,
  SIGNED_OUT_CODE,
  socketPathPattern,
} from '../sync/protocol';
import { fulfilmentRooms, type RoomPeer } from './fulfilment-rooms.server';

/**
 * The order-fulfilment socket (part 2 §4, §7 "Sockets"): /ws/of/{moodboardId}/{sender}.
 * The upgrade checks the origin, the session (cookie or `authorization` header),
 * that {sender} is the signed-in user, and that they take part in the board
 * (its members; staff) or the order (its client; staff and salesmen):
 * 401/403/404 otherwise. Chat messages (3) are kept as order messages and
 * broadcast to the room; page messages (1) are relayed to the room's other
 * sockets; pings (4) are answered. A refused message gets `msgCode 0 { error }`.
 */

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function createFulfilmentUpgradeHandler(runtime: Runtime, options: SocketOptions = {}): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const rooms = fulfilmentRooms(runtime);
  const idleMs = options.idleMs ?? HEARTBEAT_IDLE_MS;
  const replyMs = options.replyMs ?? HEARTBEAT_REPLY_MS;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer, moodboardId: string, sender: string) {
    const admitted = await admitRequest(runtime, req, socket, 'fulfilment');
    if (!admitted) return;
    const { session } = admitted;
    if (!session.user) return refuseUpgrade(socket, 401, 'Unauthorized');
    // The sender is the signed-in user: nobody talks in another's name.
    if (sender !== session.user.id) return refuseUpgrade(socket, 403, 'Forbidden');
    if (!idPattern.test(moodboardId)) return refuseUpgrade(socket, 404, 'Not Found');
    const caller = orderCallerOf(session);
    let thread: ResolvedThread;
    try {
      thread = await resolveThread(runtime, caller, subjectOf(moodboardId));
      await ensureThreadOpen(runtime, caller, thread);
    } catch (error) {
      // Another client's order, a board one is not a member of, or none at all: the same answer.
      if (isDomainError(error) && (error.status === 404 || error.status === 400 || error.status === 403)) return refuseUpgrade(socket, 404, 'Not Found');
      throw error;
    }
    const stillSignedIn = admitted.stillSignedIn(session.user.id);
    wss.handleUpgrade(req, socket, head, (ws) => join(ws, caller, thread, stillSignedIn));
  }

  function join(ws: WebSocket, caller: OrderCaller, thread: ResolvedThread, stillSignedIn: () => Promise<boolean>) {
    const room = { moodboardId: thread.moodboardId, sender: caller.userId };
    const peer: RoomPeer = {
      userId: caller.userId,
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    rooms.join(thread.threadId, peer);
    const say = (msgCode: number, msgContent: unknown) => peer.send({ moodboardId: room.moodboardId, sender: serverSender, msgCode, msgContent });
    const refused = (error: string) => say(msgCodes.error, { error });

    const { heard } = keepAlive(ws, { idleMs, replyMs, sessionCheckMs, ping: () => say(msgCodes.ping, 'ping'), stillSignedIn, signedOutCode: SIGNED_OUT_CODE });

    // Chat messages are kept one after another, in the order this socket sent them.
    let queue: Promise<void> = Promise.resolve();
    let pages: Promise<void> = Promise.resolve();
    const limiter = rateLimiter(runtime);
    let pageRefused = false;
    ws.on('message', (data, isBinary) => {
      heard();
      if (isBinary) return refused('This socket takes JSON text messages');
      const parsed = parseClientFrame(data.toString(), room);
      if (!parsed.ok) return refused(parsed.error);
      const message = parsed.message;
      switch (message.msgCode) {
        case msgCodes.ping:
          if (message.msgContent !== 'pong') say(msgCodes.ping, 'pong');
          return;
        case msgCodes.page: {
          // One allowance per user, whatever sockets they hold and whatever process holds them (issue 20): counted as it arrives,
          // relayed in the order sent; the excess is dropped, the sender told once per burst.
          const allowed = limiter.take(pageFrameLimit, caller.userId).catch(() => false);
          pages = pages.then(async () => {
            if (!(await allowed)) {
              if (!pageRefused) refused(pageFrameLimit.message);
              pageRefused = true;
              return;
            }
            pageRefused = false;
            // Relayed as it came, in the sender's own name (checked above), to the room's other pages; never kept.
            rooms.broadcast(thread.threadId, { moodboardId: room.moodboardId, sender: caller.userId, msgCode: msgCodes.page, msgContent: message.msgContent }, peer);
          }).catch((error: unknown) => runtime.logger.error('fulfilment page message failed', { threadId: thread.threadId, error }));
          return;
        }
        case msgCodes.chat: {
          // Counted as it arrives (not when its turn comes), against the user's chat allowance: refused, nothing kept.
          // The refusal goes back as soon as the count says so; an allowed message waits for its turn.
          const allowed = limiter.take(chatMessageLimit, caller.userId).catch(() => false);
          void allowed.then((ok) => ok || refused(chatMessageLimit.message));
          const input = chatInputOf(message.msgContent as ChatInput);
          queue = queue.then(async () => {
            if (!(await allowed)) return;
            return sendInThread(runtime, caller, thread, input).then(
              () => undefined,
              (error: unknown) => {
                const refusal = refusalOf(error);
                // A message refused as bad input does not use up the allowance.
                if (refusal) {
                  void limiter.giveBack(chatMessageLimit, caller.userId).catch(() => undefined);
                  return refused(refusal.message);
                }
                runtime.logger.error('fulfilment chat message failed', { threadId: thread.threadId, error });
                refused('This message could not be sent: please try again');
              },
            );
          });
          return;
        }
      }
    });
    ws.on('close', () => {
      rooms.leave(thread.threadId, peer);
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    handleUpgrade(req, socket, head) {
      const match = socketPathPattern.exec(upgradeTarget(req).pathname);
      if (!match) return false;
      socket.on('error', () => socket.destroy());
      const moodboardId = decodeSegment(match[1] ?? '');
      const sender = decodeSegment(match[2] ?? '');
      if (moodboardId === null || sender === null) {
        refuseUpgrade(socket, 404, 'Not Found');
        return true;
      }
      admit(req, socket, head, moodboardId, sender).catch((error: unknown) => {
        runtime.logger.error('fulfilment socket upgrade failed', { error });
        refuseUpgrade(socket, 500, 'Internal Server Error');
      });
      return true;
    },
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
