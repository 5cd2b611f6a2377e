import { afterAll } from 'vitest';
import { endFile, startFile } from './cleanup';

/**
 * A setup file of the integration and e2e projects. Vitest keeps its worker
 * processes from one test file to the next (vitest.config.ts), and these files
 * load the app afresh each time; whatever a file started must stop when it ends:
 * - what the helpers handed to `atFileEnd` (tests/support/cleanup.ts): apps,
 *   runtimes, test databases, servers, browser contexts;
 * - process-wide listeners the file's modules added at load (the server bundle's
 *   exit hook for embedded PostgreSQL, …), which would pile up in the worker and
 *   keep every earlier file's modules alive.
 * Its afterAll is registered first, so it runs after the file's own.
 */
startFile();
const events = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP'];
const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
const before = new Map(events.map((event) => [event, new Set(listeners(event))]));

afterAll(async () => {
  try {
    await endFile();
  } finally {
    for (const event of events) for (const listener of listeners(event)) if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
  }
});
