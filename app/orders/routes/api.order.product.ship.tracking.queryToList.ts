import { trackingList } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/ship/tracking/queryToList {orderId, lineId?}: each line's way, with the carrier's tracking link. */
export const action = orderServiceCall(trackingList);
export const loader = action;
