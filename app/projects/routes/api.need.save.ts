import { saveStep } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need save {needId, step, values}: one questionnaire step's answers (visitors' drafts too). */
export const action = projectApiCall(async ({ context, caller, input }) => saveStep(context.runtime, caller, input));
