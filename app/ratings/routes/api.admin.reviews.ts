import { consoleApiCall, consoleListResponse } from '~/staff/index.server';
import { reviewsList } from '../../../projections/ratings/console-list';

/** GET /api/admin/reviews?sort&range&filter: product reviews for moderation, filtered by status (pending, approved, rejected, hidden), product or author. */
export const loader = consoleApiCall('reviews', async ({ context, input }) => consoleListResponse(context.runtime, 'reviews', reviewsList, input));
