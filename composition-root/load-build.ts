import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Runtime } from '../infra/runtime';
import type { CompositionRoot } from './bundle';

/** The socket servers the bundle exports (app/web/sockets.server.ts; ADR 015). */
export type UpgradeFactory = (
  runtime: Runtime,
  options?: { idleMs?: number; replyMs?: number; sessionCheckMs?: number },
) => { handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean; close(): void };

export interface LoadedBuild {
  build: ServerBuild;
  /** The composition root inside the bundle: runtime, demo seed and HTTP host. */
  root: CompositionRoot;
  /** Static files for the browser. */
  clientDir: string;
  /** Makes the `upgrade` handler for the site's sockets (/ws/…). */
  createUpgradeHandler: UpgradeFactory;
}

/** Imports the production server bundle (build/server/index.js). */
export async function loadServerBuild(entry: string): Promise<LoadedBuild> {
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const module = build.entry.module as unknown as { compositionRoot?: CompositionRoot; createUpgradeHandler?: UpgradeFactory };
  const root = module.compositionRoot;
  const createUpgradeHandler = module.createUpgradeHandler;
  if (!root || !createUpgradeHandler) throw new Error(`${entry} does not export the composition root and the sockets: rebuild with \`npm run build\``);
  return { build, root, clientDir: path.resolve(path.dirname(entry), '../client'), createUpgradeHandler };
}
