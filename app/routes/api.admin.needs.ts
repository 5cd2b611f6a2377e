import { staffSearchNeeds } from '~/projects/application/staff-projects.server';
import { staffApiCall } from '~/staff/staff-api.server';

/** GET /api/admin/needs {status, clientId, start, pageSize}: every design project, newest first, for staff. */
export const loader = staffApiCall(async ({ context, input }) => staffSearchNeeds(context.runtime, input));
