import { listComments } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET moodBoardProductComment with params (moodBoardId or proposalId): the product comments. */
export const loader = reviewApiCall(async ({ context, session, input }) => listComments(context.runtime, session.actor, input));
