import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Runtime } from '../../infra/runtime';
import { createCanvasUpgradeHandler } from '../canvas/server/socket-server.server';
import { createFulfilmentUpgradeHandler } from '../orders/server/fulfilment-socket.server';
import { createInboxUpgradeHandler } from '../messaging/server/inbox-socket.server';

/** Timings every socket server takes (tests shorten them). */
export interface SocketOptions {
  /** Ping after this long without a message (60 s). */
  idleMs?: number;
  /** Close when a ping is not answered within this (60 s). */
  replyMs?: number;
  /** How often an open socket's session is looked at again (30 s). */
  sessionCheckMs?: number;
}

export interface UpgradeHandler {
  /** Takes the upgrade if the path is its own; false leaves it to the next. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Close every socket (shutdown). */
  close(): void;
}

type SocketServer = (runtime: Runtime, options: SocketOptions) => UpgradeHandler;

/** The site's socket servers, each owning its own paths under /ws/. */
const socketServers: SocketServer[] = [createCanvasUpgradeHandler, createFulfilmentUpgradeHandler, createInboxUpgradeHandler];

/** One `upgrade` handler for every socket server on the site's HTTP server (ADR 015). */
export function createUpgradeHandler(runtime: Runtime, options: SocketOptions = {}): UpgradeHandler {
  const handlers = socketServers.map((make) => make(runtime, options));
  return {
    handleUpgrade: (req, socket, head) => handlers.some((h) => h.handleUpgrade(req, socket, head)),
    close: () => handlers.forEach((h) => h.close()),
  };
}
