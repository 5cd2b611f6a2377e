import { getOrderDetail } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/get {id | orderId}: one order, line by line (another client's is not found). */
export const action = orderServiceCall(getOrderDetail);
export const loader = action;
