import { payForPlan } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/** POST need/manage pay: the same use case as payNeed (the plan paid once; a decline answers 402 and charges nothing). */
export const action = projectApiCall(async ({ context, caller, input }) => {
  const outcome = await payForPlan(context.runtime, caller, input);
  return outcome.status === 'declined' ? failure(outcome.message, 402) : outcome.need;
});
