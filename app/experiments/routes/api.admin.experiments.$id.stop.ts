import { methodNotAllowed } from '~/web/api.server';
import { experimentCommands } from '../../../domain/experiments/commands';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { oneExperiment } from '../application/staff-experiments.server';

/** POST /api/admin/experiments/:id/stop: StopExperiment. */
export const action = staffApiCall(async (args) => {
  if (args.request.method !== 'POST') return methodNotAllowed();
  await runStaffCommand(args, experimentCommands.StopExperiment, { experimentId: args.params.id });
  return oneExperiment(args.context.runtime, String(args.params.id));
});
export const loader = action;
