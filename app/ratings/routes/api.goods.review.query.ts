import { apiCall } from '~/web/api.server';
import { queryProductReviews } from '~/ratings/application/reviews.server';

/** GET or POST /api/goods/review/query {goodsId, start?, pageSize?}: the product's average, count and approved reviews, newest first (anyone). */
export const loader = apiCall(async ({ context, input }) => queryProductReviews(context.runtime, input));
export const action = loader;
