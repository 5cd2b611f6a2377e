import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailDeliveryError, type MailTransport, type OutgoingMail } from './transport';

/**
 * How long the relay may take: to connect, to greet, and between two replies.
 * The outbox's claim on a mail (5 minutes) outlasts a send held up by all three.
 */
export const smtpTimeouts = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/** SMTP through nodemailer (SMTP_URL: smtp://user:pass@host:587, smtps://… for TLS), one connection per mail. */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  readonly keepsBody = false;
  private readonly transport: nodemailer.Transporter;
  private readonly credentials: string[];

  constructor(url: string) {
    this.transport = nodemailer.createTransport(new SMTPTransport({ url, ...smtpTimeouts }));
    const { username, password } = new URL(url);
    this.credentials = [username, password].map(decodeURIComponent).filter((c) => c.length >= 3);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    try {
      // RFC 8058: the one-click unsubscribe the reader's mail program offers (a POST to the signed address).
      const headers = mail.listUnsubscribe ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
      await this.transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, headers });
    } catch (error) {
      throw new MailDeliveryError(describeSmtpError(error, this.credentials), isPermanentSmtpError(error));
    }
  }

  close(): void {
    this.transport.close();
  }
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/**
 * The relay refused this mail for good: a 5xx reply to the envelope (MAIL FROM,
 * RCPT TO) or to the message (DATA), or an address or message nodemailer itself
 * cannot send. A 5xx to the login is not: that is the relay's settings, which
 * staff can fix while the mail waits; nor is anything about the connection.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = (error ?? {}) as NodemailerError;
  if (e.code !== 'EENVELOPE' && e.code !== 'EMESSAGE') return false;
  return e.responseCode === undefined || (e.responseCode >= 500 && e.responseCode < 600);
}

/** One line for the outbox and the log: nodemailer's code and command, the relay's reply; the relay's credentials masked. */
export function describeSmtpError(error: unknown, credentials: readonly string[] = []): string {
  const e = (error ?? {}) as NodemailerError;
  let text = [e.code, e.command, e.message ?? String(error)].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  for (const secret of credentials) text = text.split(secret).join('***');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
