import { moderationCall } from '~/ratings/server/moderation-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/admin/reviews/{id}/approve {revision}: the review shows on the product page and counts in its average. */
export const action = moderationCall('approve');
export const loader = methodNotAllowed;
