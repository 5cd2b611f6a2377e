import { getOrderStatusOf } from '~/orders/application/client-orders.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** /order/manage/getStatus {id}: where one of the caller's own orders stands (while the read model is behind its events, from them, `updating: true`). */
const handler = sessionApiCall(async ({ input, context, session }) => getOrderStatusOf(context.runtime, callerOf(session), input));
export const loader = handler;
export const action = handler;
