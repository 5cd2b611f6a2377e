import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AppLoadContext } from '@remix-run/node';
import type { WebSocket } from 'ws';
import type { Runtime } from '../../infra/runtime';
import { crossSiteProblem } from './csrf.server';
import { getSession, sessionNow } from './session.server';

/** What every socket server on the site does alike: refuse an upgrade, check its origin and session, keep a socket alive. */

/** Answers a refused upgrade with a plain HTTP status and closes the connection (destroyed once the answer is out). */
export function refuseUpgrade(socket: Duplex, status: number, text = STATUS_CODES[status] ?? 'Refused', headers: Record<string, string> = {}) {
  if (socket.destroyed || !socket.writable) return void socket.destroy();
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${extra}Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`, () => socket.destroy());
}

/**
 * The upgrade as a Fetch request with the app's context, and its session — or
 * null after answering 403 when another site's page opened it (400 when the request cannot be read).
 */
export async function admitRequest(runtime: Runtime, req: IncomingMessage, socket: Duplex, label: string) {
  let request: Request;
  try {
    request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers: req.headers as Record<string, string> });
  } catch (error) {
    // A host or header the Fetch API cannot take: the client's mistake, never a 500.
    runtime.logger.warn(`${label} socket refused`, { problem: error instanceof Error ? error.message : 'unreadable request' });
    refuseUpgrade(socket, 400, 'Bad Request');
    return null;
  }
  const context = { runtime } as AppLoadContext;
  const crossSite = crossSiteProblem(context, request);
  if (crossSite) {
    runtime.logger.warn(`${label} socket refused`, { problem: crossSite });
    refuseUpgrade(socket, 403, 'Forbidden');
    return null;
  }
  const session = await getSession(request, context);
  /** Whether the same browser is still signed in as `userId` (null: anyone, a viewer without an account). */
  const stillSignedIn = (userId: string | null) => async () => !userId || (await sessionNow(request, runtime)).user?.id === userId;
  return { request, context, session, stillSignedIn };
}

export interface KeepAliveOptions {
  idleMs: number;
  replyMs: number;
  sessionCheckMs: number;
  /** Sends the protocol's own ping. */
  ping: () => void;
  stillSignedIn: () => Promise<boolean>;
  /** The close code telling the browser not to reconnect (4401). */
  signedOutCode: number;
}

/**
 * Heartbeat and session watch of one socket: a ping after `idleMs` without a
 * message, terminated when no reply follows within `replyMs`; closed with
 * `signedOutCode` once its user is no longer signed in. Call `heard()` on every
 * message; the timers stop when the socket closes.
 */
export function keepAlive(ws: WebSocket, o: KeepAliveOptions): { heard: () => void } {
  let idle: NodeJS.Timeout | undefined;
  let reply: NodeJS.Timeout | undefined;
  const heard = () => {
    clearTimeout(idle);
    clearTimeout(reply);
    reply = undefined;
    idle = setTimeout(() => {
      o.ping();
      reply = setTimeout(() => ws.terminate(), o.replyMs);
    }, o.idleMs);
  };
  heard();
  const sessionCheck = setInterval(() => {
    o.stillSignedIn().then(
      (ok) => {
        if (!ok) ws.close(o.signedOutCode, 'Signed out');
      },
      () => undefined,
    );
  }, o.sessionCheckMs);
  ws.on('close', () => {
    clearInterval(sessionCheck);
    clearTimeout(idle);
    clearTimeout(reply);
  });
  return { heard };
}
