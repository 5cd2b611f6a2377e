import { sessionApiCall } from '~/identity/index.server';
import { myReviews } from '~/ratings/application/reviews.server';

/** GET or POST /api/goods/review/mine {goodsId?, start?, pageSize?}: the signed-in client's own reviews, each with its state (401 for visitors). */
export const loader = sessionApiCall(async ({ context, session, input }) => myReviews(context.runtime, { user: session.user, actor: session.actor }, input));
export const action = loader;
