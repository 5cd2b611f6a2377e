import { eligibleFreeShipping } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need checkEligibleFreeShipping: whether the caller's paid projects ship their furniture free now, and until when. */
const handler = projectApiCall(async ({ context, caller }) => eligibleFreeShipping(context.runtime, caller));
export const loader = handler;
export const action = handler;
