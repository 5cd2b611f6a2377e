import { signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { chatEventTypes } from './chat';
import { chatDecider } from './chat.decide';
import { messagingCommands, orderThreadCommands } from './commands';
import { notificationMailDecider, notificationMailEventTypes } from './notification-mail';
import { notificationDecider, notificationEventTypes } from './notifications';
import { orderThreadEventTypes } from './order-thread';
import { orderThreadDecider } from './order-thread.decide';

/** Messaging: chat, notifications, order and board threads (ADR 019, ADR 020). */
export const messagingContext = defineContext({
  name: 'messaging',
  commands: { ...messagingCommands, ...orderThreadCommands },
  rules: {
    // Chat: members (and, for sales conversations, any salesman) send, delete and restore their own, and read (decide: speakerRole);
    // OpenConversation is run by the app as the system or by the client it is for (decide).
    OpenConversation: signedIn,
    SendChatMessage: signedIn,
    DeleteChatMessage: signedIn,
    RestoreChatMessage: signedIn,
    MarkChatRead: signedIn,
    // A user marks their own notifications read (decide: the reader is the actor).
    MarkNotificationsRead: signedIn,
    // Only the app (the system) decides to mail someone.
    RecordNotificationMail: system,
    // Order-fulfilment messages: an order's client, a board's members, staff, and salesmen on orders send and read (decide: speakerIn);
    // the app opens a thread as the system once it has checked the order or board.
    OpenOrderThread: system,
    SendOrderMessage: signedIn,
    MarkOrderMessagesRead: signedIn,
  },
  streams: [
    streamKind('conversation', 'chat-', chatDecider, chatEventTypes),
    streamKind('notifications', 'notifications-', notificationDecider, notificationEventTypes),
    streamKind('order or board thread', 'ordermsg-', orderThreadDecider, orderThreadEventTypes),
    streamKind('notification mails sent', 'notification-mail-', notificationMailDecider, notificationMailEventTypes),
  ],
});
