import { apiCall } from '~/web/api.server';
import { queryRatings } from '~/ratings/application/reviews.server';

/** GET or POST /api/goods/review/ratings {goodsIds: ids, comma-separated or a list, ≤ 100}: `[{ goodsId, average, count }]` for those with approved reviews (anyone). */
export const loader = apiCall(async ({ context, input }) => queryRatings(context.runtime, input));
export const action = loader;
