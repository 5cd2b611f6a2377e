import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * Three projects; a test file's folder picks its project:
 * - `unit`: `*.test.ts` beside the code (domain/, infra/, projections/, app/,
 *   composition-root/, processes/, workers/) and tests/architecture/. No database,
 *   no server, no browser: no global setup at all (`npm run test:unit`).
 * - `integration`: tests/integration/ (the real PostgreSQL, HTTP, sockets).
 * - `e2e`: tests/e2e/ (pages over HTTP, headless Chromium).
 * The last two share one embedded PostgreSQL per run (tests/support/global-setup.ts).
 */
const unitFiles = ['domain', 'infra', 'projections', 'app', 'composition-root', 'processes', 'workers'].map((dir) => `${dir}/**/*.test.ts`);
const withDatabase = ['tests/support/global-setup.ts'];
const freshModules = { forks: { isolate: true } };
// What each file starts goes with it (the worker process is reused).
const fileEnd = ['tests/support/file-end.ts'];

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Worker processes are kept from one test file to the next (no new process per file);
    // the projects below say whether a file also gets its modules afresh.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    projects: [
      // Pure code: the files share their worker's modules.
      { extends: true, test: { name: 'unit', include: [...unitFiles, 'tests/architecture/**/*.test.ts'] } },
      // Each file loads the app (and the server build) afresh, so module state in the app never leaks from one file to the next;
      // the worker's Chromium is shared on purpose (tests/support/browser.ts).
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], globalSetup: withDatabase, setupFiles: fileEnd, poolOptions: freshModules } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: withDatabase, setupFiles: fileEnd, poolOptions: freshModules } },
    ],
  },
});
