import { isDomainError } from '../../../domain/shared/errors';
import { currentReview, saveClientReview, staleReviewCode } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { failure, methodNotAllowed } from '~/web/api.server';

/**
 * PUT moodBoardProposal/{id}/clientReview {comments: {overall}, _rowVer}: the
 * overall review. A save over an older _rowVer is refused (409) with the newer
 * text and version in data, never silently overwritten.
 */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => {
  try {
    return await saveClientReview(context.runtime, session.actor, params.id, input);
  } catch (error) {
    if (isDomainError(error) && error.code === staleReviewCode) return failure(error.message, 409, undefined, (await currentReview(context.runtime, String(params.id))) ?? {});
    throw error;
  }
}, 'PUT');
