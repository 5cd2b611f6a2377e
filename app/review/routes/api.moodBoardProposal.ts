import { listProposalsFor } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET moodBoardProposal with params (needId, start, pageSize): the caller's proposals — a client sees published versions only. */
export const loader = reviewApiCall(async ({ context, session, input }) => listProposalsFor(context.runtime, session.actor, input));
