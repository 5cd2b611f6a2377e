import { getOrder } from '~/orders/application/client-orders.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** /order/manage/get {id}: one of the caller's own orders, line by line (another client's is not found). */
const handler = sessionApiCall(async ({ input, context, session }) => getOrder(context.runtime, callerOf(session), input));
export const loader = handler;
export const action = handler;
