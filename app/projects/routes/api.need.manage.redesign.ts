import { requestRedesign } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST need/manage redesign {needId, reason}: a fresh design once the first is delivered (once per project). */
export const action = projectApiCall(async ({ context, caller, input }) => requestRedesign(context.runtime, caller, input));
