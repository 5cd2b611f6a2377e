import { orderUnreadCount } from '~/orders/application/order-messages.server';
import { sessionApiCall } from '~/identity/index.server';

/** orderFulfillment queryOrderUnreadByUser (part 1 §7): how many orders hold unread messages — the top bar's badge, polled every 60 s; 0 for a visitor. */
const handler = sessionApiCall(async ({ context, session }) =>
  orderUnreadCount(context.runtime, session.user ? { userId: session.user.id, actor: session.actor, roles: session.user.roles } : null),
);
export const loader = handler;
export const action = handler;
