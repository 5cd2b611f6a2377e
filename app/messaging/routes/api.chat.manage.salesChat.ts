import { messages } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** /chat/manage salesChat {needId?}: the client's conversation with sales staff (about a project, or the shop), opened on first use. */
const handler = chatApiCall(async ({ context, caller, input }) => messages(context.runtime, caller, { ...input, roleType: 'salesman' }));
export const loader = handler;
export const action = handler;
