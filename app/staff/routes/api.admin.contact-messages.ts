import { staffListContactMessages } from '~/support/index.server';
import { staffApiCall } from '~/staff/staff-api.server';

/** GET /api/admin/contact-messages {start, pageSize}: messages from the contact form, newest first, for staff. */
export const loader = staffApiCall(async ({ input, context }) => staffListContactMessages(context.runtime, input));
