import { saveShipInfo } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/need/ship/info/save {orderId, lineId, carrier, trackingNumber}: staff record a shipment. */
export const action = orderServiceCall(saveShipInfo);
export const loader = action;
