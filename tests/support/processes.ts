import type { EventStore } from '../../infra/eventstore/port';
import type { Runtime } from '../../infra/runtime';

/**
 * Once every process running in the app has handled every committed event (and
 * what that appended, round after round, until the store's head stands still):
 * their mails and commands are out, and the projections have applied them.
 *
 * One catch-up is not enough: the feed holds back an event committed after an
 * older transaction still in flight anywhere on the server (another test file's),
 * and a process's answer (a command, then its event) is handled in a later round.
 */
export async function processesSettled(runtime: Runtime & { store?: EventStore }, timeoutMs = 20_000): Promise<void> {
  const { processes, runner, store } = runtime;
  if (!processes) throw new Error('The processes do not run in this app (PROJECTIONS=inline is needed)');
  if (!store) return processes.catchUp();
  const deadline = Date.now() + timeoutMs;
  let head = await store.head({ committed: true });
  for (;;) {
    const left = () => Math.max(1, deadline - Date.now());
    await processes.catchUp();
    if (!(await processes.waitFor(head, { timeoutMs: left() }))) throw new Error(`The processes did not reach ${JSON.stringify(head)} within ${timeoutMs} ms`);
    if (runner && !(await runner.waitFor(head, { timeoutMs: left() }))) throw new Error(`The projections did not reach ${JSON.stringify(head)} within ${timeoutMs} ms`);
    const next = await store.head({ committed: true });
    if (JSON.stringify(next) === JSON.stringify(head)) return;
    head = next;
  }
}
