import { cancelReturn } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/return/cancel {orderId, returnId}: the client withdraws an open return request. */
export const action = orderServiceCall(cancelReturn);
export const loader = action;
