import { payForPlan } from '~/projects/application/plan-payment.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/**
 * POST need/manage payNeed {needId, plan?, code?, ref?, cardId | cardName, cardNumber, cardExpiry, cardCvc}:
 * pays the project's plan once; a decline answers 402 with the card's message and charges nothing.
 */
export const action = projectApiCall(async ({ context, caller, input }) => {
  const outcome = await payForPlan(context.runtime, caller, input);
  return outcome.status === 'declined' ? failure(outcome.message, 402) : outcome.need;
});
