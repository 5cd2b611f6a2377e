import { proposalJson, visibleProposal } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET moodBoardProposal/{id}: one proposal version (id, needId, version, moodBoards, clientReview, _rowVer). */
export const loader = reviewApiCall(async ({ context, session, params }) => proposalJson(await visibleProposal(context.runtime, session.actor, params.id)));
