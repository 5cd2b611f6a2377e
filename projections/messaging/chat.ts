import type { Knex } from 'knex';
import { type ChatEvent, chatEventTypes, type ChatKind, type ChatMember, type ChatRole } from '../../domain/messaging/chat';
import { defineProjection } from '../projection';
import { notificationsTable } from './notifications';

export const conversationsTable = 'chat_conversations_v1';
export const messagesTable = 'chat_messages_v1';
export const readsTable = 'chat_reads_v1';

/** Conversations (members, last message), their messages and each reader's position. */
export const chatProjection = defineProjection<ChatEvent>()({
  name: 'chat',
  reads: chatEventTypes,
  handles: ['ConversationOpened', 'ChatMemberJoined', 'ChatMessageSent', 'ChatMessageDeleted', 'ChatMessageRestored', 'ChatRead'],
  ignores: [],
  tables: [conversationsTable, messagesTable, readsTable],
  async apply(trx, events) {
    for (const event of events) {
      const conversation = () => trx(conversationsTable).where({ conversation_id: event.data.conversationId });
      switch (event.type) {
        case 'ConversationOpened': {
          const { conversationId, kind, needId, clientId, openedAt } = event.data;
          await trx(conversationsTable)
            .insert({ conversation_id: conversationId, kind, need_id: needId, client_id: clientId, members: JSON.stringify([{ userId: clientId, role: 'client' }]), opened_at: openedAt })
            .onConflict('conversation_id')
            .ignore();
          break;
        }
        case 'ChatMemberJoined': {
          const row = await conversation().first('members');
          if (!row) break;
          const members = (row.members as ChatMember[]).filter((m) => m.userId !== event.data.member.userId).concat(event.data.member);
          await conversation().update({ members: JSON.stringify(members) });
          break;
        }
        case 'ChatMessageSent': {
          const { conversationId, messageId, seq, senderId, senderRole, text, imageUrl, sentAt } = event.data;
          await trx(messagesTable)
            .insert({ conversation_id: conversationId, seq, message_id: messageId, sender_id: senderId, sender_role: senderRole, text, image_url: imageUrl, sent_at: sentAt })
            .onConflict(['conversation_id', 'seq'])
            .ignore();
          await conversation().update({ last_seq: seq, last_text: text || (imageUrl ? 'A picture' : ''), last_message_at: sentAt });
          await upsertRead(trx, conversationId, senderId, seq);
          break;
        }
        case 'ChatMessageDeleted':
        case 'ChatMessageRestored':
          await trx(messagesTable).where({ conversation_id: event.data.conversationId, message_id: event.data.messageId }).update({ deleted: event.type === 'ChatMessageDeleted' });
          break;
        case 'ChatRead':
          await upsertRead(trx, event.data.conversationId, event.data.readerId, event.data.upToSeq);
          break;
      }
    }
  },
});

async function upsertRead(trx: Knex, conversationId: string, userId: string, upTo: number) {
  await trx.raw(
    `INSERT INTO ${readsTable} (conversation_id, user_id, up_to_seq) VALUES (?, ?, ?)
     ON CONFLICT (conversation_id, user_id) DO UPDATE SET up_to_seq = GREATEST(${readsTable}.up_to_seq, EXCLUDED.up_to_seq)`,
    [conversationId, userId, upTo],
  );
}

export interface ConversationView {
  conversationId: string;
  kind: ChatKind;
  needId: string | null;
  clientId: string;
  members: ChatMember[];
  lastSeq: number;
  lastText: string | null;
  lastMessageAt: string | null;
  unread: number;
}

export interface ChatMessageView {
  messageId: string;
  seq: number;
  senderId: string;
  senderRole: ChatRole;
  /** A deleted message shows to its author only (to restore it); others see that it was removed. */
  text: string;
  imageUrl: string | null;
  sentAt: string;
  deleted: boolean;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Unread messages of `userId` per conversation: others' messages past their read position, not deleted. */
const unreadSql = `(SELECT count(*) FROM ${messagesTable} m WHERE m.conversation_id = c.conversation_id AND m.deleted = false AND m.sender_id <> ?
  AND m.seq > COALESCE((SELECT r.up_to_seq FROM ${readsTable} r WHERE r.conversation_id = c.conversation_id AND r.user_id = ?), 0))::int AS unread`;

function toView(row: Record<string, unknown>): ConversationView {
  return {
    conversationId: row.conversation_id as string, kind: row.kind as ChatKind, needId: (row.need_id as string | null) ?? null, clientId: row.client_id as string,
    members: row.members as ChatMember[], lastSeq: Number(row.last_seq), lastText: (row.last_text as string | null) ?? null, lastMessageAt: iso(row.last_message_at), unread: Number(row.unread ?? 0),
  };
}

/**
 * The conversations a user takes part in, newest first; with `salesInbox`, also every
 * sales conversation no salesman has joined yet (a salesman's inbox).
 */
export async function conversationsOf(db: Knex, userId: string, options: { salesInbox?: boolean } = {}): Promise<ConversationView[]> {
  const rows = await db(`${conversationsTable} as c`)
    .select('c.*', db.raw(unreadSql, [userId, userId]))
    .where((q) => {
      q.whereRaw('c.members @> ?::jsonb', [JSON.stringify([{ userId }])]);
      if (options.salesInbox) q.orWhere((s) => s.where('c.kind', 'salesman').whereRaw(`NOT c.members @> '[{"role":"salesman"}]'::jsonb`));
    })
    .orderByRaw('c.last_message_at DESC NULLS LAST, c.opened_at DESC')
    .limit(200);
  return rows.map(toView);
}

export async function getConversation(db: Knex, conversationId: string, userId: string): Promise<ConversationView | null> {
  const row = await db(`${conversationsTable} as c`).select('c.*', db.raw(unreadSql, [userId, userId])).where('c.conversation_id', conversationId).first();
  return row ? toView(row) : null;
}

/** A message as `viewerId` sees it: a deleted one keeps its words for its author only (to restore it). */
function messageView(r: Record<string, any>, viewerId: string): ChatMessageView {
  const hidden = r.deleted && r.sender_id !== viewerId;
  return { messageId: r.message_id, seq: r.seq, senderId: r.sender_id, senderRole: r.sender_role, text: hidden ? '' : r.text, imageUrl: hidden ? null : r.image_url, sentAt: iso(r.sent_at)!, deleted: r.deleted };
}

/** A page of messages, oldest first: the `pageSize` before `beforeSeq` (or the latest). */
export async function messagesOf(db: Knex, conversationId: string, viewerId: string, { beforeSeq, pageSize = 50 }: { beforeSeq?: number; pageSize?: number } = {}): Promise<ChatMessageView[]> {
  const q = db(messagesTable).where({ conversation_id: conversationId }).orderBy('seq', 'desc').limit(pageSize);
  if (beforeSeq) q.where('seq', '<', beforeSeq);
  const rows = await q;
  return rows.reverse().map((r) => messageView(r, viewerId));
}

/** One message of a conversation, or null. */
export async function messageOf(db: Knex, conversationId: string, messageId: string, viewerId: string): Promise<ChatMessageView | null> {
  const row = await db(messagesTable).where({ conversation_id: conversationId, message_id: messageId }).first();
  return row ? messageView(row, viewerId) : null;
}

/** Every unread message of a user across their conversations (the top bar's count). */
export async function unreadTotal(db: Knex, userId: string): Promise<number> {
  const [{ n }] = await db.raw(`SELECT ${unreadTotalSql} AS n`, unreadTotalBindings(userId)).then((r: { rows: { n: number }[] }) => r.rows);
  return Number(n);
}

/** A user's unread messages across their conversations, as one scalar subquery (with `unreadTotalBindings`). */
const unreadTotalSql = `(SELECT COALESCE(sum(unread), 0)::int FROM (SELECT ${unreadSql} FROM ${conversationsTable} c WHERE c.members @> ?::jsonb) t)`;
const unreadTotalBindings = (userId: string) => [userId, userId, JSON.stringify([{ userId }])];

/** The top bar's two badges in one statement: unread chat messages (as `unreadTotal`) and unread notifications. */
export async function inboxUnread(db: Knex, userId: string): Promise<{ chat: number; notices: number }> {
  const [row] = await db.raw(
    `SELECT ${unreadTotalSql} AS chat, (SELECT count(*)::int FROM ${notificationsTable} WHERE user_id = ? AND read_at IS NULL) AS notices`,
    [...unreadTotalBindings(userId), userId],
  ).then((r: { rows: { chat: number; notices: number }[] }) => r.rows);
  return { chat: Number(row!.chat), notices: Number(row!.notices) };
}

/** Each conversation's kind and members, for several at once (the inbox socket's audience). */
export async function conversationMembers(db: Knex, conversationIds: readonly string[]): Promise<Map<string, { kind: ChatKind; members: ChatMember[] }>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db(conversationsTable).select('conversation_id', 'kind', 'members').whereIn('conversation_id', conversationIds);
  return new Map(rows.map((r) => [r.conversation_id as string, { kind: r.kind as ChatKind, members: r.members as ChatMember[] }]));
}
