import { send } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** POST /chat/manage images {conversationId | needId + roleType, imageUrl, text?, messageId?}: a picture from the upload flow. */
export const action = chatApiCall(async ({ context, caller, input }) => send(context.runtime, caller, { ...input, imageUrl: input.imageUrl ?? null }));
