import { staffApiCall } from '~/staff/staff-api.server';
import { projectionStatus } from '~/staff/projection-status.server';

/** GET /api/admin/projections/status: each read model's checkpoint, lag behind the feed, and last error. */
export const loader = staffApiCall(async ({ context }) => projectionStatus(context.runtime));
