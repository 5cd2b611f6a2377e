import { afterPaySuccess } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage afterPaySuccess {needId}: the paid project and where its questionnaire goes on. */
const handler = projectApiCall(async ({ context, caller, input }) => afterPaySuccess(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
