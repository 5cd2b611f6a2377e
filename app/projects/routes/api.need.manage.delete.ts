import { deleteNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need/manage delete {needId}: removes one of the caller's drafts. */
export const action = projectApiCall(async ({ context, caller, input }) => deleteNeed(context.runtime, caller, input));
