import { moderationCall } from '~/ratings/server/moderation-api.server';

/** POST /api/admin/reviews/{id}/approve {revision}: the review shows on the product page and counts in its average. */
export const action = moderationCall('approve');
// Other methods: who asks is checked first (401, 403), then 405.
export const loader = action;
