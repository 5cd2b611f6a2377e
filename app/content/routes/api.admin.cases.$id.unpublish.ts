import { staffCaseCall } from '~/content/server/staff-case-api.server';

/** POST /api/admin/cases/{id}/unpublish: the case leaves the public list and its page answers 404 to the public. */
export const action = staffCaseCall('unpublish');
export const loader = action;
