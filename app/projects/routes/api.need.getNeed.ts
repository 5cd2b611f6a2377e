import { getNeed } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need getNeed {needId}: one of the caller's projects with its answers (another's: 404). */
const handler = projectApiCall(async ({ context, caller, input }) => getNeed(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
