import { getShipInfo } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/need/ship/info/get {orderId | needId}: each line's shipping, and which still need it. */
export const action = orderServiceCall(getShipInfo);
export const loader = action;
