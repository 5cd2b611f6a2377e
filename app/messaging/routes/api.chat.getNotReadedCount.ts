import { unreadCounts } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** chat getNotReadedCount {roleType?}: the caller's unread chat messages (0 for a visitor), for the top bar. */
const handler = chatApiCall(async ({ context, caller, input }) => ({ count: (await unreadCounts(context.runtime, caller, input)).count }));
export const loader = handler;
export const action = handler;
