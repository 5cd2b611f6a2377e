import { staffSearchOrders } from '~/orders/application/fulfilment.server';
import { consoleApiCall, asksConsoleList, consoleListResponse } from '~/staff/index.server';
import { ordersList } from '../../../projections/console/specs';

/**
 * GET /api/admin/orders {start, pageSize, order, status, clientId, orderNumber}: every order, for staff and salesmen;
 * in the console's shape (`sort`, `range`, `filter` by status, dates, client, totals) with the total.
 */
export const loader = consoleApiCall('orders', async ({ input, context }) =>
  asksConsoleList(input) ? consoleListResponse(context.runtime, 'orders', ordersList, input) : staffSearchOrders(context.runtime, input),
);
