import { experimentCommands } from '../../../domain/experiments/commands';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { listExperiments, oneExperiment } from '../application/staff-experiments.server';

/** GET /api/admin/experiments: every experiment with its results; POST {experimentId, kind, name, arms, sampleSize}: CreateExperiment. */
const handler = staffApiCall(async (args) => {
  if (args.request.method === 'POST') {
    await runStaffCommand(args, experimentCommands.CreateExperiment, args.input);
    return oneExperiment(args.context.runtime, String(args.input.experimentId).trim());
  }
  return listExperiments(args.context.runtime);
});
export const loader = handler;
export const action = handler;
