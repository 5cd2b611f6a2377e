import { editCustomer } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/customer/edit {orderId, address}: the delivery address corrected before anything ships. */
export const action = orderServiceCall(editCustomer);
export const loader = action;
