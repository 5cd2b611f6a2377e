import { projectTips, tipDesigner } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/** multipleNeed tips: GET {needId} the tips given; POST {needId, amount, note?, tipId?, card} tips the designer of a delivered design once (a decline: 402). */
export const loader = projectApiCall(async ({ context, caller, input }) => projectTips(context.runtime, caller, input));
export const action = projectApiCall(async ({ context, caller, input }) => {
  const outcome = await tipDesigner(context.runtime, caller, input);
  return outcome.status === 'declined' ? failure(outcome.message, 402) : outcome.tips;
});
