import { askRevision } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST moodBoardProposal/{id}/revision {note, revisionId?}: the client sends a version back; it counts against the plan's revisions. */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params, input }) => askRevision(context.runtime, session.actor, { ...input, proposalId: params.id }), 'POST');
