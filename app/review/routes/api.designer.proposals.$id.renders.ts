import { proposalJson, renderProposalAgain } from '~/review/application/proposals.server';
import { reviewApiCall } from '~/review/server/review-api.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST designer/proposals/{id}/renders: the published version's room stills rendered again; they follow in a minute (issue 23). */
export const loader = () => methodNotAllowed();
export const action = reviewApiCall(async ({ context, session, params }) => proposalJson(await renderProposalAgain(context.runtime, session.actor, { proposalId: params.id })), 'POST');
