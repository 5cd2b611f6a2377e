import { approveMoodBoard } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProposal/approvedMoodboard {proposalId, moodBoardId}: the client approves a board of a published version. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, input }) => approveMoodBoard(context.runtime, session.actor, input), 'POST');
