import { myDraftCount } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage draftCount: how many drafts the caller has. */
const handler = projectApiCall(async ({ context, caller }) => myDraftCount(context.runtime, caller));
export const loader = handler;
export const action = handler;
