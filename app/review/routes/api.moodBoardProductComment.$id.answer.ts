import { answerComment } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProductComment/{id}/answer {answer}: the board's designer answers a comment. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => answerComment(context.runtime, session.actor, params.id, input), 'POST');
