import { rateProject } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST multipleNeed saveUserRating {needId, stars (1–5), comment}: the client's rating of a delivered design. */
export const action = projectApiCall(async ({ context, caller, input }) => rateProject(context.runtime, caller, input));
