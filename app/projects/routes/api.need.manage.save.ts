import { saveStep } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST need/manage save {needId, step, values}: a signed-in client's questionnaire answers for one step (need save is the visitor's same call). */
export const action = projectApiCall(async ({ context, caller, input }) => saveStep(context.runtime, caller, input));
export const loader = () => methodNotAllowed();
