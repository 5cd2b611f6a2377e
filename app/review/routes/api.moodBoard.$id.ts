import { boardReview, reviewSide } from '~/review/application/comments.server';
import { proxyHosts } from '~/canvas';
import { reviewApiCall } from '~/review/server/review-api.server';
import { rendersOf } from '~/review/application/proposal-renders.server';

/** GET moodBoard/{id} (?proposalId=): a published board as the client reviews it — name, clientNotes, width, height, objects (alternatives excluded). */
export const loader = reviewApiCall(async ({ context, session, params, input }) => {
  const { proposal, board } = await boardReview(context.runtime, session.actor, params.id, input.proposalId || undefined);
  return board ? { ...reviewSide(board, proxyHosts(context.runtime)), proposalId: proposal.proposalId, version: proposal.version, approved: proposal.approvedBoardIds.includes(board.boardId), renders: rendersOf(proposal, board.boardId) } : null;
});
