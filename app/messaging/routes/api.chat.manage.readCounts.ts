import { unreadCounts } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** /chat/manage readCounts {roleType?}: unread messages in all and per conversation (only those the role type fits). */
const handler = chatApiCall(async ({ context, caller, input }) => unreadCounts(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
