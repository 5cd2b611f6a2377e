import { markRead } from '~/messaging/application/notifications.server';
import { chatApiCall } from '~/messaging/server/chat-api.server';

/** PUT (or POST) NOTIFICATION markRead {ids | all}: the caller's notifications read → { unread }. */
export const action = chatApiCall(async ({ context, caller, input }) => markRead(context.runtime, caller, input));
