import { staffCaseCall } from '~/content/server/staff-case-api.server';

/** POST /api/admin/cases/{id}/publish: the case shows on /design/case (a project's case needs its client's consent first). */
export const action = staffCaseCall('publish');
export const loader = action;
