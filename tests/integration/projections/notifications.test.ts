import { it } from 'vitest';
import { DEFAULT_BACKGROUND } from '../../../domain/canvas/board';
import { chatStream, type ChatEvent } from '../../../domain/messaging/chat';
import { notificationStream, type NotificationEvent } from '../../../domain/messaging/notifications';
import { orderThreadStream, type OrderThreadEvent } from '../../../domain/messaging/order-thread';
import { orderStream, type OrderEvent } from '../../../domain/orders/order';
import { boardReviewStream, type BoardReviewEvent } from '../../../domain/review/board-review';
import { proposalStream, type BoardSnapshot, type ProposalEvent } from '../../../domain/review/proposal';
import { notificationsProjection, notificationsTable } from '../../../projections/messaging/notifications';
import { type Target, targetId } from '../../../domain/shared/targets';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';
import { orderPlaced } from './fixtures';

type Read = ChatEvent | OrderEvent | NotificationEvent | ProposalEvent | BoardReviewEvent | OrderThreadEvent;
type Given = GivenEvent<Read>;
const t = notificationsTable;
const conversationId = 'd-need-42';
const chat = (event: Omit<GivenEvent<ChatEvent>, 'streamId'>) => ({ ...event, streamId: chatStream(conversationId) }) as Given;
const chatSent = (seq: number, senderId: string, text: string, imageUrl: string | null = null) =>
  chat({ type: 'ChatMessageSent', data: { conversationId, messageId: `m${seq}`, seq, senderId, senderRole: senderId.startsWith('d') ? 'designer' : 'client', text, imageUrl, sentAt: '2026-01-01T10:00:00.000Z' } });
const proposal = (event: Omit<GivenEvent<ProposalEvent>, 'streamId'>) => ({ ...event, streamId: proposalStream('p1') }) as Given;
const review = (event: Omit<GivenEvent<BoardReviewEvent>, 'streamId'>) => ({ ...event, streamId: boardReviewStream('mb1') }) as Given;
const thread = (threadId: string, event: Omit<GivenEvent<OrderThreadEvent>, 'streamId'>) => ({ ...event, streamId: orderThreadStream(threadId) }) as Given;
const board = (boardId: string, name: string): BoardSnapshot => ({ boardId, name, clientNotes: '', background: { ...DEFAULT_BACKGROUND }, roomName: null, objects: [] });
const drafted = proposal({ type: 'ProposalDrafted', data: { proposalId: 'p1', needId: '42', clientId: 'c1', designerId: 'd1', version: 2, boardIds: ['mb1', 'mb2'], draftedAt: '2026-01-01T00:00:00.000Z' } });
const published = proposal({ type: 'ProposalPublished', data: { proposalId: 'p1', needId: '42', version: 2, boards: [board('mb1', 'Living room'), board('mb2', 'Den')], publishedAt: '2026-01-02T00:00:00.000Z' } });
const row = (position: number, userId: string, kind: string, title: string, text: string, target: Target, createdAt: string) => ({ notification_id: `${position}:${userId}`, user_id: userId, kind, title, text, target_kind: target.kind, target_id: targetId(target), created_at: createdAt, read_at: null });

describeProjection<Read>(notificationsProjection, ({ given }) => {
  it("tells the conversation's other members of a message (a picture says so), never its sender; a long text is cut", () =>
    given(
      chat({ type: 'ConversationOpened', data: { conversationId, kind: 'designer', needId: '42', clientId: 'c1', openedAt: '2026-01-01T09:00:00.000Z' } }),
      chat({ type: 'ChatMemberJoined', data: { conversationId, member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-01T09:00:00.000Z' } }),
      chat({ type: 'ChatMemberJoined', data: { conversationId, member: { userId: 'd2', role: 'designer' }, joinedAt: '2026-01-01T09:00:00.000Z' } }),
      chatSent(1, 'c1', 'x'.repeat(200)),
      chatSent(2, 'd1', '', '/files/images/d1/a.png'),
    ).then({
      [t]: [
        row(4, 'd1', 'MESSAGE', 'New message', `${'x'.repeat(139)}…`, { kind: 'conversation', id: conversationId }, '2026-01-01T10:00:00.000Z'),
        row(4, 'd2', 'MESSAGE', 'New message', `${'x'.repeat(139)}…`, { kind: 'conversation', id: conversationId }, '2026-01-01T10:00:00.000Z'),
        row(5, 'c1', 'MESSAGE', 'New message', 'A picture', { kind: 'conversation', id: conversationId }, '2026-01-01T10:00:00.000Z'),
        row(5, 'd2', 'MESSAGE', 'New message', 'A picture', { kind: 'conversation', id: conversationId }, '2026-01-01T10:00:00.000Z'),
      ],
    }));

  it("tells an order's client it shipped or is delayed (an order it never saw placed tells nobody)", () =>
    given(
      orderPlaced('o1', 'c1', undefined, { orderNumber: 'RC-2026-1' }),
      { type: 'OrderLineShipped', streamId: orderStream('o1'), data: { orderId: 'o1', lineId: 'l1', carrier: 'UPS', trackingNumber: '1Z999', shippedAt: '2026-01-03T00:00:00.000Z' } },
      { type: 'DelayNoticeGiven', streamId: orderStream('o1'), data: { orderId: 'o1', lineId: null, message: 'A storm on the way', expectedBy: null, noticedAt: '2026-01-04T00:00:00.000Z' } },
      { type: 'OrderLineShipped', streamId: orderStream('o9'), data: { orderId: 'o9', lineId: 'l1', carrier: 'UPS', trackingNumber: '1Z000', shippedAt: '2026-01-03T00:00:00.000Z' } },
    ).then({
      [t]: [
        row(2, 'c1', 'ORDER_SHIPPED', 'Order RC-2026-1 has shipped', 'UPS tracking number 1Z999', { kind: 'order', id: 'o1' }, '2026-01-03T00:00:00.000Z'),
        row(3, 'c1', 'ORDER_DELAYED', 'A delay on order RC-2026-1', 'A storm on the way', { kind: 'order', id: 'o1' }, '2026-01-04T00:00:00.000Z'),
      ],
    }));

  it("tells the client of a published version, and the designer of the client's review, a revision asked and a board approved", () =>
    given(
      drafted,
      published,
      proposal({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'Lovely, but warmer', rowVer: 1, savedAt: '2026-01-03T00:00:00.000Z' } }),
      proposal({ type: 'ProposalRevisionAsked', data: { proposalId: 'p1', needId: '42', revisionId: 'r1', note: 'Warmer please', askedAt: '2026-01-04T00:00:00.000Z' } }),
      proposal({ type: 'MoodBoardApproved', data: { proposalId: 'p1', needId: '42', boardId: 'mb1', approvedAt: '2026-01-05T00:00:00.000Z' } }),
      { type: 'MoodBoardApproved', streamId: proposalStream('p9'), data: { proposalId: 'p9', needId: '9', boardId: 'mb9', approvedAt: '2026-01-05T00:00:00.000Z' } },
    ).then({
      [t]: [
        row(2, 'c1', 'PROPOSAL_PUBLISHED', 'Your designer published version 2 of your design', 'Mood boards to review: Living room, Den', { kind: 'proposal-review', id: 'p1' }, '2026-01-02T00:00:00.000Z'),
        row(3, 'd1', 'REVIEW_SAVED', 'Your client reviewed version 2', 'Lovely, but warmer', { kind: 'project-proposals', id: '42' }, '2026-01-03T00:00:00.000Z'),
        row(4, 'd1', 'REVISION_ASKED', 'Your client asked for a revision of version 2', 'Warmer please', { kind: 'project-proposals', id: '42' }, '2026-01-04T00:00:00.000Z'),
        row(5, 'd1', 'BOARD_APPROVED', 'Your client approved a mood board of version 2', 'The client can now buy the products they kept.', { kind: 'board-comments', id: 'mb1' }, '2026-01-05T00:00:00.000Z'),
      ],
    }));

  it("tells a published board's client of the designer's answer and of alternatives offered", () =>
    given(
      drafted,
      published,
      review({ type: 'ProductCommentAnswered', data: { boardId: 'mb1', commentId: 'k1', designerId: 'd1', answer: 'It comes in green', answeredAt: '2026-01-03T00:00:00.000Z' } }),
      review({ type: 'AlternativesOffered', data: { boardId: 'mb1', commentId: 'k1', designerId: 'd1', goodsIds: ['g1'], offeredAt: '2026-01-04T00:00:00.000Z' } }),
      review({ type: 'AlternativesOffered', data: { boardId: 'mb1', commentId: 'k2', designerId: 'd1', goodsIds: ['g1', 'g2'], offeredAt: '2026-01-05T00:00:00.000Z' } }),
      { type: 'AlternativesOffered', streamId: boardReviewStream('mb9'), data: { boardId: 'mb9', commentId: 'k1', designerId: 'd1', goodsIds: ['g1'], offeredAt: '2026-01-05T00:00:00.000Z' } },
    ).then({
      [t]: [
        row(2, 'c1', 'PROPOSAL_PUBLISHED', 'Your designer published version 2 of your design', 'Mood boards to review: Living room, Den', { kind: 'proposal-review', id: 'p1' }, '2026-01-02T00:00:00.000Z'),
        row(3, 'c1', 'COMMENT_ANSWERED', 'Your designer answered your comment', 'It comes in green', { kind: 'board-review', id: 'mb1' }, '2026-01-03T00:00:00.000Z'),
        row(4, 'c1', 'ALTERNATIVES_OFFERED', 'Your designer found other options for you', '1 product to look at', { kind: 'board-review', id: 'mb1' }, '2026-01-04T00:00:00.000Z'),
        row(5, 'c1', 'ALTERNATIVES_OFFERED', 'Your designer found other options for you', '2 products to look at', { kind: 'board-review', id: 'mb1' }, '2026-01-05T00:00:00.000Z'),
      ],
    }));

  it("tells an order thread's and a board thread's other members of a message, each with their own link", () =>
    given(
      orderPlaced('o1', 'c1', undefined, { orderNumber: 'RC-2026-1' }),
      thread('order-o1', { type: 'OrderThreadOpened', data: { threadId: 'order-o1', subject: { kind: 'order', orderId: 'o1' }, members: [{ userId: 'c1', role: 'client' }], openedAt: '2026-01-01T00:00:00.000Z' } }),
      thread('board-mb1', { type: 'OrderThreadOpened', data: { threadId: 'board-mb1', subject: { kind: 'board', boardId: 'mb1' }, members: [{ userId: 'c1', role: 'client' }], openedAt: '2026-01-01T00:00:00.000Z' } }),
      thread('board-mb1', { type: 'OrderThreadMemberJoined', data: { threadId: 'board-mb1', member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-01T00:00:00.000Z' } }),
      thread('board-nothing', { type: 'OrderThreadMemberJoined', data: { threadId: 'board-nothing', member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-01T00:00:00.000Z' } }),
      thread('order-o1', { type: 'OrderMessageSent', data: { threadId: 'order-o1', messageId: 'm1', seq: 1, senderId: 'staff-1', senderRole: 'staff', text: 'It ships Friday', imageUrl: null, sentAt: '2026-01-02T00:00:00.000Z' } }),
      thread('board-mb1', { type: 'OrderMessageSent', data: { threadId: 'board-mb1', messageId: 'm1', seq: 1, senderId: 'c1', senderRole: 'client', text: '', imageUrl: '/files/images/c1/a.png', sentAt: '2026-01-03T00:00:00.000Z' } }),
      thread('board-mb1', { type: 'OrderMessageSent', data: { threadId: 'board-mb1', messageId: 'm2', seq: 2, senderId: 'd1', senderRole: 'designer', text: 'Nice', imageUrl: null, sentAt: '2026-01-04T00:00:00.000Z' } }),
    ).then({
      [t]: [
        row(6, 'c1', 'MESSAGE', 'New message about order RC-2026-1', 'It ships Friday', { kind: 'order', id: 'o1' }, '2026-01-02T00:00:00.000Z'),
        row(7, 'd1', 'MESSAGE', 'New message about your mood board', 'A picture', { kind: 'board-comments', id: 'mb1' }, '2026-01-03T00:00:00.000Z'),
        row(8, 'c1', 'MESSAGE', 'New message about your mood board', 'Nice', { kind: 'board-review', id: 'mb1' }, '2026-01-04T00:00:00.000Z'),
      ],
    }));

  it('marks read the notifications named, or all of them up to the moment read, for their user only', () =>
    given(
      drafted,
      published,
      proposal({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'One', rowVer: 1, savedAt: '2026-01-03T00:00:00.000Z' } }),
      proposal({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'Two', rowVer: 2, savedAt: '2026-01-04T00:00:00.000Z' } }),
      proposal({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'Three', rowVer: 3, savedAt: '2026-01-06T00:00:00.000Z' } }),
      { type: 'NotificationsRead', streamId: notificationStream('c1'), data: { userId: 'c1', notificationIds: ['2:c1', '3:d1'], all: false, readAt: '2026-01-05T00:00:00.000Z' } },
      { type: 'NotificationsRead', streamId: notificationStream('d1'), data: { userId: 'd1', notificationIds: [], all: true, readAt: '2026-01-05T00:00:00.000Z' } },
    ).then({
      [t]: [
        { notification_id: '2:c1', read_at: '2026-01-05T00:00:00.000Z' },
        { notification_id: '3:d1', read_at: '2026-01-05T00:00:00.000Z' },
        { notification_id: '4:d1', read_at: '2026-01-05T00:00:00.000Z' },
        { notification_id: '5:d1', read_at: null },
      ],
    }));
});
