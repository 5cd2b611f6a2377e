import { boardReview } from '~/review/application/comments.server';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET moodBoard/listMoodBoardGoods ?moodBoardId= (&proposalId=): the board's products with prices now, stock and the client's comment. */
export const loader = reviewApiCall(async ({ context, session, input }) => (await boardReview(context.runtime, session.actor, input.moodBoardId, input.proposalId || undefined)).products);
