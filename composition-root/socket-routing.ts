import { createHash } from 'node:crypto';

/**
 * Sticky sockets by room (ADR 058). The sockets whose members share state kept
 * in one process — a canvas board's room (its Automerge document and editors),
 * an order's fulfilment room — must all land in the same HTTP worker. The room
 * is read from the upgrade's path alone (no session, no database), and the
 * worker that owns it is a hash of the room over the fixed number of worker
 * slots, so every worker (and, in scale mode, a balancer) agrees without asking.
 * Other sockets (the inbox) are served wherever they land.
 */

/** The paths of the rooms (app/canvas/server/socket-server.server.ts, app/orders/sync/protocol.ts). */
const canvasPath = /^\/ws\/canvas\/([^/?#]*)$/;
const fulfilmentPath = /^\/ws\/of\/([^/?#]+)\/([^/?#]+)$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The room an upgrade's target joins, or null when its socket may be served anywhere. */
export function roomOfUpgrade(target: string | undefined): string | null {
  const raw = target ?? '';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  const canvas = canvasPath.exec(path);
  if (canvas) return `canvas:${decoded(canvas[1] ?? '')}`;
  const fulfilment = fulfilmentPath.exec(path);
  if (fulfilment) return `of:${decoded(fulfilment[1] ?? '')}`;
  return null;
}

/** The slot (0 … slots−1) of the worker that owns `room`: the same answer in every process. */
export function ownerSlot(room: string, slots: number): number {
  if (slots <= 1) return 0;
  return createHash('sha1').update(room).digest().readUInt32BE(0) % slots;
}

/** What a worker sends the primary (and the primary the owner) with the socket's handle. */
export interface ForwardedUpgrade {
  kind: 'roomcraft:upgrade';
  slot: number;
  method: string;
  url: string;
  httpVersion: string;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  /** The bytes read past the request's head (base64). */
  head: string;
}

export const isForwardedUpgrade = (message: unknown): message is ForwardedUpgrade =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'roomcraft:upgrade';
