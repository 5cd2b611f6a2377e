import { lastProposalNeed } from '~/projects/application/project-money.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need getLastProposalNeed: the caller's project with the latest designer's delivery, or null. */
const handler = projectApiCall(async ({ context, caller }) => lastProposalNeed(context.runtime, caller));
export const loader = handler;
export const action = handler;
