import type { Knex } from 'knex';
import type { MailMessage, Mailer } from './port';
import { mailKey, openBody, sealBody, type MailBody } from './sealed';
import { announceMailQueued } from './signal';

export const outboxTable = 'mail_outbox';

/** pending: waiting for (another) attempt; sent: delivered; failed: given up; discarded: its code or link was used first. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'discarded';

const normalized = (address: string) => address.trim().toLowerCase();

/**
 * Every mail goes through this table, whatever the transport: `send` only
 * queues it (one INSERT) and the mail sender (workers/mail-sender.ts) delivers
 * it, retrying with back-off. The table belongs to the mail adapter, not to a
 * read model: activation codes and reset links stay out of the event store. The
 * subject and bodies are sealed (AES-256-GCM, key derived from the session
 * secret); after an SMTP delivery they are wiped and only the metadata stays.
 */
export class OutboxMailer implements Mailer {
  private readonly key: Buffer;

  constructor(
    private readonly db: Knex,
    private readonly from: string,
    sessionSecret: string,
  ) {
    this.key = mailKey(sessionSecret);
  }

  async send(message: MailMessage): Promise<void> {
    const recipient = normalized(message.to);
    const body: MailBody = { subject: message.subject, text: message.text, html: message.html ?? null, listUnsubscribe: message.listUnsubscribe ?? null };
    await this.db(outboxTable)
      .insert({
        sender: this.from,
        recipient,
        kind: message.kind,
        sealed: sealBody(this.key, recipient, message.kind, body),
        expires_at: message.expiresAt ?? null,
        dedupe_key: message.dedupeKey ?? null,
      })
      .onConflict('dedupe_key')
      .ignore();
    announceMailQueued();
  }

  /** The code or link is used: the bodies still kept go, and a mail not sent yet is not sent. */
  async discard(to: string, kind: string): Promise<void> {
    await this.db(outboxTable)
      .where({ recipient: normalized(to), kind })
      .where((q) => q.whereNotNull('sealed').orWhereNotNull('text'))
      .update({
        sealed: null,
        subject: null,
        text: null,
        html: null,
        status: this.db.raw(`CASE WHEN status = 'pending' THEN 'discarded' ELSE status END`),
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

/** Mail carrying a secret expires. */
export async function addExpiry(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE ${outboxTable} ADD COLUMN expires_at timestamptz`);
}

/**
 * The outbox becomes a queue: a status, attempts, the next attempt's time (also
 * the end of a sender's claim), the sealed body, a dedupe key. Rows already
 * there were delivered locally (the dev mailbox showed them): they are marked
 * sent, and the mail sender seals their clear subject and bodies when it starts
 * (`sealClearRows`), since sealing needs the session secret.
 */
export async function addQueue(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE ${outboxTable}
      ALTER COLUMN subject DROP NOT NULL,
      ALTER COLUMN text DROP NOT NULL,
      ADD COLUMN sealed bytea,
      ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'discarded')),
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN claim uuid,
      ADD COLUMN transport text,
      ADD COLUMN sent_at timestamptz,
      ADD COLUMN failed_at timestamptz,
      ADD COLUMN last_error text,
      ADD COLUMN dedupe_key text;
    UPDATE ${outboxTable} SET status = 'sent', transport = 'local', attempts = 1, sent_at = created_at;
    CREATE UNIQUE INDEX ${outboxTable}_dedupe ON ${outboxTable} (dedupe_key);
    CREATE INDEX ${outboxTable}_due ON ${outboxTable} (next_attempt_at) WHERE status = 'pending';
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
  status: MailStatus;
  createdAt: string;
}

/** A row's subject and bodies: sealed, or clear in a row from before the queue not sealed yet; null when wiped or unreadable. */
export function bodyOf(key: Buffer, row: { recipient: string; kind: string; sealed: Buffer | null; subject: string | null; text: string | null; html: string | null }): MailBody | null {
  if (row.sealed) {
    try {
      return openBody(key, row.recipient, row.kind, row.sealed);
    } catch {
      return null;
    }
  }
  return row.text === null ? null : { subject: row.subject ?? '', text: row.text, html: row.html };
}

/**
 * The mail whose body is still kept (queued, delivered locally, or not
 * delivered), newest first, unexpired, to the given addresses only (none given:
 * none shown). Mail sent over SMTP has had its body wiped and is not listed.
 */
export async function listOutbox(runtime: { db: Knex; sessionSecret: string }, options: { to: readonly string[]; limit?: number }): Promise<OutboxMail[]> {
  if (options.to.length === 0) return [];
  const rows = await runtime
    .db(outboxTable)
    .whereIn('recipient', options.to.map(normalized))
    .where((q) => q.whereNotNull('sealed').orWhereNotNull('text'))
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', runtime.db.fn.now()))
    .orderBy('id', 'desc')
    .limit(Math.min(options.limit ?? 50, 200));
  const key = mailKey(runtime.sessionSecret);
  return rows.flatMap((r) => {
    const body = bodyOf(key, r);
    return body ? [{ id: r.id, from: r.sender, to: r.recipient, ...body, kind: r.kind, status: r.status, createdAt: r.created_at }] : [];
  });
}

export interface MailQueueStatus {
  /** Mail waiting for its first or a later attempt. */
  pending: number;
  /** Mail given up (kept 90 days). */
  failed: number;
  /** How long the oldest waiting mail has waited, in seconds (null: none waits). */
  oldestPendingSeconds: number | null;
}

/** The queue at a glance, for staff. */
export async function mailQueueStatus(db: Knex): Promise<MailQueueStatus> {
  const { rows } = await db.raw<{ rows: { pending: number; failed: number; oldest: number | null }[] }>(`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending')))::int AS oldest
      FROM ${outboxTable}`);
  return { pending: rows[0].pending, failed: rows[0].failed, oldestPendingSeconds: rows[0].oldest };
}
