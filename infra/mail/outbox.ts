import type { Knex } from 'knex';
import type { MailMessage, Mailer } from './port';

export const outboxTable = 'mail_outbox';

/**
 * The default adapter: mail is kept in Postgres and shown at /dev/mailbox on a
 * local run. This table belongs to the adapter (it is a transport, like SMTP),
 * not to a read model: activation codes and reset links stay out of the event
 * store. A mail carrying a secret is kept only until it expires or its secret
 * is used (`discard`), and expired rows are deleted as mail comes and goes.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // A mail with a dedupe key (a process's, derived from the event that called for it) is queued once.
    await this.db(outboxTable)
      .insert({
        sender: this.from,
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        expires_at: message.expiresAt ?? null,
        dedupe_key: message.dedupeKey ?? null,
      })
      .onConflict('dedupe_key')
      .ignore();
    await deleteExpired(this.db);
  }

  async discard(to: string, kind: string): Promise<void> {
    await this.db(outboxTable).where({ recipient: to.trim().toLowerCase(), kind }).delete();
  }
}

function deleteExpired(db: Knex) {
  return db(outboxTable).where('expires_at', '<=', db.fn.now()).delete();
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

/** A process's mail is queued once per dedupe key (mail without one never conflicts: NULLs are distinct). */
export async function addDedupeKey(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE ${outboxTable} ADD COLUMN dedupe_key text`);
  await knex.raw(`CREATE UNIQUE INDEX ${outboxTable}_dedupe_key ON ${outboxTable} (dedupe_key)`);
}

/** Mail carrying a secret expires. */
export async function addExpiry(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE ${outboxTable} ADD COLUMN expires_at timestamptz`);
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

/** Newest first, unexpired, to the given addresses only (none given: none shown). */
export async function listOutbox(db: Knex, options: { to: readonly string[]; limit?: number }): Promise<OutboxMail[]> {
  if (options.to.length === 0) return [];
  await deleteExpired(db);
  const rows = await db(outboxTable)
    .whereIn(
      'recipient',
      options.to.map((t) => t.trim().toLowerCase()),
    )
    .orderBy('id', 'desc')
    .limit(Math.min(options.limit ?? 50, 200));
  return rows.map((r) => ({ id: r.id, from: r.sender, to: r.recipient, subject: r.subject, text: r.text, html: r.html, kind: r.kind, createdAt: r.created_at }));
}
