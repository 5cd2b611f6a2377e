import { staffSearchOrders } from '~/orders/application/fulfilment.server';
import { staffApiCall } from '~/staff/staff-api.server';

/** GET /api/admin/orders {start, pageSize, order, status, clientId, orderNumber}: every order, for staff. */
export const loader = staffApiCall(async ({ input, context }) => staffSearchOrders(context.runtime, input));
