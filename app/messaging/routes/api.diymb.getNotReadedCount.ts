import { unreadCounts } from '~/messaging/application/chat.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** diymb getNotReadedCount (part 1 §7): the caller's unread chat messages, as chat getNotReadedCount (0 for a visitor). */
const handler = chatApiCall(async ({ context, caller, input }) => ({ count: (await unreadCounts(context.runtime, caller, input)).count }));
export const loader = handler;
export const action = handler;
