import { searchOrders } from '~/orders/application/client-orders.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/** /order/manage/search {start, pageSize, order, status}: the caller's own orders, newest first by default. */
const handler = sessionApiCall(async ({ input, context, session }) => searchOrders(context.runtime, callerOf(session), input));
export const loader = handler;
export const action = handler;
