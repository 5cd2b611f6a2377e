import { queryMessages } from '~/orders/application/order-messages.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/message/query {orderId | moodboardId, beforeSeq?, pageSize?, markRead?}: a page of an order's (or board's) messages, oldest first; read once read. */
export const action = orderServiceCall((runtime, { caller }, input) => queryMessages(runtime, caller, input));
export const loader = action;
