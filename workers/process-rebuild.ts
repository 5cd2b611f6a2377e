import { type FeedCheckpoint, feedStart, isAtOrPast } from '../domain/shared/feed';
import type { AnyProcess } from '../processes/process';
import type { ProcessRunnerDeps } from './process-runner';
import { processCheckpointsTable, processStatesTable } from './process-store';

/**
 * Rebuilds one process's instance states from position 0 by replay (see
 * `ProcessRunner.rebuild`): every event up to its checkpoint is evolved again,
 * nothing is decided or sent; the states are replaced if the checkpoint did not
 * move meanwhile, otherwise the replay runs again.
 */
export async function rebuildProcess(deps: Pick<ProcessRunnerDeps, 'db' | 'store'>, process: AnyProcess): Promise<{ instances: number }> {
  const name = process.name;
  for (;;) {
    const row = await deps.db(processCheckpointsTable).where({ name }).first();
    const until: FeedCheckpoint = row ? { transactionId: Number(row.transaction_id), position: Number(row.position) } : feedStart;
    const states = new Map<string, unknown>();
    const handles = new Set<string>(process.handles);
    let after: FeedCheckpoint = feedStart;
    for (;;) {
      const events = await deps.store.readAll({ after, limit: 1000 });
      const upTo = events.filter((e) => isAtOrPast(until, { transactionId: e.transactionId, position: e.globalPosition }));
      for (const event of upTo) {
        if (!handles.has(event.type)) continue;
        const instance = process.instanceOf(event as never);
        if (instance === null) continue;
        states.set(instance, process.evolve(states.get(instance) ?? process.initialState(), event as never));
      }
      if (upTo.length < events.length || events.length === 0) break;
      const last = events[events.length - 1];
      after = { transactionId: last.transactionId, position: last.globalPosition };
    }
    const replaced = await deps.db.transaction(async (trx) => {
      const now = await trx(processCheckpointsTable).where({ name }).forUpdate().first();
      if (now && (Number(now.transaction_id) !== until.transactionId || Number(now.position) !== until.position)) return false;
      await trx(processStatesTable).where({ process: name }).delete();
      if (!process.stateless && states.size) {
        const rows = [...states].map(([instance, state]) => ({ process: name, instance, state: JSON.stringify(state) }));
        for (let i = 0; i < rows.length; i += 500) await trx(processStatesTable).insert(rows.slice(i, i + 500));
      }
      return true;
    });
    if (replaced) return { instances: process.stateless ? 0 : states.size };
  }
}
