import { consoleApiCall } from '~/staff/index.server';
import { staffCase } from '~/content/application/staff-cases.server';

/** GET /api/admin/cases/{id}: one case in any state, with its origin, consent and report count. */
export const loader = consoleApiCall('cases', async ({ context, params }) => staffCase(context.runtime, params.id ?? ''));
