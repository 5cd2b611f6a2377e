import { meetingStatus } from '~/projects/application/meetings.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** needMeeting paySuccess {needId, meetingId}: the booked meeting, to confirm it. */
const handler = projectApiCall(async ({ context, caller, input }) => meetingStatus(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
