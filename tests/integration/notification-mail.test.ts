import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { notificationMailStream } from '../../domain/messaging/notification-mail';
import { listOutbox } from '../../infra/mail/outbox';
import { sendNotificationMail } from '../../app/messaging/application/notification-mail.server';
import { signedIn } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';

/** Notification e-mails through the mail port (the outbox here): only with openReceive on, at most one an hour per conversation. */
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  return { runtime, base, errors: loggedErrors(runtime) };
})();

async function conversation() {
  const { runtime, base } = await ready;
  const client = await signedIn(runtime, base, 'client', 'mailc');
  const designer = await signedIn(runtime, base, 'designer', 'maild');
  const needId = String(900_000_000 + randomBytes(3).readUIntBE(0, 3));
  const conversationId = conversationIdOf('designer', { needId });
  await runtime.execute(
    messagingCommands.OpenConversation,
    { conversationId, kind: 'designer', needId, clientId: client.userId, members: [{ userId: designer.userId, role: 'designer' }] },
    { actor: { kind: 'system' } },
  );
  return { client, designer, conversationId };
}

const chatMails = async (to: string) => (await listOutbox((await ready).runtime, { to: [to] })).filter((m) => m.kind === 'chat-message');

describe('notification e-mails', () => {
  it('a burst of messages mails the recipient once, with an on-site link and nothing secret; the sender gets none', async () => {
    const { runtime, base, errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    for (const text of ['Your first board is ready.', 'I kept the rug you liked.', 'Tell me what you think!'])
      expect((await designer.call('/chat/manage/send', { conversationId, text })).status).toBe(200);
    const mails = await chatMails(client.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('New message from maild on Roomcraft');
    expect(mail.text).toContain('“Your first board is ready.”');
    const link = `${base}/chat/detail?conversationId=${conversationId}`;
    expect(mail.text).toContain(`Open it on Roomcraft: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    // Every link in it is on this site; no session token or secret travels.
    for (const href of mail.html!.matchAll(/href="([^"]+)"/g)) expect(href[1].startsWith(`${base}/`)).toBe(true);
    for (const secret of [client.token!, designer.token!, runtime.sessionSecret]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
    expect(await chatMails(designer.email)).toHaveLength(0);
    // The quiet hour is kept as an event, not in memory: one NotificationMailSent on the recipient's stream.
    const events = (await runtime.store.readStream(notificationMailStream(client.userId))).events;
    expect(events.map((e) => [e.type, (e.data as { topic: string }).topic])).toEqual([['NotificationMailSent', `chat:${conversationId}`]]);
    expect(JSON.stringify(events)).not.toContain(client.email);

    // The client answers: the designer (project updates on by default) gets one too.
    expect((await client.call('/chat/manage/send', { conversationId, text: 'Love it!' })).status).toBe(200);
    expect(await chatMails(designer.email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('with project updates off (openReceive), no mail and no quiet period spent; on again, mail comes', async () => {
    const { runtime, errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    expect((await client.call('/client/manage/updateOpen', { openReceive: false })).status).toBe(200);
    expect((await designer.call('/chat/manage/send', { conversationId, text: 'A question about the lamp.' })).status).toBe(200);
    expect(await chatMails(client.email)).toHaveLength(0);
    expect((await runtime.store.readStream(notificationMailStream(client.userId))).events).toEqual([]);

    expect((await client.call('/client/manage/updateOpen', { openReceive: true })).status).toBe(200);
    expect((await designer.call('/chat/manage/send', { conversationId, text: 'And one about the sofa.' })).status).toBe(200);
    const mails = await chatMails(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('And one about the sofa.');
    expect(errors).toEqual([]);
  });

  it('sendNotificationMail: for the other notifications (no quiet period unless asked); links elsewhere are refused', async () => {
    const { runtime, base } = await ready;
    const { client } = await conversation();
    const proposal = { kind: 'proposal-published', subject: 'Your designer published a proposal', paragraphs: ['Version 2 of your living room is ready to review.'], href: '/design/review/review?needId=7', siteUrl: base };
    expect(await sendNotificationMail(runtime, client.userId, proposal)).toBe(true);
    expect(await sendNotificationMail(runtime, client.userId, proposal)).toBe(true);
    for (const href of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok path'])
      expect(await sendNotificationMail(runtime, client.userId, { ...proposal, href }), href).toBe(false);
    const mails = (await listOutbox(runtime, { to: [client.email] })).filter((m) => m.kind === 'proposal-published');
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(`${base}/design/review/review?needId=7`);
    // A retried piece of news (same key) mails once.
    const once = { topic: 'comment:c1', quietMs: 0, key: 'answer-1' };
    expect(await sendNotificationMail(runtime, client.userId, { ...proposal, kind: 'comment-answered', once })).toBe(true);
    expect(await sendNotificationMail(runtime, client.userId, { ...proposal, kind: 'comment-answered', once })).toBe(false);
    expect(await sendNotificationMail(runtime, 'nobody-at-all', proposal)).toBe(false);
  });
});
