import { moderationCall } from '~/ratings/server/moderation-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST /api/admin/reviews/{id}/hide {revision, reason?}: an approved review leaves the product page and its average. */
export const action = moderationCall('hide');
export const loader = methodNotAllowed;
