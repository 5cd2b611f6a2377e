import type { Config } from '../config';
import type { Db } from '../db/knex';
import { OutboxMailer } from './outbox';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp';

export type { MailMessage, Mailer } from './port';

const mailers = new WeakMap<object, Mailer>();

/** SMTP when configured, otherwise the Postgres outbox; one per runtime. */
export function mailerFor(runtime: { config: Config; db: Db }): Mailer {
  let mailer = mailers.get(runtime);
  if (!mailer) {
    mailer = runtime.config.SMTP_URL ? new SmtpMailer(runtime.config.SMTP_URL, runtime.config.MAIL_FROM) : new OutboxMailer(runtime.db, runtime.config.MAIL_FROM);
    mailers.set(runtime, mailer);
  }
  return mailer;
}
