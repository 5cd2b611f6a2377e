import { markRead } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage read {conversationId | needId + roleType}: the conversation is read up to its last message. */
export const action = chatApiCall(async ({ context, caller, input }) => markRead(context.runtime, caller, input));
