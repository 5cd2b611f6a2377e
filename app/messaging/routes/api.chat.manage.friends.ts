import { friends } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** /chat/manage friends: the caller's conversations (a salesman's include the sales inbox), newest first. */
const handler = chatApiCall(async ({ context, caller }) => friends(context.runtime, caller));
export const loader = handler;
export const action = handler;
