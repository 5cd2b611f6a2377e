import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { findAccountByEmail, type AccountView } from '../../../projections/identity/accounts';
import { withKeyLock } from './keyed-lock';

/**
 * Password-reset requests (issue 20): the request does the same work whatever
 * the address — it validates the e-mail, queues it and answers. Nothing is
 * looked up, recorded or mailed before the answer, so a registered address and
 * an unknown one cannot be told apart by the answer or by the time it takes.
 * A queue per process then looks each address up and, for an account, records
 * the reset and mails the link, one request at a time, after the answers have
 * gone. A request lost with the process (a crash before the queue ran) is
 * simply asked again; the answer never promised a mail.
 */
export interface ResetJob {
  email: string;
  /** Who asked (the command's actor) and the site's address for the link. */
  asker: { actor: Actor; siteUrl: string };
}

type Send = (runtime: Runtime, asker: ResetJob['asker'], account: AccountView) => Promise<void>;

interface ResetQueue {
  jobs: ResetJob[];
  running: boolean;
}

/** Beyond this many waiting requests a process drops new ones (a flood of requests, not shoppers). */
export const maxQueuedResets = 10_000;

const queues = new WeakMap<object, ResetQueue>();

function queueOf(runtime: Runtime): ResetQueue {
  let q = queues.get(runtime);
  if (!q) queues.set(runtime, (q = { jobs: [], running: false }));
  return q;
}

/** Queues a reset request and returns at once; `send` runs later, for a registered address only. */
export function queuePasswordReset(runtime: Runtime, job: ResetJob, send: Send): void {
  const q = queueOf(runtime);
  if (q.jobs.length >= maxQueuedResets) {
    runtime.logger.warn('password reset queue full: request dropped', { queued: q.jobs.length });
    return;
  }
  q.jobs.push(job);
  if (!q.running) {
    q.running = true;
    // A macrotask later: the request's answer is on its way before the queue starts.
    setTimeout(() => void drain(runtime, q, send), 0);
  }
}

async function drain(runtime: Runtime, q: ResetQueue, send: Send): Promise<void> {
  try {
    for (let job = q.jobs.shift(); job; job = q.jobs.shift()) {
      try {
        const account = await findAccountByEmail(runtime.db, job.email);
        if (!account) continue;
        const asker = job.asker;
        await withKeyLock(`reset:${account.id}`, () => send(runtime, asker, account));
      } catch (error) {
        runtime.logger.error('password reset mail failed', { error: (error as Error).message });
      }
    }
  } finally {
    q.running = false;
  }
}
