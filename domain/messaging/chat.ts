import type { Event } from '../shared/messages';

/**
 * A conversation (part 1 §7 chat, §4 messages; issue 10): a client with the designer
 * of a project, or with sales staff (per project, or about the shop without one).
 * Messages are text or an image (an uploaded picture's address); an author can
 * delete and restore their own; each member's read position is kept so unread
 * counts are per reader. Events on `chat-<conversationId>`.
 */
export const chatStream = (conversationId: string) => `chat-${conversationId}`;

/** The spec's role names (the read call takes a role type). */
export const chatRoles = ['client', 'designer', 'salesman'] as const;
export type ChatRole = (typeof chatRoles)[number];
/** Whom the client talks to in a conversation. */
export type ChatKind = 'designer' | 'salesman';

/** Stable conversation ids: one per project and kind, and one sales conversation per client without a project. */
export const conversationIdOf = (kind: ChatKind, scope: { needId: string } | { clientId: string }) =>
  'needId' in scope ? `${kind === 'designer' ? 'd' : 's'}-need-${scope.needId}` : `s-client-${scope.clientId}`;

export interface ChatMember {
  userId: string;
  role: ChatRole;
}

export interface ChatMessage {
  messageId: string;
  seq: number;
  senderId: string;
  senderRole: ChatRole;
  text: string;
  imageUrl: string | null;
  sentAt: string;
  deleted: boolean;
}

export type ChatEvent =
  | Event<'ConversationOpened', { conversationId: string; kind: ChatKind; needId: string | null; clientId: string; openedAt: string }>
  | Event<'ChatMemberJoined', { conversationId: string; member: ChatMember; joinedAt: string }>
  | Event<'ChatMessageSent', { conversationId: string; messageId: string; seq: number; senderId: string; senderRole: ChatRole; text: string; imageUrl: string | null; sentAt: string }>
  | Event<'ChatMessageDeleted', { conversationId: string; messageId: string; deletedAt: string }>
  | Event<'ChatMessageRestored', { conversationId: string; messageId: string; restoredAt: string }>
  | Event<'ChatRead', { conversationId: string; readerId: string; upToSeq: number; readAt: string }>;

export interface Conversation {
  conversationId: string;
  kind: ChatKind;
  needId: string | null;
  clientId: string;
  members: ChatMember[];
  messages: ChatMessage[];
  /** Each member's last read message (seq). */
  readUpTo: Record<string, number>;
}

export type ChatState = { conversation: Conversation | null };
export const initialChatState = (): ChatState => ({ conversation: null });

export function evolveChat(state: ChatState, event: ChatEvent): ChatState {
  const c = state.conversation;
  switch (event.type) {
    case 'ConversationOpened': {
      const { conversationId, kind, needId, clientId } = event.data;
      return { conversation: { conversationId, kind, needId, clientId, members: [{ userId: clientId, role: 'client' }], messages: [], readUpTo: {} } };
    }
    case 'ChatMemberJoined':
      return c ? { conversation: { ...c, members: [...c.members.filter((m) => m.userId !== event.data.member.userId), event.data.member] } } : state;
    case 'ChatMessageSent': {
      if (!c) return state;
      const { messageId, seq, senderId, senderRole, text, imageUrl, sentAt } = event.data;
      return { conversation: { ...c, messages: [...c.messages, { messageId, seq, senderId, senderRole, text, imageUrl, sentAt, deleted: false }], readUpTo: { ...c.readUpTo, [senderId]: seq } } };
    }
    case 'ChatMessageDeleted':
    case 'ChatMessageRestored': {
      if (!c) return state;
      const deleted = event.type === 'ChatMessageDeleted';
      return { conversation: { ...c, messages: c.messages.map((m) => (m.messageId === event.data.messageId ? { ...m, deleted } : m)) } };
    }
    case 'ChatRead':
      return c ? { conversation: { ...c, readUpTo: { ...c.readUpTo, [event.data.readerId]: Math.max(c.readUpTo[event.data.readerId] ?? 0, event.data.upToSeq) } } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Messages a member has not read: others' messages after their read position, deleted ones not counted. */
export function unreadCount(c: Conversation, userId: string): number {
  const upTo = c.readUpTo[userId] ?? 0;
  return c.messages.filter((m) => m.seq > upTo && m.senderId !== userId && !m.deleted).length;
}

export const chatEventTypes = Object.keys({
  ConversationOpened: true,
  ChatMemberJoined: true,
  ChatMessageSent: true,
  ChatMessageDeleted: true,
  ChatMessageRestored: true,
  ChatRead: true,
} satisfies Record<ChatEvent['type'], true>) as ChatEvent['type'][];
