import type { AppContext } from './app-context';

/**
 * Every context's app part (ADR 024). The contexts are listed in the
 * composition root, which the app may not import; so the app finds its own
 * parts by their file name, `app/<context>/context.server.ts`, with Vite's
 * import.meta.glob (resolved when the bundle is built, like Remix's routes).
 */
const modules = import.meta.glob<AppContext>('../*/context.server.ts', { eager: true, import: 'appContext' });

/** By the file each is in (`../canvas/context.server.ts`). */
export const appContexts: ReadonlyMap<string, AppContext> = new Map(Object.entries(modules));
