import type { ProjectionStatus, Runtime } from '../../infra/runtime';

/**
 * The projections' health. Run in this process, the runner knows it; run by
 * `npm run workers`, the checkpoints table shows where each stands (its errors
 * are in that process's log).
 */
export async function projectionStatus(runtime: Runtime): Promise<{ inProcess: boolean; projections: ProjectionStatus[] }> {
  if (runtime.runner) return { inProcess: true, projections: await runtime.runner.status() };
  const rows = await runtime.db('projection_checkpoints').select('name', 'transaction_id', 'position').orderBy('name');
  const projections = await Promise.all(
    rows.map(async (r) => {
      const checkpoint = { transactionId: Number(r.transaction_id), position: Number(r.position) };
      return { name: r.name as string, checkpoint, lag: runtime.store.countAfter ? await runtime.store.countAfter(checkpoint) : null, failing: false, lastError: null };
    }),
  );
  return { inProcess: false, projections };
}
