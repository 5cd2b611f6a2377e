import { moderationCall } from '~/ratings/server/moderation-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/admin/reviews/{id}/reject {revision, reason}: a pending review is refused; its author reads the reason. */
export const action = moderationCall('reject');
export const loader = methodNotAllowed;
