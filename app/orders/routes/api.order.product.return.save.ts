import { saveReturn } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/product/return/save: a client asks to return delivered items; staff approve or refuse a request. */
export const action = orderServiceCall(saveReturn);
export const loader = action;
