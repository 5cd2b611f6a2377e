import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProcessRunner, processSiteUrl } from '../../composition-root/processes';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { notificationMailStream } from '../../domain/messaging/notification-mail';
import { mailerFor } from '../../infra/mail';
import { listOutbox } from '../../infra/mail/outbox';
import { createLogger } from '../../infra/logger';
import { processCheckpointsTable } from '../../workers/process-store';
import { signedIn } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { processesSettled } from '../support/processes';

/**
 * Chat notification e-mails, sent by the chat-mails process from the events
 * (issue 21): only with "Project updates" on, at most one an hour per
 * conversation and recipient, once whatever is retried or handled again.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  return { runtime, base, errors: loggedErrors(runtime), site: processSiteUrl(runtime.config) };
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
const recorded = async (userId: string) => (await (await ready).runtime.store.readStream(notificationMailStream(userId))).events;

describe('chat notification e-mails', () => {
  it('a burst of messages mails the recipient once, about the first, with a stable link on this site and nothing secret; the sender gets none', async () => {
    const { runtime, base, errors, site } = await ready;
    const { client, designer, conversationId } = await conversation();
    for (const text of ['Your first board is ready.', 'I kept the rug you liked.', 'Tell me what you think!'])
      expect((await designer.call('/chat/manage/send', { conversationId, text })).status).toBe(200);
    await processesSettled(runtime);
    const mails = await chatMails(client.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('New message from your designer on Roomcraft');
    expect(mail!.text).toContain('“Your first board is ready.”');
    const link = `${site}/go/conversation/${conversationId}`;
    expect(mail!.text).toContain(`Open it on Roomcraft: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    // Every link in it is a stable path on this site; no session token or secret travels.
    for (const href of mail!.html!.matchAll(/href="([^"]+)"/g)) expect(href[1]!.startsWith(`${site}/go/`)).toBe(true);
    for (const secret of [client.token!, designer.token!, runtime.sessionSecret]) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
    }
    // The link leads, through /go, to the conversation's page as app/web/links.ts names it.
    const go = await fetch(`${base}${link.slice(site.length)}`, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(`/chat/detail?conversationId=${conversationId}`);
    expect(await chatMails(designer.email)).toHaveLength(0);
    // The quiet hour is kept as an event, naming the message it let through.
    const events = await recorded(client.userId);
    expect(events.map((e) => e.type)).toEqual(['NotificationMailSent']);
    expect(events[0]!.data).toMatchObject({ topic: `chat:${conversationId}`, kind: 'chat-message' });
    expect(JSON.stringify(events)).not.toContain(client.email);

    // The client answers: the designer (project updates on by default) gets one too.
    expect((await client.call('/chat/manage/send', { conversationId, text: 'Love it!' })).status).toBe(200);
    await processesSettled(runtime);
    expect(await chatMails(designer.email)).toHaveLength(1);
    expect((await chatMails(designer.email))[0]!.subject).toBe('New message from your client on Roomcraft');
    expect(errors).toEqual([]);
  });

  it('a retried request sends one message and one mail; the process handling the same events again sends nothing twice', async () => {
    const { runtime, errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    const before = await runtime.store.head();
    const message = { conversationId, text: 'One question about the lamp.', messageId: `cm-retry-${randomBytes(4).toString('hex')}` };
    expect((await designer.call('/chat/manage/send', message)).status).toBe(200);
    expect((await designer.call('/chat/manage/send', message)).status).toBe(200);
    await processesSettled(runtime);
    expect(await chatMails(client.email)).toHaveLength(1);

    // As after a crash before its checkpoint was written: a second runner handles the same events again.
    const again = createProcessRunner({ config: runtime.config, db: runtime.db, store: runtime.store, pipeline: runtime.pipeline, logger: createLogger('silent'), mailer: mailerFor(runtime), payments: runtime.payments });
    await runtime.db(processCheckpointsTable).where({ name: 'chat-mails' }).update({ transaction_id: before.transactionId, position: before.position });
    await again.catchUp();
    await again.stop();
    await processesSettled(runtime);
    expect(await chatMails(client.email)).toHaveLength(1);
    expect(await recorded(client.userId)).toHaveLength(1);
    expect((await client.call('/chat/manage/messages', { conversationId })).data.list).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('with project updates off (openReceive), no mail — the quiet hour counts all the same; on again, mail comes', async () => {
    const { runtime, errors } = await ready;
    const { client, designer, conversationId } = await conversation();
    expect((await client.call('/client/manage/updateOpen', { openReceive: false })).status).toBe(200);
    expect((await designer.call('/chat/manage/send', { conversationId, text: 'A question about the lamp.' })).status).toBe(200);
    await processesSettled(runtime);
    expect(await chatMails(client.email)).toHaveLength(0);
    expect(await recorded(client.userId)).toHaveLength(1);

    expect((await client.call('/client/manage/updateOpen', { openReceive: true })).status).toBe(200);
    // Within the hour, this conversation stays quiet; another conversation mails.
    expect((await designer.call('/chat/manage/send', { conversationId, text: 'And one about the sofa.' })).status).toBe(200);
    const other = await conversation();
    expect((await other.designer.call('/chat/manage/send', { conversationId: other.conversationId, text: 'Hello from another project.' })).status).toBe(200);
    await processesSettled(runtime);
    expect(await chatMails(client.email)).toHaveLength(0);
    const mails = await chatMails(other.client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello from another project.');
    expect(errors).toEqual([]);
  });
});
