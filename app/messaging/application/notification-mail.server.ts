import { messagingCommands } from '../../../domain/messaging/commands';
import { chatMailQuietMs } from '../../../domain/messaging/notification-mail';
import type { Actor } from '../../../domain/shared/messages';
import { mailerFor } from '../../../infra/mail';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';

/**
 * Notification e-mails (issue 10): a short mail about something on the site —
 * a message received, a proposal published, a comment answered — to a user who
 * keeps "Project updates" on (openReceive, /client/notification). The mail says
 * what happened and links to the page on this site; it never carries a code, a
 * token or a link elsewhere.
 */
export interface NotificationMail {
  subject: string;
  /** Plain sentences (escaped into the HTML part). */
  paragraphs: readonly string[];
  /** The page on this site it is about: a path such as `/chat/detail?conversationId=…`. */
  href: string;
  /** What the mail is for, in the outbox and logs (`notification` by default). */
  kind?: string;
  /** The site's address the link starts with (the request's; PUBLIC_URL otherwise). */
  siteUrl?: string;
  /**
   * At most one mail on `topic` per `quietMs` (kept as NotificationMailSent events
   * on `notification-mail-<userId>`); `key` makes a retry of the same news mail once.
   */
  once?: { topic: string; quietMs: number; key: string };
}

const system: Actor = { kind: 'system' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A path on this site: one leading slash, no scheme, no backslash or space, no way out to another host. */
const onSitePath = /^\/(?![/\\])[^\s\\]*$/;
const kindPattern = /^[a-z0-9-]{1,40}$/;

function siteBase(runtime: Runtime, siteUrl?: string): string {
  return (siteUrl ?? runtime.config.PUBLIC_URL ?? `http://localhost:${runtime.config.PORT}`).replace(/\/$/, '');
}

/**
 * Mails `userId` about `mail` when their openReceive choice is on (and, with
 * `once`, when nothing was mailed on the topic within its quiet period). True
 * when a mail went out. The news itself is already recorded, so a mail that
 * cannot be sent is logged, never a failure of the caller's request.
 */
export async function sendNotificationMail(runtime: Runtime, userId: string, mail: NotificationMail): Promise<boolean> {
  const kind = mail.kind ?? 'notification';
  if (!onSitePath.test(mail.href) || !kindPattern.test(kind)) {
    runtime.logger.warn('notification mail refused: its link must be a path on this site', { kind });
    return false;
  }
  try {
    const account = await getAccount(runtime.db, userId);
    if (!account?.openReceive) return false;
    if (mail.once) {
      const recorded = await runtime.execute(
        messagingCommands.RecordNotificationMail,
        { userId, topic: mail.once.topic, kind, quietMs: mail.once.quietMs },
        { actor: system, commandId: `mail:${mail.once.key}:${userId}` },
        { waitFor: [] },
      );
      if (recorded.duplicate || recorded.events.length === 0) return false;
    }
    const base = siteBase(runtime, mail.siteUrl);
    const link = `${base}${mail.href}`;
    const settings = `${base}/client/notification`;
    await mailerFor(runtime).send({
      kind,
      to: account.email,
      subject: mail.subject,
      text: [...mail.paragraphs, `Open it on Roomcraft: ${link}`, `You get these e-mails because "Project updates" is on. Turn them off here: ${settings}`].join('\n\n'),
      html:
        mail.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
        `<p><a href="${escape(link)}">Open it on Roomcraft</a></p>` +
        `<p style="color:#777;font-size:12px">You get these e-mails because “Project updates” is on. <a href="${escape(settings)}">Turn them off</a>.</p>`,
    });
    return true;
  } catch (error) {
    runtime.logger.warn('notification mail not sent', { kind, error: (error as Error).message });
    return false;
  }
}

const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A chat message mails the conversation's other members who keep project
 * updates on — at most once an hour per conversation and recipient, however
 * many messages a burst holds.
 */
export async function mailChatMessage(
  runtime: Runtime,
  message: { conversationId: string; messageId: string; senderName: string; text: string; imageUrl: string | null; recipients: readonly string[] },
  siteUrl?: string,
): Promise<void> {
  const said = message.text ? `“${excerpt(message.text)}”` : message.imageUrl ? 'They sent you a picture.' : '';
  await Promise.all(
    message.recipients.map((userId) =>
      sendNotificationMail(runtime, userId, {
        kind: 'chat-message',
        subject: `New message from ${message.senderName} on Roomcraft`,
        paragraphs: [`${message.senderName} wrote to you on Roomcraft:`, ...(said ? [said] : []), 'Reply from your messages; we will not mail you again about this conversation for an hour.'],
        href: `/chat/detail?conversationId=${encodeURIComponent(message.conversationId)}`,
        siteUrl,
        once: { topic: `chat:${message.conversationId}`, quietMs: chatMailQuietMs, key: message.messageId },
      }),
    ),
  );
}
