import { proposalJson, publishProposal } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST designer/proposals/{id}/publish {notes: {boardId: text}}: freezes the draft's boards into the version the client sees. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => proposalJson(await publishProposal(context.runtime, session.actor, { ...input, proposalId: params.id })), 'POST');
