import { updateComment } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** PUT moodBoardProductComment/{id} {intent | statusId (-1 clears), tagIds, content}: the client changes their comment by its id. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => updateComment(context.runtime, session.actor, params.id, input), 'PUT');
