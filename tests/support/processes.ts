import type { EventStore } from '../../infra/eventstore/port';
import type { Runtime } from '../../infra/runtime';

type Settleable = Runtime & { store?: EventStore };

/**
 * Once the projections (and the processes, where they run in the app) have
 * handled every committed event, and what that appended, round after round
 * until the store's head stands still: the read models show it all, the
 * processes' mails and commands are out.
 *
 * One catch-up is not enough: the feed holds back an event committed after an
 * older transaction still in flight anywhere on the server (another test file's),
 * and a process's answer (a command, then its event) is handled in a later round.
 */
export async function settled(runtime: Settleable, timeoutMs = 20_000): Promise<void> {
  const { processes, runner, store } = runtime;
  if (!store) {
    await processes?.catchUp();
    await runner?.catchUp();
    return;
  }
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  let head = await store.head({ committed: true });
  for (;;) {
    await processes?.catchUp();
    if (processes && !(await processes.waitFor(head, { timeoutMs: left() }))) throw new Error(`The processes did not reach ${JSON.stringify(head)} within ${timeoutMs} ms`);
    await runner?.catchUp();
    if (runner && !(await runner.waitFor(head, { timeoutMs: left() }))) throw new Error(`The projections did not reach ${JSON.stringify(head)} within ${timeoutMs} ms`);
    const next = await store.head({ committed: true });
    if (JSON.stringify(next) === JSON.stringify(head)) return;
    head = next;
  }
}

/** `settled`, for a test that needs the processes to run in the app (their mails are what it reads). */
export async function processesSettled(runtime: Settleable, timeoutMs?: number): Promise<void> {
  if (!runtime.processes) throw new Error('The processes do not run in this app (PROJECTIONS=inline is needed)');
  await settled(runtime, timeoutMs);
}
