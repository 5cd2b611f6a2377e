import type { Knex } from 'knex';
import type { MailMessage, Mailer } from './port';

export const outboxTable = 'mail_outbox';

/**
 * The default adapter: mail is kept in Postgres and shown at /dev/mailbox. This
 * table belongs to the adapter (it is a transport, like SMTP), not to a read
 * model: activation codes and reset links stay out of the event store.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db(outboxTable).insert({
      sender: this.from,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${outboxTable} (
      id bigserial PRIMARY KEY,
      sender text NOT NULL,
      recipient text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ${outboxTable}_recipient ON ${outboxTable} (recipient, id DESC);
  `);
}

export interface OutboxMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

/** Newest first; `to` filters by recipient. */
export async function listOutbox(db: Knex, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const q = db(outboxTable).orderBy('id', 'desc').limit(Math.min(options.limit ?? 50, 200));
  if (options.to) q.where({ recipient: options.to.trim().toLowerCase() });
  const rows = await q;
  return rows.map((r) => ({ id: r.id, from: r.sender, to: r.recipient, subject: r.subject, text: r.text, html: r.html, kind: r.kind, createdAt: r.created_at }));
}
