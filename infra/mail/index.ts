import type { Config } from '../config';
import type { Db } from '../db/knex';
import { OutboxMailer } from './outbox';
import type { Mailer } from './port';
import { SmtpTransport } from './smtp';
import { LocalTransport, type MailTransport } from './transport';

export type { MailMessage, Mailer } from './port';

const mailers = new WeakMap<object, Mailer>();

/**
 * The outbox, whatever the transport: `send` queues the mail (one INSERT) and
 * the mail sender (workers/mail-sender.ts) delivers it. One per runtime.
 */
export function mailerFor(runtime: { config: Config; db: Db; sessionSecret: string }): Mailer {
  let mailer = mailers.get(runtime);
  if (!mailer) {
    mailer = new OutboxMailer(runtime.db, runtime.config.MAIL_FROM, runtime.sessionSecret);
    mailers.set(runtime, mailer);
  }
  return mailer;
}

/** How the mail sender delivers: SMTP through nodemailer when SMTP_URL is set, otherwise locally (the dev mailbox). */
export function createMailTransport(config: Pick<Config, 'SMTP_URL'>): MailTransport {
  return config.SMTP_URL ? new SmtpTransport(config.SMTP_URL) : new LocalTransport();
}
