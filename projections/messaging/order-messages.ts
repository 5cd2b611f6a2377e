import type { Knex } from 'knex';
import { type OrderThreadEvent, orderThreadEventTypes, type ThreadKind, type ThreadMember, type ThreadRole } from '../../domain/messaging/order-thread';
import { defineProjection } from '../projection';

export const orderThreadsTable = 'order_threads_v1';
export const orderMessagesTable = 'order_messages_v1';
export const orderMessageReadsTable = 'order_message_reads_v1';

/** Order-fulfilment threads (their subject and members, last message), their messages and each reader's position. */
export const orderMessagesProjection = defineProjection<OrderThreadEvent>()({
  name: 'order-messages',
  reads: orderThreadEventTypes,
  handles: ['OrderThreadOpened', 'OrderThreadMemberJoined', 'OrderMessageSent', 'OrderMessagesRead'],
  ignores: [],
  tables: [orderThreadsTable, orderMessagesTable, orderMessageReadsTable],
  async apply(trx, events) {
    for (const event of events) {
      const thread = () => trx(orderThreadsTable).where({ thread_id: event.data.threadId });
      switch (event.type) {
        case 'OrderThreadOpened': {
          const { threadId, subject, members, openedAt } = event.data;
          await trx(orderThreadsTable)
            .insert({ thread_id: threadId, kind: subject.kind, subject_id: subject.kind === 'order' ? subject.orderId : subject.boardId, members: JSON.stringify(members), opened_at: openedAt })
            .onConflict('thread_id')
            .ignore();
          break;
        }
        case 'OrderThreadMemberJoined': {
          const row = await thread().first('members');
          if (!row) break;
          const members = (row.members as ThreadMember[]).filter((m) => m.userId !== event.data.member.userId).concat(event.data.member);
          await thread().update({ members: JSON.stringify(members) });
          break;
        }
        case 'OrderMessageSent': {
          const { threadId, messageId, seq, senderId, senderRole, text, imageUrl, sentAt } = event.data;
          await trx(orderMessagesTable)
            .insert({ thread_id: threadId, seq, message_id: messageId, sender_id: senderId, sender_role: senderRole, text, image_url: imageUrl, sent_at: sentAt })
            .onConflict(['thread_id', 'seq'])
            .ignore();
          await thread().update({ last_seq: seq, last_text: text || (imageUrl ? 'A picture' : ''), last_sender_id: senderId, last_message_at: sentAt });
          await upsertRead(trx, threadId, senderId, seq);
          break;
        }
        case 'OrderMessagesRead':
          await upsertRead(trx, event.data.threadId, event.data.readerId, event.data.upToSeq);
          break;
      }
    }
  },
});

async function upsertRead(trx: Knex, threadId: string, userId: string, upTo: number) {
  await trx.raw(
    `INSERT INTO ${orderMessageReadsTable} (thread_id, user_id, up_to_seq) VALUES (?, ?, ?)
     ON CONFLICT (thread_id, user_id) DO UPDATE SET up_to_seq = GREATEST(${orderMessageReadsTable}.up_to_seq, EXCLUDED.up_to_seq)`,
    [threadId, userId, upTo],
  );
}

export interface OrderThreadView {
  threadId: string;
  kind: ThreadKind;
  subjectId: string;
  members: ThreadMember[];
  lastSeq: number;
  lastText: string | null;
  lastSenderId: string | null;
  lastMessageAt: string | null;
  /** Others' messages after the reader's position. */
  unread: number;
}

export interface OrderMessageView {
  messageId: string;
  seq: number;
  senderId: string;
  senderRole: ThreadRole;
  text: string;
  imageUrl: string | null;
  sentAt: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Unread messages of a reader (the first two bindings): others' messages past their read position. */
const unreadSql = `(SELECT count(*) FROM ${orderMessagesTable} m WHERE m.thread_id = t.thread_id AND m.sender_id <> ?
  AND m.seq > COALESCE((SELECT r.up_to_seq FROM ${orderMessageReadsTable} r WHERE r.thread_id = t.thread_id AND r.user_id = ?), 0))::int AS unread`;

function toView(row: Record<string, unknown>): OrderThreadView {
  return {
    threadId: row.thread_id as string,
    kind: row.kind as ThreadKind,
    subjectId: row.subject_id as string,
    members: row.members as ThreadMember[],
    lastSeq: Number(row.last_seq),
    lastText: (row.last_text as string | null) ?? null,
    lastSenderId: (row.last_sender_id as string | null) ?? null,
    lastMessageAt: iso(row.last_message_at),
    unread: Number(row.unread ?? 0),
  };
}

/** One thread as `readerId` sees it (their unread count), or null. */
export async function getOrderThread(db: Knex, threadId: string, readerId: string): Promise<OrderThreadView | null> {
  const row = await db(`${orderThreadsTable} as t`).select('t.*', db.raw(unreadSql, [readerId, readerId])).where('t.thread_id', threadId).first();
  return row ? toView(row) : null;
}

/**
 * Which threads a reader sees in their unread counts: the ones they are a member
 * of; `allOrders` (staff, salesmen) every order's; `allBoards` (staff) every board's.
 */
export interface ThreadScope {
  allOrders: boolean;
  allBoards: boolean;
}

/** The reader's threads holding messages they have not read, newest first. */
export async function unreadThreadsOf(db: Knex, readerId: string, scope: ThreadScope, limit = 200): Promise<OrderThreadView[]> {
  const rows = await db
    .select('*')
    .from(
      db(`${orderThreadsTable} as t`)
        .select('t.*', db.raw(unreadSql, [readerId, readerId]))
        .where((q) => {
          q.whereRaw('t.members @> ?::jsonb', [JSON.stringify([{ userId: readerId }])]);
          if (scope.allOrders) q.orWhere('t.kind', 'order');
          if (scope.allBoards) q.orWhere('t.kind', 'board');
        })
        .as('x'),
    )
    .where('unread', '>', 0)
    .orderByRaw('last_message_at DESC NULLS LAST, thread_id')
    .limit(limit);
  return rows.map(toView);
}

/** A page of a thread's messages, oldest first: the `pageSize` before `beforeSeq` (or the latest). */
export async function orderMessagesOf(db: Knex, threadId: string, { beforeSeq, pageSize = 50 }: { beforeSeq?: number; pageSize?: number } = {}): Promise<OrderMessageView[]> {
  const q = db(orderMessagesTable).where({ thread_id: threadId }).orderBy('seq', 'desc').limit(pageSize);
  if (beforeSeq) q.where('seq', '<', beforeSeq);
  return (await q).reverse().map(messageView);
}

/** One message of a thread, or null. */
export async function orderMessageOf(db: Knex, threadId: string, messageId: string): Promise<OrderMessageView | null> {
  const row = await db(orderMessagesTable).where({ thread_id: threadId, message_id: messageId }).first();
  return row ? messageView(row) : null;
}

function messageView(r: Record<string, any>): OrderMessageView {
  return { messageId: r.message_id, seq: r.seq, senderId: r.sender_id, senderRole: r.sender_role, text: r.text, imageUrl: r.image_url, sentAt: iso(r.sent_at)! };
}
