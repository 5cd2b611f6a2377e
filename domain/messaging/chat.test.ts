import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { type ChatEvent, conversationIdOf, evolveChat, initialChatState, unreadCount } from './chat';
import { type ChatCommand, chatDecider } from './chat.decide';

const spec = specFor(chatDecider);
const now = '2026-11-23T10:00:00.000Z';
const user = (userId: string, role: 'client' | 'designer' | 'salesman' | 'staff'): Actor => ({ kind: 'user', userId, email: `${userId}@x.test`, roles: [role] });
const client = user('cli-1', 'client');
const designer = user('des-1', 'designer');
const sales = user('sal-1', 'salesman');
const stranger = user('cli-2', 'client');
const system: Actor = { kind: 'system' };
const cmd = <T extends ChatCommand['type']>(type: T, data: Record<string, unknown>, actor: Actor) => ({ type, data, metadata: { commandId: 'c1', now, actor } }) as unknown as ChatCommand;

const cid = conversationIdOf('designer', { needId: '7' });
const opened: ChatEvent = { type: 'ConversationOpened', data: { conversationId: cid, kind: 'designer', needId: '7', clientId: 'cli-1', openedAt: now } };
const joined: ChatEvent = { type: 'ChatMemberJoined', data: { conversationId: cid, member: { userId: 'des-1', role: 'designer' }, joinedAt: now } };
const sent = (messageId: string, seq: number, senderId: string, senderRole: 'client' | 'designer' | 'salesman', text: string): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { conversationId: cid, messageId, seq, senderId, senderRole, text, imageUrl: null, sentAt: now },
});

describe('chat', () => {
  it('names conversations per project and kind, and a client’s shop conversation', () => {
    expect(conversationIdOf('designer', { needId: '7' })).toBe('d-need-7');
    expect(conversationIdOf('salesman', { needId: '7' })).toBe('s-need-7');
    expect(conversationIdOf('salesman', { clientId: 'cli-1' })).toBe('s-client-cli-1');
  });

  it('opens once with its members; another client cannot open it', () => {
    const open = { conversationId: cid, kind: 'designer', needId: '7', clientId: 'cli-1', members: [{ userId: 'des-1', role: 'designer' }] };
    spec([]).when(cmd('OpenConversation', open, system)).then([opened, joined]);
    spec([opened, joined]).when(cmd('OpenConversation', open, system)).then([]);
    spec([]).when(cmd('OpenConversation', open, stranger)).thenThrows('CONVERSATION_NOT_FOUND');
  });

  it('members send text or one of our pictures; outsiders are told it does not exist', () => {
    spec([opened, joined]).when(cmd('SendChatMessage', { conversationId: cid, messageId: 'm1', text: 'Hello!' }, client)).then([sent('m1', 1, 'cli-1', 'client', 'Hello!')]);
    spec([opened, joined, sent('m1', 1, 'cli-1', 'client', 'Hello!')]).when(cmd('SendChatMessage', { conversationId: cid, messageId: 'm1', text: 'Hello!' }, client)).then([]);
    spec([opened, joined]).when(cmd('SendChatMessage', { conversationId: cid, messageId: 'm2', text: 'Hi' }, stranger)).thenThrows('CONVERSATION_NOT_FOUND');
    spec([opened, joined]).when(cmd('SendChatMessage', { conversationId: cid, messageId: 'm2', text: 'Hi' }, sales)).thenThrows('CONVERSATION_NOT_FOUND');
  });

  it('any salesman answers a sales conversation and joins it', () => {
    const scid = conversationIdOf('salesman', { clientId: 'cli-1' });
    const sOpened: ChatEvent = { type: 'ConversationOpened', data: { conversationId: scid, kind: 'salesman', needId: null, clientId: 'cli-1', openedAt: now } };
    spec([sOpened]).when(cmd('SendChatMessage', { conversationId: scid, messageId: 'm1', text: 'How can I help?' }, sales)).then([
      { type: 'ChatMemberJoined', data: { conversationId: scid, member: { userId: 'sal-1', role: 'salesman' }, joinedAt: now } },
      { type: 'ChatMessageSent', data: { conversationId: scid, messageId: 'm1', seq: 1, senderId: 'sal-1', senderRole: 'salesman', text: 'How can I help?', imageUrl: null, sentAt: now } },
    ]);
  });

  it('an author deletes and restores their own message only', () => {
    const given = [opened, joined, sent('m1', 1, 'cli-1', 'client', 'Oops')];
    spec(given).when(cmd('DeleteChatMessage', { conversationId: cid, messageId: 'm1' }, client)).then([{ type: 'ChatMessageDeleted', data: { conversationId: cid, messageId: 'm1', deletedAt: now } }]);
    spec(given).when(cmd('DeleteChatMessage', { conversationId: cid, messageId: 'm1' }, designer)).thenThrows('MESSAGE_NOT_FOUND');
    const deleted: ChatEvent = { type: 'ChatMessageDeleted', data: { conversationId: cid, messageId: 'm1', deletedAt: now } };
    spec([...given, deleted]).when(cmd('RestoreChatMessage', { conversationId: cid, messageId: 'm1' }, client)).then([{ type: 'ChatMessageRestored', data: { conversationId: cid, messageId: 'm1', restoredAt: now } }]);
  });

  it('keeps each reader’s position: unread counts others’ messages, not deleted ones', () => {
    const events = [opened, joined, sent('m1', 1, 'cli-1', 'client', 'a'), sent('m2', 2, 'des-1', 'designer', 'b'), sent('m3', 3, 'des-1', 'designer', 'c')];
    const c = events.reduce(evolveChat, initialChatState()).conversation!;
    expect(unreadCount(c, 'cli-1')).toBe(2);
    expect(unreadCount(c, 'des-1')).toBe(0);
    spec(events).when(cmd('MarkChatRead', { conversationId: cid }, client)).then([{ type: 'ChatRead', data: { conversationId: cid, readerId: 'cli-1', upToSeq: 3, readAt: now } }]);
    spec(events).when(cmd('MarkChatRead', { conversationId: cid, upToSeq: 99 }, client)).then([{ type: 'ChatRead', data: { conversationId: cid, readerId: 'cli-1', upToSeq: 3, readAt: now } }]);
    spec(events).when(cmd('MarkChatRead', { conversationId: cid }, designer)).then([]);
    const read = [...events, { type: 'ChatRead', data: { conversationId: cid, readerId: 'cli-1', upToSeq: 2, readAt: now } } as ChatEvent];
    expect(unreadCount(read.reduce(evolveChat, initialChatState()).conversation!, 'cli-1')).toBe(1);
    const gone = [...events, { type: 'ChatMessageDeleted', data: { conversationId: cid, messageId: 'm3', deletedAt: now } } as ChatEvent];
    expect(unreadCount(gone.reduce(evolveChat, initialChatState()).conversation!, 'cli-1')).toBe(1);
  });
});

describe('chat pictures', () => {
  it.each([
    ['/files/images/7/rug.jpg', true],
    ['//evil.example/x.png', false],
    ['https://evil.example/x.png', false],
    ['/files/../../etc/passwd', false],
    ['javascript:alert(1)', false],
  ])('%s is ours: %s', async (url, ok) => {
    const { chatImagePattern } = await import('./chat.decide');
    expect(chatImagePattern.test(url)).toBe(ok);
  });
});
