import { submitNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need/manage sure {needId}: the client confirms their answers — the project is submitted (once). */
export const action = projectApiCall(async ({ context, caller, input }) => submitNeed(context.runtime, caller, input));
