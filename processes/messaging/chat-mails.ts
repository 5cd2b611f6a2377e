import type { ChatEvent, ChatRole } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { chatMailQuietMs, type NotificationMailEvent } from '../../domain/messaging/notification-mail';
import { defineProcess, type ProcessOutput } from '../process';
import { excerpt, newest, notificationMail } from './notification-mail';

/**
 * Chat messages mail the conversation's other members (issue 10; a process since
 * issue 21): each message asks `RecordNotificationMail` for each recipient on the
 * topic `chat:<conversationId>` — the domain's quiet hour lets one through per
 * conversation and recipient — and the `NotificationMailSent` it records comes
 * back here (by its topic) to be mailed, about the message it names (`ref`).
 * Instances are conversations; their state is the members and the newest
 * messages (a short excerpt each), all from the events.
 */
type Input = ChatEvent | NotificationMailEvent;

interface Said {
  messageId: string;
  senderRole: ChatRole;
  /** An excerpt of the text ('' for a picture). */
  text: string;
  picture: boolean;
}

export interface ChatMailState {
  members: string[];
  said: Said[];
}

const topicOf = (conversationId: string) => `chat:${conversationId}`;

/** How a mail names who wrote: by their part in the conversation, as the chat pages do. */
const senderName: Record<ChatRole, string> = { client: 'your client', designer: 'your designer', salesman: 'Roomcraft sales' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const chatMails = defineProcess<Input>()({
  name: 'chat-mails',
  fromNow: true,
  handles: ['ConversationOpened', 'ChatMemberJoined', 'ChatMessageSent', 'ChatMessageDeleted', 'NotificationMailSent'],
  instanceOf: (e) => {
    if (e.type !== 'NotificationMailSent') return e.data.conversationId;
    return e.data.topic.startsWith('chat:') ? e.data.topic.slice('chat:'.length) : null;
  },
  initialState: (): ChatMailState => ({ members: [], said: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'ConversationOpened':
        return { ...state, members: [...new Set([...state.members, e.data.clientId])] };
      case 'ChatMemberJoined':
        return { ...state, members: [...new Set([...state.members, e.data.member.userId])] };
      case 'ChatMessageSent': {
        const { messageId, senderRole, text, imageUrl } = e.data;
        return { ...state, said: newest(state.said, { messageId, senderRole, text: excerpt(text), picture: !text && Boolean(imageUrl) }) };
      }
      case 'ChatMessageDeleted':
        return { ...state, said: state.said.filter((m) => m.messageId !== e.data.messageId) };
      default:
        return state;
    }
  },
  decide(e, state, env): ProcessOutput[] {
    if (e.type === 'ChatMessageSent') {
      const { conversationId, messageId, senderId } = e.data;
      return state.members
        .filter((userId) => userId !== senderId)
        .map((userId) => ({
          command: messagingCommands.RecordNotificationMail,
          input: { userId, topic: topicOf(conversationId), kind: 'chat-message', quietMs: chatMailQuietMs, ref: messageId },
          key: `record:${userId}`,
        }));
    }
    if (e.type === 'NotificationMailSent') {
      // The message it is about, unless its author deleted it meanwhile.
      const message = state.said.find((m) => m.messageId === e.data.ref);
      if (!message) return [];
      const conversationId = e.data.topic.slice('chat:'.length);
      const who = senderName[message.senderRole];
      const said = message.text ? `“${message.text}”` : message.picture ? 'They sent you a picture.' : '';
      return [
        notificationMail(
          e.data.userId,
          {
            kind: 'chat-message',
            subject: `New message from ${who} on Roomcraft`,
            paragraphs: [`${capital(who)} wrote to you on Roomcraft:`, ...(said ? [said] : []), 'Reply from your messages; we will not mail you again about this conversation for an hour.'],
            target: { kind: 'conversation', id: conversationId },
          },
          env,
          'mail',
        ),
      ];
    }
    return [];
  },
});
