import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import path from 'node:path';
import wasm from 'vite-plugin-wasm';
import { contextRoutes } from './vite.routes';
import { precompressFolder } from './infra/http/precompressed';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  build: { target: 'es2022' },
  // Automerge 3 ships WebAssembly: vite-plugin-wasm and an es2022 target (top-level await) build it.
  // Only the editor pages import it (dynamically), so no other page's chunks carry it.
  plugins: [
    wasm(),
    // The browser's hashed files as .br and .gz beside them, served as they are (infra/http/precompressed.ts, ADR 070).
    {
      name: 'roomcraft-precompress',
      apply: 'build',
      async writeBundle(options) {
        if (options.dir && path.basename(options.dir) === 'client') await precompressFolder(path.join(options.dir, 'assets'));
      },
    },
    remix({
      ignoredRouteFiles: ['**/*.test.ts', '**/*.test.tsx', '**/*.server.ts'],
      // Route modules live in their context's folder, app/<context>/routes/ (vite.routes.ts, ADR 030); there is no app/routes/.
      routes: async () => contextRoutes(path.resolve(__dirname, 'app')),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: { noExternal: [] },
});
