import { moderationCall } from '~/ratings/server/moderation-api.server';

/** POST /api/admin/reviews/{id}/reject {revision, reason}: a pending review is refused; its author reads the reason. */
export const action = moderationCall('reject');
// Other methods: who asks is checked first (401, 403), then 405.
export const loader = action;
