import { calendlyLink } from '~/projects/application/meetings.server';
import { apiCall } from '~/web/api.server';

/** needMeeting getCalendlyLink: the booking page from configuration (CALENDLY_URL), or null. */
const handler = apiCall(async ({ context }) => calendlyLink(context.runtime));
export const loader = handler;
export const action = handler;
