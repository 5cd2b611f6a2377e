import type { ProcessStatus, ProjectionStatus, Runtime } from '../../infra/runtime';

const checkpointOf = (r: { transaction_id: string | number; position: string | number }) => ({ transactionId: Number(r.transaction_id), position: Number(r.position) });

/**
 * The read models' and the processes' health. Run in this process, the runners
 * know it; run by `npm run workers`, the checkpoint tables show where each
 * stands (errors are in that process's log).
 */
export async function projectionStatus(runtime: Runtime): Promise<{ inProcess: boolean; projections: ProjectionStatus[]; processes: ProcessStatus[] }> {
  const lagAfter = async (checkpoint: ProjectionStatus['checkpoint']) => (runtime.feed.countAfter ? await runtime.feed.countAfter(checkpoint) : null);
  if (runtime.runner)
    return { inProcess: true, projections: await runtime.runner.status(), processes: runtime.processes ? await runtime.processes.status() : [] };
  const rows = await runtime.db('projection_checkpoints').select('name', 'transaction_id', 'position').orderBy('name');
  const projections = await Promise.all(
    rows.map(async (r) => ({ name: r.name as string, checkpoint: checkpointOf(r), lag: await lagAfter(checkpointOf(r)), failing: false, lastError: null })),
  );
  const scheduled = new Map(
    (await runtime.db('process_schedule').whereNull('done_at').groupBy('process').select('process').count<Array<{ process: string; count: string }>>('* as count')).map((r) => [r.process, Number(r.count)]),
  );
  const processRows = await runtime.db('process_checkpoints').select('name', 'transaction_id', 'position').orderBy('name');
  const processes = await Promise.all(
    processRows.map(async (r) => ({ name: r.name as string, checkpoint: checkpointOf(r), lag: await lagAfter(checkpointOf(r)), failing: false, lastError: null, scheduled: scheduled.get(r.name) ?? 0 })),
  );
  return { inProcess: false, projections, processes };
}
