import { saveImageNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST multipleNeed saveImageNeed {needId, photoIds}: the style photos of a project (7). */
export const action = projectApiCall(async ({ context, caller, input }) => saveImageNeed(context.runtime, caller, input));
