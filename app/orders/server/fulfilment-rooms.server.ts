import type { Runtime } from '../../../infra/runtime';
import type { SocketMessage } from '../sync/protocol';

/**
 * The order-fulfilment sockets open in this process, by thread (an order's or a
 * mood board's): what one socket or an order/message/save call says reaches the
 * room's other pages. In scale mode a room lives on the replica its sockets are
 * sticky to (docs/decisions/019); the 60-second poll covers the rest.
 */
export interface RoomPeer {
  userId: string;
  send(message: SocketMessage): void;
}

export class FulfilmentRooms {
  private readonly rooms = new Map<string, Set<RoomPeer>>();

  join(threadId: string, peer: RoomPeer) {
    let room = this.rooms.get(threadId);
    if (!room) this.rooms.set(threadId, (room = new Set()));
    room.add(peer);
  }

  leave(threadId: string, peer: RoomPeer) {
    const room = this.rooms.get(threadId);
    room?.delete(peer);
    if (room && room.size === 0) this.rooms.delete(threadId);
  }

  /** To every socket of the room but `except`. */
  broadcast(threadId: string, message: SocketMessage, except?: RoomPeer) {
    for (const peer of this.rooms.get(threadId) ?? []) if (peer !== except) peer.send(message);
  }

  size(threadId: string): number {
    return this.rooms.get(threadId)?.size ?? 0;
  }
}

const registry = new WeakMap<Runtime, FulfilmentRooms>();

export function fulfilmentRooms(runtime: Runtime): FulfilmentRooms {
  let rooms = registry.get(runtime);
  if (!rooms) registry.set(runtime, (rooms = new FulfilmentRooms()));
  return rooms;
}
