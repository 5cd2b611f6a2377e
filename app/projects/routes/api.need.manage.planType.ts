import { planType } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage planType {needId}: the project's plan and the plans its room can have. */
const handler = projectApiCall(async ({ context, caller, input }) => planType(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
