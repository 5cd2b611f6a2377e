import { checkPlanPromo } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** multipleNeed checkPromo {plan, code?, ref?}: a plan's price with a project code or a referral, or why the code does not apply. */
const handler = projectApiCall(async ({ context, caller, input }) => checkPlanPromo(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
