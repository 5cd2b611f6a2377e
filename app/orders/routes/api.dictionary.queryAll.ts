import { dictionary } from '~/orders/application/order-service.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /dictionary/queryAll: the order pages' names and labels (statuses, reasons, carriers, socket codes). */
export const action = orderServiceCall(async () => dictionary());
export const loader = action;
