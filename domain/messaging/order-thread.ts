import type { Event } from '../shared/messages';

/**
 * Order-fulfilment messages (part 2 §1, §3, §7; issue 10): a client and the shop's
 * staff and salesmen talking about one order, and the members of a mood board
 * talking on its fulfilment socket. Each is a thread about one subject, with
 * its messages in order (seq) and each reader's read position; events on
 * `ordermsg-<threadId>`. Page messages (socket code 1) are relayed, never kept.
 */
export const orderThreadStream = (threadId: string) => `ordermsg-${threadId}`;

export type ThreadSubject = { kind: 'order'; orderId: string } | { kind: 'board'; boardId: string };
export type ThreadKind = ThreadSubject['kind'];

/** One thread per subject; an order's and a board's ids never collide. */
export const threadIdOf = (subject: ThreadSubject) => (subject.kind === 'order' ? `order-${subject.orderId}` : `board-${subject.boardId}`);
export const subjectIdOf = (subject: ThreadSubject) => (subject.kind === 'order' ? subject.orderId : subject.boardId);

/**
 * Who speaks in a thread: an order's client; a board's client and designer; the
 * shop's staff (any thread) and salesmen (any order thread), who need not be members.
 */
export const threadRoles = ['client', 'designer', 'staff', 'salesman'] as const;
export type ThreadRole = (typeof threadRoles)[number];

export interface ThreadMember {
  userId: string;
  role: 'client' | 'designer';
}

export interface OrderMessage {
  messageId: string;
  seq: number;
  senderId: string;
  senderRole: ThreadRole;
  text: string;
  imageUrl: string | null;
  sentAt: string;
}

export type OrderThreadEvent =
  | Event<'OrderThreadOpened', { threadId: string; subject: ThreadSubject; members: ThreadMember[]; openedAt: string }>
  | Event<'OrderThreadMemberJoined', { threadId: string; member: ThreadMember; joinedAt: string }>
  | Event<'OrderMessageSent', { threadId: string; messageId: string; seq: number; senderId: string; senderRole: ThreadRole; text: string; imageUrl: string | null; sentAt: string }>
  | Event<'OrderMessagesRead', { threadId: string; readerId: string; upToSeq: number; readAt: string }>;

export interface OrderThread {
  threadId: string;
  subject: ThreadSubject;
  members: ThreadMember[];
  lastSeq: number;
  /** Message ids already sent (a retried send is a no-op). */
  messageIds: string[];
  /** Each reader's last read message (seq). */
  readUpTo: Record<string, number>;
}

export type OrderThreadState = { thread: OrderThread | null };
export const initialOrderThreadState = (): OrderThreadState => ({ thread: null });

export function evolveOrderThread(state: OrderThreadState, event: OrderThreadEvent): OrderThreadState {
  const t = state.thread;
  switch (event.type) {
    case 'OrderThreadOpened': {
      const { threadId, subject, members } = event.data;
      return { thread: { threadId, subject, members, lastSeq: 0, messageIds: [], readUpTo: {} } };
    }
    case 'OrderThreadMemberJoined':
      return t ? { thread: { ...t, members: [...t.members.filter((m) => m.userId !== event.data.member.userId), event.data.member] } } : state;
    case 'OrderMessageSent': {
      if (!t) return state;
      const { messageId, seq, senderId } = event.data;
      return { thread: { ...t, lastSeq: seq, messageIds: [...t.messageIds, messageId], readUpTo: { ...t.readUpTo, [senderId]: seq } } };
    }
    case 'OrderMessagesRead':
      return t ? { thread: { ...t, readUpTo: { ...t.readUpTo, [event.data.readerId]: Math.max(t.readUpTo[event.data.readerId] ?? 0, event.data.upToSeq) } } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const orderThreadEventTypes = Object.keys({
  OrderThreadOpened: true,
  OrderThreadMemberJoined: true,
  OrderMessageSent: true,
  OrderMessagesRead: true,
} satisfies Record<OrderThreadEvent['type'], true>) as OrderThreadEvent['type'][];
