import { listMine } from '~/messaging/application/notifications.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** GET NOTIFICATION listMine {start?, pageSize?}: the caller's notifications and unread count. */
export const loader = chatApiCall(async ({ context, caller, input }) => listMine(context.runtime, caller, input));
