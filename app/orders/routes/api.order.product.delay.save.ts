import { saveDelay } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/delay/save {orderId, lineId?, message, expectedBy?}: staff give a delay notice. */
export const action = orderServiceCall(saveDelay);
export const loader = action;
