import { revisionCounts } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage revisionCounts {needId}: the plan's revision allowance, used and left. */
const handler = projectApiCall(async ({ context, caller, input }) => revisionCounts(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
