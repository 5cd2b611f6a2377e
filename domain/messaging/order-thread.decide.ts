import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { chatImagePattern, maxMessageLength } from './chat.decide';
import { evolveOrderThread, initialOrderThreadState, type OrderThread, type OrderThreadEvent, type OrderThreadState, type ThreadMember, type ThreadRole, threadIdOf } from './order-thread';

export const threadNotFoundMessage = 'This conversation does not exist';
const threadId = z
  .string({ required_error: threadNotFoundMessage, invalid_type_error: threadNotFoundMessage })
  .max(80, threadNotFoundMessage)
  .regex(/^(order|board)-[A-Za-z0-9_-]{1,64}$/, threadNotFoundMessage);
const subjectId = idField(threadNotFoundMessage);
const member = z.object({ userId: idField('Invalid member', 80), role: z.enum(['client', 'designer']) });

export const openOrderThreadSchema = z
  .object({
    threadId,
    subject: z.discriminatedUnion('kind', [z.object({ kind: z.literal('order'), orderId: subjectId }), z.object({ kind: z.literal('board'), boardId: subjectId })]),
    members: z.array(member).max(20),
  })
  .refine((d) => d.threadId === threadIdOf(d.subject), { message: 'The thread id does not name its subject', path: ['threadId'] });
export const sendOrderMessageSchema = z
  .object({
    threadId,
    messageId: idField('Invalid message'),
    text: z.string({ invalid_type_error: 'Please write a message' }).trim().max(maxMessageLength, `Please keep a message under ${maxMessageLength} characters`).default(''),
    imageUrl: z.string({ invalid_type_error: 'This picture cannot be sent' }).trim().regex(chatImagePattern, 'This picture cannot be sent').nullish(),
  })
  .refine((m) => m.text.length > 0 || Boolean(m.imageUrl), { message: 'Please write a message', path: ['text'] });
export const markOrderMessagesReadSchema = z.object({ threadId, upToSeq: z.number().int().min(0).optional() });

export type OrderThreadCommand =
  | Command<'OpenOrderThread', z.infer<typeof openOrderThreadSchema>>
  | Command<'SendOrderMessage', z.infer<typeof sendOrderMessageSchema>>
  | Command<'MarkOrderMessagesRead', z.infer<typeof markOrderMessagesReadSchema>>;

const notFound = () => new NotFoundError('THREAD_NOT_FOUND', threadNotFoundMessage);

/**
 * The role the actor speaks in, or null: a member (an order's client, a board's
 * client or designer); otherwise staff on any thread and a salesman on an order's.
 */
export function speakerIn(t: OrderThread, actor: Actor): ThreadRole | null {
  if (actor.kind !== 'user') return null;
  const found = t.members.find((m) => m.userId === actor.userId);
  if (found) return found.role;
  if (actor.roles.includes('staff')) return 'staff';
  if (t.subject.kind === 'order' && actor.roles.includes('salesman')) return 'salesman';
  return null;
}

function existing(state: OrderThreadState, actor: Actor) {
  const t = state.thread;
  if (!t) throw notFound();
  const role = speakerIn(t, actor);
  if (!role || actor.kind !== 'user') throw notFound();
  return { t, role, userId: actor.userId };
}

export function decideOrderThread(command: OrderThreadCommand, state: OrderThreadState): OrderThreadEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'OpenOrderThread': {
      // The app opens a thread (as the system) once it has checked the order's client or the board's members.
      if (actor.kind !== 'system') throw new ForbiddenError();
      const { threadId: id, subject, members } = command.data;
      const t = state.thread;
      const events: OrderThreadEvent[] = [];
      if (!t) events.push({ type: 'OrderThreadOpened', data: { threadId: id, subject, members, openedAt: now } });
      else {
        if (JSON.stringify(t.subject) !== JSON.stringify(subject)) throw new IllegalStateError('THREAD_EXISTS', 'This conversation is about something else');
        const have = new Map<string, ThreadMember>(t.members.map((m) => [m.userId, m]));
        for (const m of members) if (have.get(m.userId)?.role !== m.role) events.push({ type: 'OrderThreadMemberJoined', data: { threadId: id, member: m, joinedAt: now } });
      }
      return events;
    }
    case 'SendOrderMessage': {
      const { t, role, userId } = existing(state, actor);
      const { messageId, text, imageUrl } = command.data;
      if (t.messageIds.includes(messageId)) return [];
      return [{ type: 'OrderMessageSent', data: { threadId: t.threadId, messageId, seq: t.lastSeq + 1, senderId: userId, senderRole: role, text, imageUrl: imageUrl ?? null, sentAt: now } }];
    }
    case 'MarkOrderMessagesRead': {
      const { t, userId } = existing(state, actor);
      const upTo = Math.min(command.data.upToSeq ?? t.lastSeq, t.lastSeq);
      if (upTo < 0) throw new ValidationError('BAD_READ', 'Invalid read position');
      if (upTo <= (t.readUpTo[userId] ?? 0)) return [];
      return [{ type: 'OrderMessagesRead', data: { threadId: t.threadId, readerId: userId, upToSeq: upTo, readAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const orderThreadDecider: Decider<OrderThreadState, OrderThreadCommand, OrderThreadEvent> = {
  initialState: initialOrderThreadState,
  evolve: evolveOrderThread,
  decide: decideOrderThread,
};
