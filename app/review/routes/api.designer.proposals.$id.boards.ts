import { addProposalBoard, proposalJson, removeProposalBoard } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST designer/proposals/{id}/boards {name?}: a new private board on the draft; {remove: boardId}: take one off. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => {
  if (input.remove) return proposalJson(await removeProposalBoard(context.runtime, session.actor, { proposalId: params.id, boardId: input.remove }));
  const { proposal, boardId } = await addProposalBoard(context.runtime, session.actor, { ...input, proposalId: params.id });
  return { ...proposalJson(proposal), boardId };
}, 'POST');
