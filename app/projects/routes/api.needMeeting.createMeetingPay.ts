import { payForMeeting } from '~/projects/application/meetings.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/** POST needMeeting createMeetingPay {needId, type, startsAt, meetingId, cardId | card fields}: a meeting beyond the free ones, $25.00, charged once; 402 on a decline. */
export const action = projectApiCall(async ({ context, caller, input }) => {
  const outcome = await payForMeeting(context.runtime, caller, input);
  return outcome.status === 'declined' ? failure(outcome.message, 402) : outcome.meeting;
});
