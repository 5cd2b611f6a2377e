import { unreadCounts } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** /chat/manage readCounts: unread messages in all and per conversation. */
const handler = chatApiCall(async ({ context, caller }) => unreadCounts(context.runtime, caller));
export const loader = handler;
export const action = handler;
