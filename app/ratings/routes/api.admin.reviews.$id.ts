import { consoleApiCall } from '~/staff/index.server';
import { staffReview } from '~/ratings/application/moderation.server';

/** GET /api/admin/reviews/{id}: one review in any state, its photo and its product (staff). */
export const loader = consoleApiCall('reviews', async ({ context, params }) => staffReview(context.runtime, params.id));
