import { bookFreeMeeting } from '~/projects/application/meetings.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST needMeeting appointmentMeetingForRemodel {needId, startsAt}: books a meeting the plan includes (weekdays 9:00–17:00 Pacific). */
export const action = projectApiCall(async ({ context, caller, input }) => bookFreeMeeting(context.runtime, caller, input, 'REMODEL'));
