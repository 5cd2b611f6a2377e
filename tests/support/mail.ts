import type { Db } from '../../infra/db/knex';
import { listOutbox, type OutboxMail } from '../../infra/mail/outbox';

/**
 * The mail of one kind to an address, once at least `count` have arrived (some
 * mail, such as reset links, is sent after the request has been answered). It
 * gives up only well after a busy machine would have delivered (the test's own
 * timeout is the real bound); what it returns then makes the test's check fail.
 */
export async function waitForMail(db: Db, to: string, kind: string, count = 1, timeoutMs = 30_000): Promise<OutboxMail[]> {
  for (const started = Date.now(); ; ) {
    const mails = (await listOutbox(db, { to: [to] })).filter((m) => m.kind === kind);
    if (mails.length >= count || Date.now() - started > timeoutMs) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}
