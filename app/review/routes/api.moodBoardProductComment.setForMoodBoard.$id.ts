import { setForMoodBoard } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST (JSON) moodBoardProductComment/setForMoodBoard/{id} {productId, intent | statusId, tagIds, content}: the client's mark on a product of the board. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => setForMoodBoard(context.runtime, session.actor, params.id, input), 'POST');
