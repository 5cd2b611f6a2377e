import { furnitureOrders } from '~/projects/application/project-money.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** multipleNeed furnitureOrders {needId, start, pageSize, order, status}: the caller's orders holding this project's furniture. */
const handler = projectApiCall(async ({ context, caller, input }) => furnitureOrders(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
