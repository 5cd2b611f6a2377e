import { queryOrders } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/query {start, pageSize, order, status; staff: clientId, orderNumber}: the caller's orders (staff and salesmen: every order). */
export const action = orderServiceCall(queryOrders);
export const loader = action;
