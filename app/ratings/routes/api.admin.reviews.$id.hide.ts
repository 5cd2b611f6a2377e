import { moderationCall } from '~/ratings/server/moderation-api.server';

/** POST /api/admin/reviews/{id}/hide {revision, reason?}: an approved review leaves the product page and its average. */
export const action = moderationCall('hide');
// Other methods: who asks is checked first (401, 403), then 405.
export const loader = action;
