import { saveMessage } from '~/orders/application/order-messages.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/message/save {orderId | moodboardId, content, imageUrl?, messageId?}: a message to the order's client or the shop, live on its socket. */
export const action = orderServiceCall((runtime, { caller }, input) => saveMessage(runtime, caller, input));
export const loader = action;
