import { unreadByUser } from '~/orders/application/order-messages.server';
import { orderServiceCall } from '~/orders/server/order-service-api.server';

/** POST /order/message/unreadByUser: the caller's unread order messages, in all, per order and per board. */
export const action = orderServiceCall((runtime, { caller }) => unreadByUser(runtime, caller));
export const loader = action;
