import { getCustomer } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/customer/get {orderId}: who placed the order and where it goes. */
export const action = orderServiceCall(getCustomer);
export const loader = action;
