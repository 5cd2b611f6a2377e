import type { Knex } from 'knex';
import { type ChatEvent, chatEventTypes } from '../../domain/messaging/chat';
import { type NotificationEvent, type NotificationKind, notificationEventTypes } from '../../domain/messaging/notifications';
import { type OrderEvent, orderEventTypes } from '../../domain/orders/order';
import { type BoardReviewEvent, boardReviewEventTypes } from '../../domain/review/board-review';
import { type ProposalEvent, proposalEventTypes } from '../../domain/review/proposal';
import { type OrderThreadEvent, orderThreadEventTypes } from '../../domain/messaging/order-thread';
import { type Target, targetId, targetOf } from '../../domain/shared/targets';
import { defineProjection } from '../projection';

export const notificationsTable = 'notifications_v1';
const membersTable = 'notifications_members_v1';
const ordersTable = 'notifications_orders_v1';
const proposalsTable = 'notifications_proposals_v1';
const reviewBoardsTable = 'notifications_review_boards_v1';
const threadsTable = 'notifications_threads_v1';

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What each user is told of, derived from the events: a chat message to the other
 * members of its conversation, a shipped or delayed order line to its client; and
 * each user's reads. Ids are the event's feed position and the recipient, so a
 * replay gives the same notifications. Each keeps what it is about as a target
 * (`{ kind, id }`), never a page URL: app/web/links.ts names the page.
 */
export const notificationsProjection = defineProjection<ChatEvent | OrderEvent | NotificationEvent | ProposalEvent | BoardReviewEvent | OrderThreadEvent>()({
  name: 'notifications',
  reads: [...chatEventTypes, ...orderEventTypes, ...notificationEventTypes, ...proposalEventTypes, ...boardReviewEventTypes, ...orderThreadEventTypes],
  handles: [
    'ConversationOpened', 'ChatMemberJoined', 'ChatMessageSent', 'OrderPlaced', 'OrderLineShipped', 'DelayNoticeGiven', 'NotificationsRead',
    'ProposalDrafted', 'ProposalPublished', 'ClientReviewSaved', 'ProposalRevisionAsked', 'MoodBoardApproved', 'ProductCommentAnswered', 'AlternativesOffered',
    'OrderThreadOpened', 'OrderThreadMemberJoined', 'OrderMessageSent',
  ],
  ignores: [
    'ChatMessageDeleted', 'ChatMessageRestored', 'ChatRead',
    'ProposalBoardsSet', 'ProposalRendersAttached', 'ProposalRendersRequested', 'ProductMarked', 'ProductMarkChanged', 'OrderMessagesRead',
    'PaymentStarted', 'PaymentFailed', 'OrderPaid', 'OrderCancelled', 'OrderLineDelivered', 'ReturnRequested', 'ReturnApproved', 'ReturnRefused', 'OrderRefunded',
    'ReturnWithdrawn', 'OrderAddressChanged', 'RefundStarted', 'RefundFailed',
  ],
  tables: [notificationsTable, membersTable, ordersTable, proposalsTable, reviewBoardsTable, threadsTable],
  async apply(trx, events) {
    for (const event of events) {
      const notify = (userId: string, kind: NotificationKind, title: string, text: string, target: Target, at: string) =>
        trx(notificationsTable)
          .insert({ notification_id: `${event.globalPosition}:${userId}`, user_id: userId, kind, title, text: excerpt(text), target_kind: target.kind, target_id: targetId(target), created_at: at })
          .onConflict('notification_id')
          .ignore();
      switch (event.type) {
        case 'ConversationOpened':
          await trx(membersTable).insert({ conversation_id: event.data.conversationId, user_id: event.data.clientId }).onConflict(['conversation_id', 'user_id']).ignore();
          break;
        case 'ChatMemberJoined':
          await trx(membersTable).insert({ conversation_id: event.data.conversationId, user_id: event.data.member.userId }).onConflict(['conversation_id', 'user_id']).ignore();
          break;
        case 'ChatMessageSent': {
          const { conversationId, senderId, text, imageUrl, sentAt } = event.data;
          const others = await trx(membersTable).where({ conversation_id: conversationId }).whereNot({ user_id: senderId }).pluck('user_id');
          for (const userId of others) await notify(userId, 'MESSAGE', 'New message', text || (imageUrl ? 'A picture' : ''), { kind: 'conversation', id: conversationId }, sentAt);
          break;
        }
        case 'OrderPlaced':
          await trx(ordersTable).insert({ order_id: event.data.orderId, client_id: event.data.clientId, order_number: event.data.orderNumber }).onConflict('order_id').ignore();
          break;
        case 'OrderLineShipped':
        case 'DelayNoticeGiven': {
          const order = await trx(ordersTable).where({ order_id: event.data.orderId }).first();
          if (!order) break;
          const target: Target = { kind: 'order', id: event.data.orderId };
          if (event.type === 'OrderLineShipped')
            await notify(order.client_id, 'ORDER_SHIPPED', `Order ${order.order_number} has shipped`, `${event.data.carrier} tracking number ${event.data.trackingNumber}`, target, event.data.shippedAt);
          else await notify(order.client_id, 'ORDER_DELAYED', `A delay on order ${order.order_number}`, event.data.message, target, event.data.noticedAt);
          break;
        }
        case 'ProposalDrafted': {
          const { proposalId, needId, clientId, designerId, version } = event.data;
          await trx(proposalsTable).insert({ proposal_id: proposalId, need_id: needId, client_id: clientId, designer_id: designerId, version }).onConflict('proposal_id').ignore();
          break;
        }
        case 'ProposalPublished': {
          const p = await trx(proposalsTable).where({ proposal_id: event.data.proposalId }).first();
          if (!p) break;
          for (const b of event.data.boards)
            await trx(reviewBoardsTable).insert({ board_id: b.boardId, proposal_id: p.proposal_id, client_id: p.client_id, designer_id: p.designer_id }).onConflict('board_id').merge();
          const boards = event.data.boards.map((b) => b.name).join(', ');
          await notify(p.client_id, 'PROPOSAL_PUBLISHED', `Your designer published version ${event.data.version} of your design`, `Mood boards to review: ${boards}`, { kind: 'proposal-review', id: p.proposal_id }, event.data.publishedAt);
          break;
        }
        case 'ClientReviewSaved':
        case 'ProposalRevisionAsked':
        case 'MoodBoardApproved': {
          const p = await trx(proposalsTable).where({ proposal_id: event.data.proposalId }).first();
          if (!p) break;
          const target: Target = { kind: 'project-proposals', id: p.need_id };
          if (event.type === 'ClientReviewSaved') await notify(p.designer_id, 'REVIEW_SAVED', `Your client reviewed version ${p.version}`, event.data.overall, target, event.data.savedAt);
          else if (event.type === 'ProposalRevisionAsked') await notify(p.designer_id, 'REVISION_ASKED', `Your client asked for a revision of version ${p.version}`, event.data.note, target, event.data.askedAt);
          else await notify(p.designer_id, 'BOARD_APPROVED', `Your client approved a mood board of version ${p.version}`, 'The client can now buy the products they kept.', { kind: 'board-comments', id: event.data.boardId }, event.data.approvedAt);
          break;
        }
        case 'ProductCommentAnswered':
        case 'AlternativesOffered': {
          const b = await trx(reviewBoardsTable).where({ board_id: event.data.boardId }).first();
          if (!b) break;
          const target: Target = { kind: 'board-review', id: event.data.boardId };
          if (event.type === 'ProductCommentAnswered') await notify(b.client_id, 'COMMENT_ANSWERED', 'Your designer answered your comment', event.data.answer, target, event.data.answeredAt);
          else await notify(b.client_id, 'ALTERNATIVES_OFFERED', 'Your designer found other options for you', `${event.data.goodsIds.length} product${event.data.goodsIds.length === 1 ? '' : 's'} to look at`, target, event.data.offeredAt);
          break;
        }
        case 'OrderThreadOpened': {
          const { threadId, subject, members } = event.data;
          for (const m of members)
            await trx(threadsTable).insert({ thread_id: threadId, user_id: m.userId, role: m.role, subject_kind: subject.kind, subject_id: subject.kind === 'order' ? subject.orderId : subject.boardId }).onConflict(['thread_id', 'user_id']).ignore();
          break;
        }
        case 'OrderThreadMemberJoined': {
          const first = await trx(threadsTable).where({ thread_id: event.data.threadId }).first();
          if (first) await trx(threadsTable).insert({ thread_id: event.data.threadId, user_id: event.data.member.userId, role: event.data.member.role, subject_kind: first.subject_kind, subject_id: first.subject_id }).onConflict(['thread_id', 'user_id']).ignore();
          break;
        }
        case 'OrderMessageSent': {
          // The thread's members other than the sender (the shop's staff answer from the console, not from notices).
          const { threadId, senderId, text, imageUrl, sentAt } = event.data;
          const others = await trx(threadsTable).where({ thread_id: threadId }).whereNot({ user_id: senderId });
          for (const m of others) {
            const order = m.subject_kind === 'order' ? await trx(ordersTable).where({ order_id: m.subject_id }).first() : null;
            const target: Target = { kind: m.subject_kind === 'order' ? 'order' : m.role === 'client' ? 'board-review' : 'board-comments', id: m.subject_id };
            const title = order ? `New message about order ${order.order_number}` : 'New message about your mood board';
            await notify(m.user_id, 'MESSAGE', title, text || (imageUrl ? 'A picture' : ''), target, sentAt);
          }
          break;
        }
        case 'NotificationsRead': {
          const mine = trx(notificationsTable).where({ user_id: event.data.userId }).whereNull('read_at');
          if (!event.data.all) mine.whereIn('notification_id', event.data.notificationIds);
          else mine.where('created_at', '<=', event.data.readAt);
          await mine.update({ read_at: event.data.readAt });
          break;
        }
      }
    }
  },
});

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  text: string;
  /** What it is about; the page that shows it is app/web/links.ts's to name. */
  target: Target;
  createdAt: string;
  read: boolean;
}

/** A user's notifications, newest first, and how many are unread. */
export async function notificationsOf(db: Knex, userId: string, { start = 0, pageSize = 20 }: { start?: number; pageSize?: number } = {}) {
  const [rows, [{ unread }], [{ total }]] = await Promise.all([
    db(notificationsTable).where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('notification_id', 'desc').offset(start).limit(pageSize),
    db(notificationsTable).where({ user_id: userId }).whereNull('read_at').count<{ unread: string }[]>({ unread: '*' }),
    db(notificationsTable).where({ user_id: userId }).count<{ total: string }[]>({ total: '*' }),
  ]);
  const list: NotificationView[] = rows.map((r) => ({
    id: r.notification_id, kind: r.kind, title: r.title, text: r.text, target: targetOf(r.target_kind, r.target_id) ?? { kind: 'notices' },
    createdAt: new Date(r.created_at).toISOString(), read: r.read_at !== null,
  }));
  return { list, unread: Number(unread), total: Number(total) };
}

/**
 * Which of `among` the events at these feed positions told of something (the
 * inbox socket's pushes): a notification's id is its event's position and its
 * recipient, `<position>:<userId>`.
 */
export async function usersNotifiedAt(db: Knex, positions: readonly number[], among: readonly string[]): Promise<string[]> {
  if (positions.length === 0 || among.length === 0) return [];
  return db(notificationsTable)
    .distinct('user_id')
    .whereIn('user_id', among)
    .whereRaw(`split_part(notification_id, ':', 1) = ANY(?::text[])`, [positions.map(String)])
    .pluck('user_id');
}

/** How many of a user's notifications are unread (the top bar's badge). */
