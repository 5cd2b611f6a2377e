import { upgradePlan } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/** POST need/manage upgrade {needId, plan, cardId | card fields}: a dearer plan for a paid project, the difference charged once (a remodel design counts its $259 fee). */
export const action = projectApiCall(async ({ context, caller, input }) => {
  const outcome = await upgradePlan(context.runtime, caller, input);
  return outcome.status === 'declined' ? failure(outcome.message, 402) : outcome.need;
});
