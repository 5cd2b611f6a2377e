import { unreadCounts } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** chat getNotReadedCount: the caller's unread chat messages (0 for a visitor), for the top bar. */
const handler = chatApiCall(async ({ context, caller }) => ({ count: (await unreadCounts(context.runtime, caller)).count }));
export const loader = handler;
export const action = handler;
