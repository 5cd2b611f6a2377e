import { submitNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need/manage submit {needId}: past the last step, the project leaves DRAFT. */
export const action = projectApiCall(async ({ context, caller, input }) => submitNeed(context.runtime, caller, input));
