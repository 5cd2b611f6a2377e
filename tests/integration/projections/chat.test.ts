import { it } from 'vitest';
import { chatStream, type ChatEvent } from '../../../domain/messaging/chat';
import { chatProjection, conversationsTable, messagesTable, readsTable } from '../../../projections/messaging/chat';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const id = 'd-need-42';
const on = (event: Omit<GivenEvent<ChatEvent>, 'streamId'>) => ({ ...event, streamId: chatStream(id) }) as GivenEvent<ChatEvent>;
const opened = (clientId = 'c1') => on({ type: 'ConversationOpened', data: { conversationId: id, kind: 'designer', needId: '42', clientId, openedAt: '2026-01-01T10:00:00.000Z' } });
const sent = (seq: number, senderId: string, senderRole: 'client' | 'designer', text: string, imageUrl: string | null = null) =>
  on({ type: 'ChatMessageSent', data: { conversationId: id, messageId: `m${seq}`, seq, senderId, senderRole, text, imageUrl, sentAt: `2026-01-01T10:0${seq}:00.000Z` } });

describeProjection<ChatEvent>(chatProjection, ({ given }) => {
  it('opens a conversation with its client as the first member; the first opening stands; members join once each', () =>
    given(
      opened(),
      opened('c9'),
      on({ type: 'ChatMemberJoined', data: { conversationId: id, member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-01T10:01:00.000Z' } }),
      on({ type: 'ChatMemberJoined', data: { conversationId: id, member: { userId: 'd1', role: 'designer' }, joinedAt: '2026-01-01T10:02:00.000Z' } }),
      on({ type: 'ChatMemberJoined', data: { conversationId: 'd-need-other', member: { userId: 'd2', role: 'designer' }, joinedAt: '2026-01-01T10:02:00.000Z' } }),
    ).then({
      [conversationsTable]: [{ conversation_id: id, kind: 'designer', need_id: '42', client_id: 'c1', members: [{ userId: 'c1', role: 'client' }, { userId: 'd1', role: 'designer' }], opened_at: '2026-01-01T10:00:00.000Z', last_seq: 0, last_text: null, last_message_at: null }],
    }));

  it('keeps each message once by its number; the conversation shows the latest (a picture says so); a sender has read their own', () =>
    given(opened(), sent(1, 'c1', 'client', 'Could the sofa be green?'), sent(2, 'd1', 'designer', '', '/files/images/d1/sofa.png'), sent(2, 'd1', 'designer', 'again')).then({
      [messagesTable]: [
        { conversation_id: id, seq: 1, message_id: 'm1', sender_id: 'c1', sender_role: 'client', text: 'Could the sofa be green?', image_url: null, sent_at: '2026-01-01T10:01:00.000Z', deleted: false },
        { conversation_id: id, seq: 2, message_id: 'm2', sender_id: 'd1', sender_role: 'designer', text: '', image_url: '/files/images/d1/sofa.png', sent_at: '2026-01-01T10:02:00.000Z', deleted: false },
      ],
      [conversationsTable]: [{ conversation_id: id, last_seq: 2, last_text: 'again', last_message_at: '2026-01-01T10:02:00.000Z' }],
      [readsTable]: [
        { conversation_id: id, user_id: 'c1', up_to_seq: 1 },
        { conversation_id: id, user_id: 'd1', up_to_seq: 2 },
      ],
    }));

  it('a picture without words shows as "A picture"', () =>
    given(opened(), sent(1, 'd1', 'designer', '', '/files/images/d1/sofa.png')).then({ [conversationsTable]: [{ conversation_id: id, last_text: 'A picture' }] }));

  it('deletes and restores a message', () =>
    given(
      opened(),
      sent(1, 'c1', 'client', 'one'),
      sent(2, 'c1', 'client', 'two'),
      on({ type: 'ChatMessageDeleted', data: { conversationId: id, messageId: 'm1', deletedAt: '2026-01-01T11:00:00.000Z' } }),
      on({ type: 'ChatMessageDeleted', data: { conversationId: id, messageId: 'm2', deletedAt: '2026-01-01T11:00:00.000Z' } }),
      on({ type: 'ChatMessageRestored', data: { conversationId: id, messageId: 'm2', restoredAt: '2026-01-01T11:01:00.000Z' } }),
    ).then({
      [messagesTable]: [
        { message_id: 'm1', deleted: true },
        { message_id: 'm2', deleted: false },
      ],
    }));

  it("a reader's position only moves forward", () =>
    given(
      opened(),
      sent(1, 'c1', 'client', 'one'),
      sent(2, 'c1', 'client', 'two'),
      on({ type: 'ChatRead', data: { conversationId: id, readerId: 'd1', upToSeq: 2, readAt: '2026-01-01T11:00:00.000Z' } }),
      on({ type: 'ChatRead', data: { conversationId: id, readerId: 'd1', upToSeq: 1, readAt: '2026-01-01T11:01:00.000Z' } }),
    ).then({
      [readsTable]: [
        { user_id: 'c1', up_to_seq: 2 },
        { user_id: 'd1', up_to_seq: 2 },
      ],
    }));
});
