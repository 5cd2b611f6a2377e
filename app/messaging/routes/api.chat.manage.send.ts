import { send } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage send {conversationId | needId + roleType, text, messageId?}: a message (sent once per messageId). */
export const action = chatApiCall(async ({ context, caller, input }) => send(context.runtime, caller, input));
