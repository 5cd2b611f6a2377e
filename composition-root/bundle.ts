import { createHttpApp } from './http';
import { createRuntime } from './runtime';
import { seedDemoData, seedDemoVisits } from './demo/seed';
import { seedDemoRenders } from './demo/renders';
import { sharedStillsRenderer } from './processes';
import type { AppRuntime } from './runtime';
import { warmModelFiles } from '../workers/model-files-warmer';

/**
 * What the server bundle exports for the process that serves it (start.ts and
 * the HTTP tests): the runtime, the demo seed and the HTTP host come from the
 * bundle's own modules, so domain/ is loaded once per process.
 */
/** The demo's studio renders (ADR 062): `npm start` only, in the background once the site listens (they wait for the render process). */
const seedDemoAiRenders = (runtime: AppRuntime, options: { stopped?: () => boolean } = {}) => seedDemoRenders(runtime, { stills: sharedStillsRenderer, ...options });

export const compositionRoot = { createRuntime, seedDemoData, seedDemoVisits, seedDemoAiRenders, createHttpApp, warmModelFiles };
export type CompositionRoot = typeof compositionRoot;
