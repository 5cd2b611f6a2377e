import { createHttpApp } from './http';
import { createRuntime } from './runtime';
import { seedDemoData, seedDemoVisits } from './demo/seed';
import { warmModelFiles } from '../workers/model-files-warmer';

/**
 * What the server bundle exports for the process that serves it (start.ts and
 * the HTTP tests): the runtime, the demo seed and the HTTP host come from the
 * bundle's own modules, so domain/ is loaded once per process.
 */
export const compositionRoot = { createRuntime, seedDemoData, seedDemoVisits, createHttpApp, warmModelFiles };
export type CompositionRoot = typeof compositionRoot;
