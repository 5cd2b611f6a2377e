import { setDeleted } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage delete {conversationId, messageId}: the author removes their message (it can be restored). */
export const action = chatApiCall(async ({ context, caller, input }) => setDeleted(context.runtime, caller, input, true));
