import { z } from 'zod';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { type ChatEvent, type ChatMember, type ChatRole, type ChatState, type Conversation, evolveChat, initialChatState } from './chat';
import { idField } from '../shared/schemas';

const notFoundMessage = 'This conversation does not exist';
const id = (message: string) => idField(message, 80);
const conversationId = id(notFoundMessage);
export const maxMessageLength = 2000;
/** A picture in a message is one of ours: a path on this site (the upload flow's address), never another site's. */
export const chatImagePattern = /^\/(?!\/)(?!.*\.\.)[A-Za-z0-9/_.-]{1,300}$/;

export const openConversationSchema = z.object({
  conversationId,
  kind: z.enum(['designer', 'salesman']),
  needId: id('Invalid project').nullable(),
  clientId: id('Invalid client'),
  members: z.array(z.object({ userId: id('Invalid member'), role: z.enum(['client', 'designer', 'salesman']) })).max(10),
});
export const sendChatMessageSchema = z
  .object({
    conversationId,
    messageId: id('Invalid message'),
    text: z.string({ invalid_type_error: 'Please write a message' }).trim().max(maxMessageLength, `Please keep a message under ${maxMessageLength} characters`).default(''),
    imageUrl: z.string().trim().regex(chatImagePattern, 'This picture cannot be sent').nullish(),
  })
  .refine((m) => m.text.length > 0 || Boolean(m.imageUrl), { message: 'Please write a message', path: ['text'] });
export const messageActionSchema = z.object({ conversationId, messageId: id('Invalid message') });
export const markChatReadSchema = z.object({ conversationId, upToSeq: z.number().int().min(0).optional() });

export type ChatCommand =
  | Command<'OpenConversation', z.infer<typeof openConversationSchema>>
  | Command<'SendChatMessage', z.infer<typeof sendChatMessageSchema>>
  | Command<'DeleteChatMessage', z.infer<typeof messageActionSchema>>
  | Command<'RestoreChatMessage', z.infer<typeof messageActionSchema>>
  | Command<'MarkChatRead', z.infer<typeof markChatReadSchema>>;

const notFound = () => new NotFoundError('CONVERSATION_NOT_FOUND', notFoundMessage);
const userIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

/**
 * The role the actor speaks in, or null: its members; and for a sales conversation
 * any salesman (the first to answer joins it).
 */
export function speakerRole(c: Conversation, actor: Actor): { role: ChatRole; joins: boolean } | null {
  const userId = userIdOf(actor);
  if (!userId || actor.kind !== 'user') return null;
  const member = c.members.find((m) => m.userId === userId);
  if (member) return { role: member.role, joins: false };
  if (c.kind === 'salesman' && actor.roles.includes('salesman')) return { role: 'salesman', joins: true };
  return null;
}

function existing(state: ChatState, actor: Actor) {
  const c = state.conversation;
  if (!c) throw notFound();
  const speaker = speakerRole(c, actor);
  if (!speaker) throw notFound();
  return { c, speaker };
}

export function decideChat(command: ChatCommand, state: ChatState): ChatEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'OpenConversation': {
      // Opened by the app (system) for a client's project or shop questions.
      const d = command.data;
      if (actor.kind !== 'system' && userIdOf(actor) !== d.clientId) throw notFound();
      const events: ChatEvent[] = [];
      const c = state.conversation;
      if (!c) events.push({ type: 'ConversationOpened', data: { conversationId: d.conversationId, kind: d.kind, needId: d.needId, clientId: d.clientId, openedAt: now } });
      else if (c.clientId !== d.clientId || c.kind !== d.kind) throw new IllegalStateError('CONVERSATION_EXISTS', 'This conversation belongs to someone else');
      const have = new Map<string, ChatMember>((c?.members ?? [{ userId: d.clientId, role: 'client' as const }]).map((m) => [m.userId, m]));
      for (const member of d.members)
        if (have.get(member.userId)?.role !== member.role) events.push({ type: 'ChatMemberJoined', data: { conversationId: d.conversationId, member, joinedAt: now } });
      return events;
    }
    case 'SendChatMessage': {
      const { c, speaker } = existing(state, actor);
      const { messageId, text, imageUrl } = command.data;
      if (c.messages.some((m) => m.messageId === messageId)) return [];
      const senderId = userIdOf(actor)!;
      const events: ChatEvent[] = [];
      if (speaker.joins) events.push({ type: 'ChatMemberJoined', data: { conversationId: c.conversationId, member: { userId: senderId, role: speaker.role }, joinedAt: now } });
      const seq = (c.messages.at(-1)?.seq ?? 0) + 1;
      events.push({ type: 'ChatMessageSent', data: { conversationId: c.conversationId, messageId, seq, senderId, senderRole: speaker.role, text, imageUrl: imageUrl ?? null, sentAt: now } });
      return events;
    }
    case 'DeleteChatMessage':
    case 'RestoreChatMessage': {
      const { c } = existing(state, actor);
      const m = c.messages.find((x) => x.messageId === command.data.messageId);
      if (!m || m.senderId !== userIdOf(actor)) throw new NotFoundError('MESSAGE_NOT_FOUND', 'This message does not exist');
      const deleting = command.type === 'DeleteChatMessage';
      if (m.deleted === deleting) return [];
      return deleting
        ? [{ type: 'ChatMessageDeleted', data: { conversationId: c.conversationId, messageId: m.messageId, deletedAt: now } }]
        : [{ type: 'ChatMessageRestored', data: { conversationId: c.conversationId, messageId: m.messageId, restoredAt: now } }];
    }
    case 'MarkChatRead': {
      const { c, speaker } = existing(state, actor);
      if (speaker.joins) return [];
      const last = c.messages.at(-1)?.seq ?? 0;
      const upTo = Math.min(command.data.upToSeq ?? last, last);
      const reader = userIdOf(actor)!;
      if (upTo < 0) throw new ValidationError('BAD_READ', 'Invalid read position');
      if (upTo <= (c.readUpTo[reader] ?? 0)) return [];
      return [{ type: 'ChatRead', data: { conversationId: c.conversationId, readerId: reader, upToSeq: upTo, readAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = { initialState: initialChatState, evolve: evolveChat, decide: decideChat };
