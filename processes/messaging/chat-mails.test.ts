import { describe, expect, it } from 'vitest';
import { chatMailQuietMs } from '../../domain/messaging/notification-mail';
import { workflowSpec } from '../testing';
import { chatMails } from './chat-mails';

const at = '2026-11-24T09:00:00.000Z';
const opened = { type: 'ConversationOpened' as const, data: { conversationId: 'd-need-7', kind: 'designer' as const, needId: '7', clientId: 'client-1', openedAt: at } };
const designerJoined = { type: 'ChatMemberJoined' as const, data: { conversationId: 'd-need-7', member: { userId: 'designer-1', role: 'designer' as const }, joinedAt: at } };
const said = (messageId: string, senderId: string, senderRole: 'client' | 'designer', text: string, imageUrl: string | null = null) => ({
  type: 'ChatMessageSent' as const,
  data: { conversationId: 'd-need-7', messageId, seq: 1, senderId, senderRole, text, imageUrl, sentAt: at },
});
const mailed = (userId: string, ref: string) => ({ type: 'NotificationMailSent' as const, data: { userId, topic: 'chat:d-need-7', kind: 'chat-message', sentAt: at, ref } });

describe('chat mails', () => {
  it('a message asks the quiet-hour rule once per other member, naming the message', () => {
    workflowSpec(chatMails)
      .given([opened, designerJoined])
      .when(said('cm-1', 'designer-1', 'designer', 'Your first board is ready.'))
      .then([{ command: 'RecordNotificationMail', input: { userId: 'client-1', topic: 'chat:d-need-7', kind: 'chat-message', quietMs: chatMailQuietMs, ref: 'cm-1' }, key: 'record:client-1' }]);
    // The sender is never told of their own message; a conversation alone asks nothing.
    workflowSpec(chatMails).given([opened]).when(said('cm-2', 'client-1', 'client', 'Hello?')).thenNothing();
  });

  it('mails on the recorded event, about the message it names, with the conversation’s stable link and nothing else', () => {
    const [out] = workflowSpec(chatMails, { siteUrl: 'https://roomcraft.test' })
      .given([opened, designerJoined, said('cm-1', 'designer-1', 'designer', 'Your first board is ready.'), said('cm-2', 'designer-1', 'designer', 'I kept the rug.')])
      .when(mailed('client-1', 'cm-1'))
      .outputs() as Array<{ mail: Record<string, string>; key: string }>;
    expect(out).toMatchObject({ key: 'mail', mail: { toUserId: 'client-1', preference: 'project-updates', kind: 'chat-message', subject: 'New message from your designer on Roomcraft' } });
    expect(out!.mail.text).toContain('“Your first board is ready.”');
    expect(out!.mail.text).not.toContain('I kept the rug');
    expect(out!.mail.text).toContain('Open it on Roomcraft: https://roomcraft.test/go/conversation/d-need-7');
    expect(out!.mail.text).toContain('Turn them off here: https://roomcraft.test/go/mail-settings');
    for (const href of out!.mail.html!.matchAll(/href="([^"]+)"/g)) expect(href[1]!.startsWith('https://roomcraft.test/go/')).toBe(true);
  });

  it('a picture is told as one; a message deleted before its mail is not mailed; other topics are not its own', () => {
    const picture = workflowSpec(chatMails).given([opened, designerJoined, said('cm-3', 'client-1', 'client', '', '/media/x.png')]).when(mailed('designer-1', 'cm-3')).outputs();
    expect(JSON.stringify(picture)).toContain('They sent you a picture.');
    expect(JSON.stringify(picture)).toContain('New message from your client on Roomcraft');
    workflowSpec(chatMails)
      .given([opened, designerJoined, said('cm-4', 'designer-1', 'designer', 'Oops'), { type: 'ChatMessageDeleted', data: { conversationId: 'd-need-7', messageId: 'cm-4', deletedAt: at } }])
      .when(mailed('client-1', 'cm-4'))
      .thenNothing();
    expect(chatMails.instanceOf({ type: 'NotificationMailSent', data: { userId: 'u', topic: 'review:mb1', kind: 'comment-answered', sentAt: at } } as never)).toBeNull();
  });

  it('keeps only the newest messages it may still mail about', () => {
    const many = Array.from({ length: 30 }, (_, i) => said(`cm-${i}`, 'designer-1', 'designer', `message ${i}`));
    const state = workflowSpec(chatMails).given([opened, designerJoined, ...many]).when(mailed('client-1', 'cm-29')).state();
    expect(state.said).toHaveLength(20);
    expect(state.members).toEqual(['client-1', 'designer-1']);
  });
});
