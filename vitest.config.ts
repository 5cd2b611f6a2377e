import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    include: ['domain/**/*.test.ts', 'processes/**/*.test.ts', 'infra/**/*.test.ts', 'projections/**/*.test.ts', 'app/**/*.test.ts', 'composition-root/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two test files at a time, each in a worker of its own (one browser per worker, tests/support/browser.ts).
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
