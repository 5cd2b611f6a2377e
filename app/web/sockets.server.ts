import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Runtime } from '../../infra/runtime';
import { appContexts } from './app-contexts.server';
import { refuseUpgrade } from './socket-kit.server';
import { loggedPath, upgradeRefusal } from './upgrade-request.server';

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

export type SocketServer = (runtime: Runtime, options: SocketOptions) => UpgradeHandler;

/** The site's socket servers, each owning its own paths under /ws/: those the contexts' app parts host (app/<context>/context.server.ts). */
const socketServers = (): SocketServer[] => [...appContexts.values()].flatMap((c) => c.socketServers ?? []);

/**
 * One `upgrade` handler for every socket server on the site's HTTP server (ADR 015).
 * It answers every upgrade (so it always returns true): a malformed one
 * (upgradeRefusal) gets its 4xx before any socket server sees it, a path no
 * server owns 404, and anything a server throws while matching 400 — logged as
 * a warning without a stack, the connection closed, the process unharmed.
 */
export function createUpgradeHandler(runtime: Runtime, options: SocketOptions = {}): UpgradeHandler {
  const handlers = socketServers().map((make) => make(runtime, options));
  return {
    handleUpgrade: (req, socket, head) => {
      // Node removes its own error listener before handing the socket over: a reset must not become an uncaught error.
      socket.on('error', () => socket.destroy());
      try {
        const refusal = upgradeRefusal(req);
        if (refusal) {
          runtime.logger.warn('socket upgrade refused', { status: refusal.status, reason: refusal.reason, path: loggedPath(req) });
          refuseUpgrade(socket, refusal.status, undefined, refusal.headers);
        } else if (!handlers.some((h) => h.handleUpgrade(req, socket, head))) {
          refuseUpgrade(socket, 404);
        }
      } catch (error) {
        runtime.logger.warn('socket upgrade refused', { status: 400, reason: error instanceof Error ? error.message : String(error), path: loggedPath(req) });
        refuseUpgrade(socket, 400);
      }
      return true;
    },
    close: () => handlers.forEach((h) => h.close()),
  };
}
