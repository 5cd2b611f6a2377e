import { boardReview, reviewSide } from '~/review/application/comments.server';
import { proxyHosts } from '~/canvas';
import { reviewApiCall } from '~/review/server/review-api.server';

/** GET moodBoard/{id}/getCanvas (?proposalId=): the read-only canvas of a published board: [{ snapshot, objects, info }]. */
export const loader = reviewApiCall(async ({ context, session, params, input }) => {
  const { proposal, board } = await boardReview(context.runtime, session.actor, params.id, input.proposalId || undefined);
  if (!board) return [];
  const side = reviewSide(board, proxyHosts(context.runtime));
  const snapshot = JSON.stringify({ background: board.background, roomName: board.roomName, objects: JSON.parse(side.snapshot).objects });
  return [{ snapshot, objects: side.objects, info: JSON.stringify({ boardId: board.boardId, name: board.name, width: side.width, height: side.height, proposalId: proposal.proposalId, version: proposal.version, canEdit: false }) }];
});
