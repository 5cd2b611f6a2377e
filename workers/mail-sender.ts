import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';
import { bodyOf } from '../infra/mail/outbox';
import { claimLeaseMs, claimNextMail, expireMail, msUntilNextDue, pruneFinishedMail, recordFailed, recordRetry, recordSent, sealClearRows, type ClaimedMail } from '../infra/mail/queue';
import { afterFailure, mailRetry } from '../infra/mail/retry';
import { mailKey } from '../infra/mail/sealed';
import { onMailQueued } from '../infra/mail/signal';
import { MailDeliveryError, type MailTransport } from '../infra/mail/transport';

export interface MailSenderDeps {
  db: Db;
  transport: MailTransport;
  sessionSecret: string;
  logger: Logger;
  /** The first retry's wait (MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** How often an idle sender looks for mail queued by a process without a sender of its own (or whose wake was lost). */
  pollMs?: number;
  /** How long a claim lasts (tests shorten it). */
  leaseMs?: number;
}

export interface MailSender {
  /** Look for due mail now (mail queued in this process wakes every sender in it by itself). */
  wake(): void;
  /** Finishes the mail in hand, then stops. */
  stop(): Promise<void>;
}

/** How often expired bodies are wiped and old metadata pruned. */
const housekeepingEveryMs = 60_000;

/**
 * The mail sender: delivers the outbox's due mail through the transport, one
 * at a time, and records each outcome — sent (SMTP: body wiped), another
 * attempt later (exponential back-off, infra/mail/retry.ts), or failed (a
 * permanent refusal, too many attempts, a body it cannot open), logged once
 * without the body. It runs in the app process and in `npm run workers`; any
 * number of senders may share a database (infra/mail/queue.ts). Woken at once by
 * mail queued in this process, otherwise when the next retry falls due or at
 * the next poll (a second).
 */
export function startMailSender(deps: MailSenderDeps): MailSender {
  const { db, transport, logger } = deps;
  const key = mailKey(deps.sessionSecret);
  const pollMs = deps.pollMs ?? 1000;
  const leaseMs = deps.leaseMs ?? claimLeaseMs;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let housekeptAt = 0;
  let clearRowsSealed = false;

  async function housekeep() {
    if (!clearRowsSealed) {
      const sealed = await sealClearRows(db, key);
      if (sealed) logger.info('outbox mail from before the queue sealed', { count: sealed });
      clearRowsSealed = true;
    }
    if (Date.now() - housekeptAt < housekeepingEveryMs) return;
    housekeptAt = Date.now();
    for (const mail of await expireMail(db)) logger.warn('mail failed', { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: 'expired before it could be sent' });
    await pruneFinishedMail(db);
  }

  async function fail(mail: ClaimedMail, error: string) {
    if (await recordFailed(db, mail, error)) logger.warn('mail failed', { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error });
  }

  async function deliver(mail: ClaimedMail) {
    if (mail.attempts > mailRetry.maxAttempts) return fail(mail, `gave up after ${mailRetry.maxAttempts} attempts (the last claim ran out)`);
    const body = bodyOf(key, { recipient: mail.to, ...mail });
    if (!body) return fail(mail, 'its body cannot be read (sealed under another session secret?)');
    try {
      await transport.deliver({ from: mail.from, to: mail.to, ...body });
    } catch (error) {
      const refusal = error instanceof MailDeliveryError ? error : new MailDeliveryError(`${(error as Error).name}: ${(error as Error).message}`.slice(0, 300), false);
      const next = afterFailure(mail.attempts, refusal.permanent, deps.retryBaseMs);
      if (!next.retry) return fail(mail, next.reason === 'attempts' ? `gave up after ${mail.attempts} attempts: ${refusal.message}` : refusal.message);
      if (await recordRetry(db, mail, next.inMs, refusal.message)) logger.info('mail refused, to be tried again', { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: next.inMs, error: refusal.message });
      return;
    }
    if (await recordSent(db, mail, transport)) logger.debug('mail sent', { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, transport: transport.name });
    else logger.warn('mail sent after its claim ran out', { mailId: mail.id, kind: mail.kind });
  }

  async function run() {
    let nextInMs = pollMs;
    try {
      await housekeep();
      while (!stopped) {
        const mail = await claimNextMail(db, leaseMs);
        if (!mail) break;
        await deliver(mail);
      }
      const due = await msUntilNextDue(db);
      if (due !== null) nextInMs = Math.min(nextInMs, due);
    } catch (error) {
      if (!stopped) logger.warn('mail sender: a round failed', { error: (error as Error).message });
    }
    if (stopped) return;
    // A floor, so that a mail due but claimed elsewhere for a moment does not make a busy loop.
    timer = setTimeout(wake, Math.max(nextInMs, 25));
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  const unsubscribe = onMailQueued(wake);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
