import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { boardIdPattern } from '../../../domain/canvas/canvas-board';
import { roleOn } from '../../../domain/canvas/canvas-board.decide';
import { getIsCanEdit } from '../../../domain/canvas/rights';
import type { Runtime } from '../../../infra/runtime';
import { admitRequest, keepAlive, refuseUpgrade } from '../../web/socket-kit.server';
import { decodeSegment, upgradeTarget } from '../../web/upgrade-request.server';
import { fromBase64, SyncPeer } from '../sync/doc';
import { LatestThrottle } from '../../web/latest-throttle';
import { HEARTBEAT_IDLE_MS, HEARTBEAT_REPLY_MS, MAX_MESSAGE_BYTES, type MsgContent, POINTER_THROTTLE_MS, SIGNED_OUT_CODE, parseClientMessage, pickColor, serialize, type ServerMessage } from '../sync/protocol';
import { canvasRooms, type Room, type RoomPeer } from './rooms.server';
import { shareKeyMatches } from './share-keys.server';

/**
 * The canvas WebSocket server: `ws` in noServer mode behind one `upgrade`
 * handler for /ws/canvas/{boardId} (other paths are left alone). The upgrade
 * checks the origin, the session cookie (or `authorization` header) and board
 * membership — or a share key (?key=…, read-only) — before accepting:
 * 401/403/404 otherwise. Presence is relayed and never stored.
 */
export interface CanvasSocketOptions {
  idleMs?: number;
  replyMs?: number;
  /** How often an open socket's session is looked at again (30 s). */
  sessionCheckMs?: number;
}

export interface CanvasUpgradeHandler {
  /** Handles the upgrade if it is for /ws/canvas/…; false leaves it to others (Vite's HMR in dev). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Close every canvas socket (shutdown). */
  close(): void;
}

const pathPattern = /^\/ws\/canvas\/([^/?#]*)$/;


export function createCanvasUpgradeHandler(runtime: Runtime, options: CanvasSocketOptions = {}): CanvasUpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const rooms = canvasRooms(runtime);
  const idleMs = options.idleMs ?? HEARTBEAT_IDLE_MS;
  const replyMs = options.replyMs ?? HEARTBEAT_REPLY_MS;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer, boardId: string, key: string | null) {
    const admitted = await admitRequest(runtime, req, socket, 'canvas');
    if (!admitted) return;
    const { session } = admitted;
    if (!boardIdPattern.test(boardId)) return refuseUpgrade(socket, 404, 'Not Found');
    const room = await rooms.room(boardId);
    if (!room) return refuseUpgrade(socket, 404, 'Not Found');
    let who = roleOn(room.meta, session.actor);
    if (!who && key && !room.meta.private && shareKeyMatches(room.meta.shareKeyHashes, key)) who = { userId: session.user?.id ?? `v:${session.visitorId}`, role: 'viewer' };
    if (!who) {
      rooms.release(room);
      return session.changed ? refuseUpgrade(socket, 401, 'Unauthorized') : refuseUpgrade(socket, 403, 'Forbidden');
    }
    const member = who;
    // A signed-in editor who signs out (or whose session ends) is let go: the session is looked at again now and then.
    const stillSignedIn = admitted.stillSignedIn(session.user?.id ?? null);
    wss.handleUpgrade(req, socket, head, (ws) => join(ws, room, session.actor, member.userId, member.role, session.user?.email ?? 'Guest', stillSignedIn));
  }

  function join(ws: WebSocket, room: Room, actor: RoomPeer['actor'], userId: string, role: RoomPeer['role'], email: string, stillSignedIn: () => Promise<boolean>) {
    const inUse = [...room.peers].map((p) => p.user.color);
    const peer: RoomPeer = {
      actor, userId, role, sync: new SyncPeer(),
      user: { email, onlineId: randomBytes(8).toString('hex'), color: pickColor(inUse), currActionIds: [], x: 0, y: 0, hide: false, type: 'otherUser' },
      send: (message: ServerMessage) => { if (ws.readyState === ws.OPEN) ws.send(serialize(message)); },
    };
    room.peers.add(peer);
    const online = () => [...room.peers].filter((p) => p !== peer).map((p) => p.user);
    const others = (message: ServerMessage) => { for (const p of room.peers) if (p !== peer) p.send(message); };
    const canEdit = getIsCanEdit(role, room.meta.clientCanEdit);
    peer.send({ v: 1, type: 'welcome', boardId: room.boardId, you: { userId, role, canEdit, onlineId: peer.user.onlineId, email, color: peer.user.color }, online: online() });
    others({ v: 1, type: 'live', msgCode: 1, online: [...room.peers].map((p) => p.user), user: peer.user, msgContent: { type: 'initUser', onlineId: peer.user.onlineId } });
    rooms.syncPeer(room, peer);

    // The server names the sender: its own e-mail and online id, never what the message claims.
    const presence = new LatestThrottle<{ msgCode: number; msgContent: MsgContent }>(POINTER_THROTTLE_MS, ({ msgCode, msgContent }) =>
      others({ v: 1, type: 'live', msgCode, online: [...room.peers].map((p) => p.user), user: peer.user, msgContent: { ...msgContent, onlineId: peer.user.onlineId } }));

    const { heard } = keepAlive(ws, { idleMs, replyMs, sessionCheckMs, ping: () => peer.send({ v: 1, type: 'ping' }), stillSignedIn, signedOutCode: SIGNED_OUT_CODE });

    ws.on('message', (data, isBinary) => {
      heard();
      if (isBinary) return peer.send({ v: 1, type: 'error', message: 'This socket takes JSON text messages' });
      const parsed = parseClientMessage(data.toString());
      if (!parsed.ok) return peer.send({ v: 1, type: 'error', message: parsed.error });
      const message = parsed.message;
      switch (message.type) {
        case 'ping':
          return peer.send({ v: 1, type: 'pong' });
        case 'pong':
          return;
        case 'sync':
          return void rooms.receiveSync(room, peer, fromBase64(message.data)).catch(() => peer.send({ v: 1, type: 'error', message: 'This sync message could not be read' }));
        case 'live': {
          const c = message.msgContent;
          if (c.pointer) Object.assign(peer.user, { x: c.pointer.x, y: c.pointer.y });
          if (c.type === 'user' && c.ids) peer.user.currActionIds = c.ids;
          if (c.hide !== undefined) peer.user.hide = c.hide;
          // Relayed at most every 100 ms per kind (part 2 §9: pointer throttle), the latest winning; the excess is dropped.
          return presence.offer(c.pointer ? 'pointer' : c.type, { msgCode: message.msgCode ?? 1, msgContent: c });
        }
        case 'change': {
          if (role === 'viewer') {
            peer.send({ v: 1, type: 'error', message: 'This board is read-only', uuid: message.entry.uuid });
            return rooms.reset(room, peer, 'This board is read-only');
          }
          return void rooms.submitClientChange(room, peer, message).then(
            (outcome) => {
              if (outcome.ok) return peer.send({ v: 1, type: 'ack', uuid: message.entry.uuid });
              peer.send({ v: 1, type: 'error', message: outcome.message, uuid: message.entry.uuid });
              rooms.reset(room, peer, outcome.message);
            },
            (error: unknown) => {
              runtime.logger.error('canvas change failed', { boardId: room.boardId, error });
              peer.send({ v: 1, type: 'error', message: 'This change could not be saved: please try again', uuid: message.entry.uuid });
              rooms.reset(room, peer, 'not saved');
            },
          );
        }
      }
    });
    ws.on('close', () => {
      presence.stop();
      room.peers.delete(peer);
      others({ v: 1, type: 'leave', onlineId: peer.user.onlineId, online: [...room.peers].map((p) => p.user) });
      rooms.release(room);
    });
    ws.on('error', () => ws.terminate());
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = upgradeTarget(req);
      const match = pathPattern.exec(url.pathname);
      if (!match) return false;
      socket.on('error', () => socket.destroy());
      const boardId = decodeSegment(match[1] ?? '');
      if (boardId === null) {
        refuseUpgrade(socket, 404, 'Not Found');
        return true;
      }
      admit(req, socket, head, boardId, url.searchParams.get('key')).catch((error: unknown) => {
        runtime.logger.error('canvas socket upgrade failed', { error });
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
