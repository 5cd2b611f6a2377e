import { moodboardSale } from '~/projects/application/furniture.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need checkMoodboardSale {needId}: whether the project's furniture has sale prices now, which pieces and what they save. */
const handler = projectApiCall(async ({ context, caller, input }) => moodboardSale(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
