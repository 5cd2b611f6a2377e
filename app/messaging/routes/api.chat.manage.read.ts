import { markRead } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage read {conversationId | needId + roleType, upToSeq?}: the conversation is read (up to upToSeq, or its last message) → { unread }. */
export const action = chatApiCall(async ({ context, caller, input }) => markRead(context.runtime, caller, input));
