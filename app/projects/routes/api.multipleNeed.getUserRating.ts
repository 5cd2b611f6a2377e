import { projectRating } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** multipleNeed getUserRating {needId}: the rating the client gave, or null. */
const handler = projectApiCall(async ({ context, caller, input }) => projectRating(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
