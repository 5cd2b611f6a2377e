import { staffSearchNeeds } from '~/projects/application/staff-projects.server';
import { staffApiCall, asksConsoleList, consoleListResponse } from '~/staff/index.server';
import { projectsList } from '../../../projections/console/specs';

/**
 * GET /api/admin/needs {status, clientId, start, pageSize}: every design project, newest first, for staff;
 * in the console's shape (`sort`, `range`, `filter` by status, designer, client, dates) with the total.
 */
export const loader = staffApiCall(async ({ context, input }) =>
  asksConsoleList(input) ? consoleListResponse(context.runtime, 'needs', projectsList, input) : staffSearchNeeds(context.runtime, input),
);
