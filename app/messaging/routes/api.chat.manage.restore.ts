import { setDeleted } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage restore {conversationId, messageId}: the author brings a removed message back. */
export const action = chatApiCall(async ({ context, caller, input }) => setDeleted(context.runtime, caller, input, false));
