import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type ChatKind, type ChatMember, type ChatRole, conversationIdOf } from '../../../domain/messaging/chat';
import { messagingCommands } from '../../../domain/messaging/commands';
import { displayProjectId } from '../../../domain/projects/project-id';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor, Role } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { type ConversationView, conversationsOf, getConversation, messageOf, messagesOf, unreadTotal } from '../../../projections/messaging/chat';
import { needIdField, needState } from '~/projects/index.server';
import { parseWith } from '../../web/api.server';
import { chatMessageLimit, withinLimit } from '../../web/rate-limit.server';

/**
 * Chat (part 1 §7 chat, /chat/manage; issue 10): a client talks with the designer of
 * a project, and with sales staff about a project or the shop. Conversations are
 * opened on first use; another person's conversation is "not found" on every call.
 */
export interface ChatCaller {
  actor: Actor;
  userId: string | null;
  roles: readonly Role[];
}

const system: Actor = { kind: 'system' };
const notFound = () => new NotFoundError('CONVERSATION_NOT_FOUND', 'This conversation does not exist');
const signedInId = (caller: ChatCaller) => {
  if (!caller.userId) throw new UnauthorizedError();
  return caller.userId;
};

/** The spec's role names (part 1 §7: the read call takes a role type): whom the caller talks with, or the caller's own side. */
const roleType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['client', 'designer', 'salesman'], { errorMap: () => ({ message: 'roleType is client, designer or salesman' }) }),
);
const conversationIdField = z.string().trim().max(80).regex(/^[A-Za-z0-9_-]+$/, 'This conversation does not exist');
const which = z.object({ conversationId: conversationIdField.optional(), needId: needIdField.optional(), roleType: roleType.optional() });

/**
 * The project conversation the role type names for the caller: the project's
 * client with `designer` or `salesman` (whom they talk with); its designer with
 * `client` or `designer`; a salesman with `client` or `salesman`.
 */
async function projectConversation(runtime: Runtime, caller: ChatCaller, needId: string, role: ChatRole): Promise<string> {
  const userId = signedInId(caller);
  const need = await needState(runtime, needId);
  if (!need || need.owner.kind !== 'client') throw notFound();
  const clientId = need.owner.clientId;
  const isClient = clientId === userId;
  if (isClient && role === 'client') throw new ValidationError('BAD_ROLE_TYPE', 'roleType is designer or salesman: whom you write to');
  const kind: ChatKind = role !== 'client' ? role : need.designerId === userId ? 'designer' : 'salesman';
  const allowed = isClient || (kind === 'designer' ? need.designerId === userId : caller.roles.includes('salesman'));
  if (!allowed) throw notFound();
  const members: ChatMember[] = kind === 'designer' && need.designerId ? [{ userId: need.designerId, role: 'designer' }] : [];
  const conversationId = conversationIdOf(kind, { needId });
  // Opened already with everyone it should have (the designer assigned since joins): nothing to append.
  const open = await getConversation(runtime.db, conversationId, userId);
  if (open && members.every((m) => open.members.some((x) => x.userId === m.userId))) return conversationId;
  await runtime.execute(messagingCommands.OpenConversation, { conversationId, kind, needId, clientId, members }, { actor: system }, { waitFor: ['chat'] });
  return conversationId;
}

/** The client's own sales conversation about the shop (no project). */
async function salesConversation(runtime: Runtime, caller: ChatCaller): Promise<string> {
  const clientId = signedInId(caller);
  if (!caller.roles.includes('client')) throw notFound();
  const conversationId = conversationIdOf('salesman', { clientId });
  if (await getConversation(runtime.db, conversationId, clientId)) return conversationId;
  await runtime.execute(messagingCommands.OpenConversation, { conversationId, kind: 'salesman', needId: null, clientId, members: [] }, { actor: system }, { waitFor: ['chat'] });
  return conversationId;
}

/** A conversation the caller may read: by id (a member, or any salesman for an unanswered sales chat), or by project and role type. */
async function conversationFor(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const userId = signedInId(caller);
  const q = parseWith(which, input);
  const conversationId = q.conversationId ?? (q.needId ? await projectConversation(runtime, caller, q.needId, q.roleType ?? 'designer') : q.roleType === 'salesman' ? await salesConversation(runtime, caller) : null);
  if (!conversationId) throw notFound();
  const c = await getConversation(runtime.db, conversationId, userId);
  if (!c) throw notFound();
  const member = c.members.some((m) => m.userId === userId);
  if (!member && !(c.kind === 'salesman' && caller.roles.includes('salesman'))) throw notFound();
  // A role type given with a conversation id must fit it: the other side's role, or the caller's own.
  if (q.roleType && !rolesIn(c, userId).includes(q.roleType)) throw notFound();
  return c;
}

/** The caller's side and the other side in a conversation, by the spec's role names. */
function rolesIn(c: ConversationView, userId: string): ChatRole[] {
  if (c.clientId === userId) return ['client', c.kind];
  const own = c.members.find((m) => m.userId === userId)?.role ?? 'salesman';
  return [own, 'client'];
}

/** Whom the caller talks with in a conversation, and its project's display id. */
async function withWhom(runtime: Runtime, userId: string, c: ConversationView) {
  const others = c.members.filter((m) => m.userId !== userId);
  const friend = c.clientId === userId ? (others[0] ?? null) : { userId: c.clientId, role: 'client' as const };
  const name = friend ? ((await getAccount(runtime.db, friend.userId))?.username ?? 'Roomcraft') : null;
  return {
    projectId: c.needId ? displayProjectId(c.needId) : null,
    friend: friend ? { userId: friend.userId, roleType: friend.role, name: name! } : { userId: null, roleType: c.kind, name: c.kind === 'designer' ? 'Your designer' : 'Roomcraft sales' },
  };
}

/** /chat/manage friends: the caller's conversations, whom each is with, the last message and unread count (a salesman also sees the sales inbox, `member` false). */
export async function friends(runtime: Runtime, caller: ChatCaller) {
  const userId = signedInId(caller);
  const list = await conversationsOf(runtime.db, userId, { salesInbox: caller.roles.includes('salesman') });
  return Promise.all(
    list.map(async (c) => ({
      conversationId: c.conversationId, roleType: c.kind, needId: c.needId, ...(await withWhom(runtime, userId, c)),
      lastText: c.lastText, lastMessageAt: c.lastMessageAt, unread: c.unread,
      // False for a sales conversation no salesman has answered yet (a salesman's inbox).
      member: c.members.some((m) => m.userId === userId),
    })),
  );
}

/** /chat/manage messages {conversationId | needId + roleType, beforeSeq?, pageSize?}: a page of messages, oldest first. */
export async function messages(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const c = await conversationFor(runtime, caller, input);
  const { beforeSeq, pageSize } = parseWith(z.object({ beforeSeq: z.coerce.number().int().min(1).optional(), pageSize: z.coerce.number().int().min(1).max(100).default(50) }), input);
  return {
    conversationId: c.conversationId, roleType: c.kind, needId: c.needId, unread: c.unread, ...(await withWhom(runtime, caller.userId!, c)),
    list: await messagesOf(runtime.db, c.conversationId, caller.userId!, { beforeSeq, pageSize }),
  };
}

/**
 * Send {conversationId | needId + roleType, text?, imageUrl?, messageId?}: a message (a retried messageId sends once).
 * The other members' mails follow from the event (processes/messaging/chat-mails.ts).
 */
export async function send(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const c = await conversationFor(runtime, caller, input);
  const { messageId, text, imageUrl } = parseWith(z.object({ messageId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid message').optional(), text: z.unknown().optional(), imageUrl: z.unknown().optional() }), input);
  const id = messageId ?? `cm-${randomUUID()}`;
  // One allowance per user for every chat they send (issue 20): a burst past it is refused (429), nothing kept.
  await withinLimit(runtime, chatMessageLimit, caller.userId!, () =>
    runtime.execute(messagingCommands.SendChatMessage, { conversationId: c.conversationId, messageId: id, text: text ?? '', imageUrl: imageUrl ?? null }, { actor: caller.actor }, { waitFor: ['chat'] }));
  return { conversationId: c.conversationId, message: await messageOf(runtime.db, c.conversationId, id, caller.userId!) };
}

/**
 * Read {conversationId | needId + roleType, upToSeq?}: the conversation is read by
 * the caller up to `upToSeq` (the last message they have seen), or all of it.
 */
export async function markRead(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const c = await conversationFor(runtime, caller, input);
  const { upToSeq } = parseWith(z.object({ upToSeq: z.coerce.number({ invalid_type_error: 'upToSeq is a message number' }).int('upToSeq is a message number').min(0, 'upToSeq is a message number').max(1e9).optional() }), input);
  await runtime.execute(messagingCommands.MarkChatRead, { conversationId: c.conversationId, upToSeq }, { actor: caller.actor }, { waitFor: ['chat'] });
  const after = await getConversation(runtime.db, c.conversationId, caller.userId!);
  return { conversationId: c.conversationId, unread: after?.unread ?? 0 };
}

/** Delete or restore {conversationId, messageId}: the author's own message. */
export async function setDeleted(runtime: Runtime, caller: ChatCaller, input: unknown, deleted: boolean) {
  const c = await conversationFor(runtime, caller, input);
  const { messageId } = parseWith(z.object({ messageId: z.string({ required_error: 'Invalid message' }).trim().min(1, 'Invalid message').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid message') }), input);
  const command = deleted ? messagingCommands.DeleteChatMessage : messagingCommands.RestoreChatMessage;
  await runtime.execute(command, { conversationId: c.conversationId, messageId }, { actor: caller.actor }, { waitFor: ['chat'] });
  return { conversationId: c.conversationId, messageId, deleted };
}

/**
 * chat getNotReadedCount / read counts {roleType?}: the caller's unread messages in
 * all and per conversation; with a role type, only the conversations it fits
 * (a client's with designers, or with sales).
 */
export async function unreadCounts(runtime: Runtime, caller: ChatCaller, input: unknown = {}) {
  const { roleType: role } = parseWith(z.object({ roleType: roleType.optional() }), input);
  if (!caller.userId) return { count: 0, conversations: [] };
  const userId = caller.userId;
  const list = (await conversationsOf(runtime.db, userId)).filter((c) => !role || rolesIn(c, userId).includes(role));
  const conversations = list.filter((c) => c.unread > 0).map((c) => ({ conversationId: c.conversationId, needId: c.needId, roleType: c.kind, unread: c.unread }));
  const count = role ? conversations.reduce((n, c) => n + c.unread, 0) : await unreadTotal(runtime.db, userId);
  return { count, conversations };
}
