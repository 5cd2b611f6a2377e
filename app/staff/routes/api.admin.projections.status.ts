import { staffApiCall } from '~/staff/staff-api.server';
import { projectionStatus } from '~/staff/projection-status.server';
import { mailQueueStatus } from '../../../infra/mail/outbox';

/**
 * GET /api/admin/projections/status: each read model's checkpoint, lag behind the feed, and last error;
 * and the mail queue (`mail`: pending, failed, oldestPendingSeconds).
 */
export const loader = staffApiCall(async ({ context }) => {
  const [status, mail] = await Promise.all([projectionStatus(context.runtime), mailQueueStatus(context.runtime.db)]);
  return { ...status, mail };
});
