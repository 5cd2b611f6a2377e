import type { SocketServer } from './sockets.server';

/**
 * The app's part of a bounded context's manifest (ADR 024):
 * `app/<context>/context.server.ts` exports `appContext`, found by
 * app/web/app-contexts.server.ts. A context with nothing to add here has no such file.
 */
export interface AppContext {
  /** The context's name, as its domain part says it. */
  context: string;
  /** The socket servers it hosts, each owning its own paths under /ws/. */
  socketServers?: readonly SocketServer[];
}

export const defineAppContext = (part: AppContext): AppContext => part;
