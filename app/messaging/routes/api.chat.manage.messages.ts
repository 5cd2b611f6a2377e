import { messages } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** /chat/manage messages {conversationId | needId + roleType, beforeSeq?, pageSize?}: a page of a conversation, oldest first. */
const handler = chatApiCall(async ({ context, caller, input }) => messages(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
