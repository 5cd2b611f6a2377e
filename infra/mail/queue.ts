import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { outboxTable } from './outbox';
import { sealBody } from './sealed';

/**
 * The mail sender's side of the outbox. A sender claims one due mail at a time
 * in a short statement (FOR UPDATE SKIP LOCKED: two senders never claim the same
 * row) that also moves its next attempt to the end of the claim. Its
 * transaction commits before the mail is sent, so no transaction stays open
 * during an SMTP exchange (an open one holds the event feed back). A sender that
 * dies holding a claim leaves the mail due again when the claim ends; a live one
 * records the outcome long before (the claim outlasts the SMTP timeouts), and
 * only under its own claim.
 */

/** How long a claim lasts: longer than one SMTP exchange may take (infra/mail/smtp.ts). */
export const claimLeaseMs = 5 * 60_000;

export interface ClaimedMail {
  id: number;
  claim: string;
  from: string;
  to: string;
  kind: string;
  /** Including this one. */
  attempts: number;
  sealed: Buffer | null;
  subject: string | null;
  text: string | null;
  html: string | null;
}

const due = `status = 'pending' AND next_attempt_at <= now() AND (expires_at IS NULL OR expires_at > now())`;

/** The oldest due mail, claimed for `leaseMs` and counted as an attempt; null when none is due. */
export async function claimNextMail(db: Knex, leaseMs: number = claimLeaseMs): Promise<ClaimedMail | null> {
  const claim = randomUUID();
  const { rows } = await db.raw(
    `UPDATE ${outboxTable}
        SET claim = ?, attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
      WHERE id = (SELECT id FROM ${outboxTable} WHERE ${due} ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, claim, sender, recipient, kind, attempts, sealed, subject, text, html`,
    [claim, leaseMs / 1000],
  );
  const r = rows[0];
  return r ? { id: r.id, claim: r.claim, from: r.sender, to: r.recipient, kind: r.kind, attempts: r.attempts, sealed: r.sealed, subject: r.subject, text: r.text, html: r.html } : null;
}

const mine = (db: Knex, mail: ClaimedMail) => db(outboxTable).where({ id: mail.id, claim: mail.claim });

/** Delivered: the body stays only for a transport that shows it (the dev mailbox). False when the claim was lost. */
export async function recordSent(db: Knex, mail: ClaimedMail, transport: { name: string; keepsBody: boolean }): Promise<boolean> {
  const wipe = transport.keepsBody ? {} : { sealed: null, subject: null, text: null, html: null };
  const n = await mine(db, mail).update({ status: 'sent', sent_at: db.fn.now(), transport: transport.name, claim: null, ...wipe });
  return n > 0;
}

/** Refused for now: due again in `inMs`. False when the claim was lost or the mail was discarded meanwhile. */
export async function recordRetry(db: Knex, mail: ClaimedMail, inMs: number, error: string): Promise<boolean> {
  const n = await mine(db, mail)
    .where({ status: 'pending' })
    .update({ next_attempt_at: db.raw('now() + make_interval(secs => ?)', [inMs / 1000]), last_error: error, claim: null });
  return n > 0;
}

/** Given up. False when the claim was lost or the mail was discarded meanwhile. */
export async function recordFailed(db: Knex, mail: ClaimedMail, error: string): Promise<boolean> {
  const n = await mine(db, mail).where({ status: 'pending' }).update({ status: 'failed', failed_at: db.fn.now(), last_error: error, claim: null });
  return n > 0;
}

/** Milliseconds until the next mail falls due (0: now), or null when none waits. */
export async function msUntilNextDue(db: Knex): Promise<number | null> {
  // Not greatest(0, …) in SQL: greatest ignores a NULL, so an empty outbox read as "due now" and the sender polled every 25 ms.
  const { rows } = await db.raw(
    `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms
       FROM ${outboxTable} WHERE status = 'pending' AND (expires_at IS NULL OR expires_at > now())`,
  );
  return rows[0].ms === null ? null : Math.max(0, Number(rows[0].ms));
}

/**
 * Mail whose secret expired before it could be sent is failed; every expired
 * body (sent or not) is wiped. Returns the mail failed here.
 */
export async function expireMail(db: Knex): Promise<{ id: number; kind: string; attempts: number }[]> {
  const { rows } = await db.raw(
    `UPDATE ${outboxTable} SET status = 'failed', failed_at = now(), last_error = 'expired before it could be sent'
      WHERE status = 'pending' AND expires_at <= now()
      RETURNING id, kind, attempts`,
  );
  await db(outboxTable)
    .where('expires_at', '<=', db.fn.now())
    .where((q) => q.whereNotNull('sealed').orWhereNotNull('text'))
    .update({ sealed: null, subject: null, text: null, html: null });
  return rows;
}

/** How long the metadata of a finished mail (sent, failed, discarded) is kept. */
export const finishedMailKeptDays = 90;

export async function pruneFinishedMail(db: Knex, keptDays: number = finishedMailKeptDays): Promise<number> {
  return db(outboxTable)
    .whereIn('status', ['sent', 'failed', 'discarded'])
    .whereRaw('coalesce(sent_at, failed_at, created_at) < now() - make_interval(days => ?)', [keptDays])
    .delete();
}

/** Seals the clear subject and bodies of rows from before the queue (a few at a time); returns how many. */
export async function sealClearRows(db: Knex, key: Buffer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db(outboxTable).whereNotNull('text').select('id', 'recipient', 'kind', 'subject', 'text', 'html').orderBy('id').limit(100);
    if (rows.length === 0) return sealed;
    for (const r of rows) {
      const body = { subject: r.subject ?? '', text: r.text, html: r.html };
      sealed += await db(outboxTable)
        .where({ id: r.id })
        .whereNotNull('text')
        .update({ sealed: sealBody(key, r.recipient, r.kind, body), subject: null, text: null, html: null });
    }
  }
}
