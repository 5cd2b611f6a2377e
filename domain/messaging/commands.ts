import { defineCommand } from '../shared/command-definition';
import { chatStream } from './chat';
import { markNotificationsReadSchema, notificationDecider, notificationStream } from './notifications';
import { notificationMailDecider, notificationMailStream, recordNotificationMailSchema } from './notification-mail';
import { chatDecider, markChatReadSchema, messageActionSchema, openConversationSchema, sendChatMessageSchema } from './chat.decide';
import { orderThreadStream } from './order-thread';
import { markOrderMessagesReadSchema, openOrderThreadSchema, orderThreadDecider, sendOrderMessageSchema } from './order-thread.decide';

const chat = (d: { conversationId: string }) => chatStream(d.conversationId);

export const messagingCommands = {
  OpenConversation: defineCommand({ type: 'OpenConversation', schema: openConversationSchema, streamId: chat, decider: chatDecider }),
  SendChatMessage: defineCommand({ type: 'SendChatMessage', schema: sendChatMessageSchema, streamId: chat, decider: chatDecider }),
  DeleteChatMessage: defineCommand({ type: 'DeleteChatMessage', schema: messageActionSchema, streamId: chat, decider: chatDecider }),
  RestoreChatMessage: defineCommand({ type: 'RestoreChatMessage', schema: messageActionSchema, streamId: chat, decider: chatDecider }),
  MarkChatRead: defineCommand({ type: 'MarkChatRead', schema: markChatReadSchema, streamId: chat, decider: chatDecider }),
  RecordNotificationMail: defineCommand({ type: 'RecordNotificationMail', schema: recordNotificationMailSchema, streamId: (d: { userId: string }) => notificationMailStream(d.userId), decider: notificationMailDecider }),
  MarkNotificationsRead: defineCommand({ type: 'MarkNotificationsRead', schema: markNotificationsReadSchema, streamId: (d: { userId: string }) => notificationStream(d.userId), decider: notificationDecider }),
};

/** Order-fulfilment messages (order/message/save, the fulfilment socket's code 3), on `ordermsg-<threadId>`. */
const orderThread = (d: { threadId: string }) => orderThreadStream(d.threadId);
export const orderThreadCommands = {
  OpenOrderThread: defineCommand({ type: 'OpenOrderThread', schema: openOrderThreadSchema, streamId: orderThread, decider: orderThreadDecider }),
  SendOrderMessage: defineCommand({ type: 'SendOrderMessage', schema: sendOrderMessageSchema, streamId: orderThread, decider: orderThreadDecider }),
  MarkOrderMessagesRead: defineCommand({ type: 'MarkOrderMessagesRead', schema: markOrderMessagesReadSchema, streamId: orderThread, decider: orderThreadDecider }),
};
