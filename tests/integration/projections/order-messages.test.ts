import { it } from 'vitest';
import { orderThreadStream, type OrderThreadEvent } from '../../../domain/messaging/order-thread';
import { orderMessageReadsTable, orderMessagesProjection, orderMessagesTable, orderThreadsTable } from '../../../projections/messaging/order-messages';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const on = (threadId: string, event: Omit<GivenEvent<OrderThreadEvent>, 'streamId'>) => ({ ...event, streamId: orderThreadStream(threadId) }) as GivenEvent<OrderThreadEvent>;
const opened = on('order-o1', { type: 'OrderThreadOpened', data: { threadId: 'order-o1', subject: { kind: 'order', orderId: 'o1' }, members: [{ userId: 'c1', role: 'client' }], openedAt: '2026-01-01T00:00:00.000Z' } });
const sent = (seq: number, senderId: string, senderRole: 'client' | 'staff', text: string, imageUrl: string | null = null) =>
  on('order-o1', { type: 'OrderMessageSent', data: { threadId: 'order-o1', messageId: `m${seq}`, seq, senderId, senderRole, text, imageUrl, sentAt: `2026-01-0${seq + 1}T00:00:00.000Z` } });

describeProjection<OrderThreadEvent>(orderMessagesProjection, ({ given }) => {
  it("opens an order's or a board's thread with its members (the first opening stands); members join once each", () =>
    given(
      opened,
      on('order-o1', { type: 'OrderThreadOpened', data: { threadId: 'order-o1', subject: { kind: 'order', orderId: 'o9' }, members: [], openedAt: '2026-01-09T00:00:00.000Z' } }),
      on('board-mb1', { type: 'OrderThreadOpened', data: { threadId: 'board-mb1', subject: { kind: 'board', boardId: 'mb1' }, members: [{ userId: 'c1', role: 'client' }], openedAt: '2026-01-01T00:00:00.000Z' } }),
      on('board-mb1', { type: 'OrderThreadMemberJoined', data: { threadId: 'board-mb1', member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-02T00:00:00.000Z' } }),
      on('board-mb1', { type: 'OrderThreadMemberJoined', data: { threadId: 'board-mb1', member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-03T00:00:00.000Z' } }),
      on('board-none', { type: 'OrderThreadMemberJoined', data: { threadId: 'board-none', member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-03T00:00:00.000Z' } }),
    ).then({
      [orderThreadsTable]: [
        { thread_id: 'board-mb1', kind: 'board', subject_id: 'mb1', members: [{ userId: 'c1', role: 'client' }, { userId: 'd1', role: 'designer' }], last_seq: 0, last_text: null, last_sender_id: null, last_message_at: null, opened_at: '2026-01-01T00:00:00.000Z' },
        { thread_id: 'order-o1', kind: 'order', subject_id: 'o1', members: [{ userId: 'c1', role: 'client' }], last_seq: 0, last_text: null, last_sender_id: null, last_message_at: null, opened_at: '2026-01-01T00:00:00.000Z' },
      ],
    }));

  it('keeps each message once by its number; the thread shows the latest (a picture says so); a sender has read their own', () =>
    given(opened, sent(1, 'c1', 'client', 'Is the sofa on its way?'), sent(2, 'staff-1', 'staff', '', '/files/images/s/label.png'), sent(2, 'staff-1', 'staff', 'again')).then({
      [orderMessagesTable]: [
        { thread_id: 'order-o1', seq: 1, message_id: 'm1', sender_id: 'c1', sender_role: 'client', text: 'Is the sofa on its way?', image_url: null, sent_at: '2026-01-02T00:00:00.000Z' },
        { thread_id: 'order-o1', seq: 2, message_id: 'm2', sender_id: 'staff-1', sender_role: 'staff', text: '', image_url: '/files/images/s/label.png', sent_at: '2026-01-03T00:00:00.000Z' },
      ],
      [orderThreadsTable]: [{ thread_id: 'order-o1', last_seq: 2, last_text: 'again', last_sender_id: 'staff-1', last_message_at: '2026-01-03T00:00:00.000Z' }],
      [orderMessageReadsTable]: [
        { thread_id: 'order-o1', user_id: 'c1', up_to_seq: 1 },
        { thread_id: 'order-o1', user_id: 'staff-1', up_to_seq: 2 },
      ],
    }));

  it('a picture without words shows as "A picture"', () =>
    given(opened, sent(1, 'staff-1', 'staff', '', '/files/images/s/label.png')).then({ [orderThreadsTable]: [{ thread_id: 'order-o1', last_text: 'A picture' }] }));

  it("a reader's position only moves forward", () =>
    given(
      opened,
      sent(1, 'c1', 'client', 'one'),
      sent(2, 'c1', 'client', 'two'),
      on('order-o1', { type: 'OrderMessagesRead', data: { threadId: 'order-o1', readerId: 'staff-1', upToSeq: 2, readAt: '2026-01-05T00:00:00.000Z' } }),
      on('order-o1', { type: 'OrderMessagesRead', data: { threadId: 'order-o1', readerId: 'staff-1', upToSeq: 1, readAt: '2026-01-06T00:00:00.000Z' } }),
    ).then({
      [orderMessageReadsTable]: [
        { user_id: 'c1', up_to_seq: 2 },
        { user_id: 'staff-1', up_to_seq: 2 },
      ],
    }));
});
