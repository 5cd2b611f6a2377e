import { freeMeetingCount } from '~/projects/application/meetings.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** needMeeting getFreeMeetingCountForInPerson {needId}: the meetings the project's plan includes, used and left, and the price of another. */
const handler = projectApiCall(async ({ context, caller, input }) => freeMeetingCount(context.runtime, caller, input, 'IN_PERSON'));
export const loader = handler;
export const action = handler;
