import { saveStep } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need/manage edit {needId, step, values}: a signed-in client changes an answer (until the designer starts from them). */
export const action = projectApiCall(async ({ context, caller, input }) => saveStep(context.runtime, caller, input));
