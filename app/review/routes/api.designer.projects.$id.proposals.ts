import { draftProposal, proposalJson, proposalsForDesigner } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET designer/projects/{needId}/proposals: every version (drafts too). POST: start the next version's draft (or get the open one). */
export const loader = reviewApiCall(async ({ context, session, params }) => {
  const { proposals, draftBoards } = await proposalsForDesigner(context.runtime, session.actor, params.id);
  return { list: proposals.map(proposalJson), draftBoards };
});
export const action = reviewApiCall(async ({ context, session, params }) => proposalJson(await draftProposal(context.runtime, session.actor, params.id)), 'POST');
