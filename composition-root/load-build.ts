import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { CompositionRoot } from './bundle';

export interface LoadedBuild {
  build: ServerBuild;
  /** The composition root inside the bundle: runtime, demo seed and HTTP host. */
  root: CompositionRoot;
  /** Static files for the browser. */
  clientDir: string;
}

/** Imports the production server bundle (build/server/index.js). */
export async function loadServerBuild(entry: string): Promise<LoadedBuild> {
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const root = (build.entry.module as unknown as { compositionRoot?: CompositionRoot }).compositionRoot;
  if (!root) throw new Error(`${entry} does not export the composition root: rebuild with \`npm run build\``);
  return { build, root, clientDir: path.resolve(path.dirname(entry), '../client') };
}
