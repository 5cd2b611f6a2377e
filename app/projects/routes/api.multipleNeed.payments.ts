import { projectPayments } from '~/projects/application/project-money.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** multipleNeed payments {needId}: the project's payments (plan, upgrades, meetings, tips) from its stream; never a card. */
const handler = projectApiCall(async ({ context, caller, input }) => projectPayments(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
