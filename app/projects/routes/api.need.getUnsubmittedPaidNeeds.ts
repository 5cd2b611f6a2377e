import { unsubmittedPaidNeeds } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need getUnsubmittedPaidNeeds: the caller's paid projects whose questionnaire is not finished yet. */
const handler = projectApiCall(async ({ context, caller }) => unsubmittedPaidNeeds(context.runtime, caller));
export const loader = handler;
export const action = handler;
