import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';

export interface HoldingTransaction {
  pid: number;
  database: string | null;
  ageSeconds: number;
  /** When the transaction began (ISO). */
  startedAt: string;
  state: string | null;
  application: string | null;
  query: string;
}

/**
 * The feed shows only what committed before the oldest transaction still in
 * flight anywhere on the server (ADR 001), so one transaction left open — in any
 * database on it — holds every projection back and commands wait for read
 * models in vain. This finds such transactions: ones holding a transaction id
 * for longer than `thresholdMs`, oldest first.
 */
export async function transactionsHoldingFeed(db: Db, thresholdMs: number): Promise<HoldingTransaction[]> {
  const { rows } = await db.raw(
    `SELECT pid, datname, xact_start, extract(epoch FROM now() - xact_start)::float AS age, state, application_name, left(query, 200) AS query
       FROM pg_stat_activity
      WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid() AND xact_start < now() - make_interval(secs => ?)
      ORDER BY xact_start
      LIMIT 5`,
    [thresholdMs / 1000],
  );
  return rows.map((r: Record<string, unknown>) => ({
    pid: Number(r.pid),
    database: (r.datname as string) ?? null,
    ageSeconds: Math.round(Number(r.age) * 10) / 10,
    startedAt: String(r.xact_start),
    state: (r.state as string) ?? null,
    application: (r.application_name as string) || null,
    query: String(r.query ?? ''),
  }));
}

export interface FeedStallOptions {
  /** How old a transaction must be to be reported (default 5 s). */
  thresholdMs?: number;
  /** How often the watcher checks (default 5 s). */
  everyMs?: number;
  /** The same transaction is logged again after this long at the soonest (default a minute). */
  repeatAfterMs?: number;
  /** The clock that paces the logging (tests pass their own). */
  now?: () => number;
  /** Told after each check what holds the feed back now (none: an empty list). */
  onCheck?: (holders: HoldingTransaction[]) => void;
}

/**
 * One check: logs each holder with what an operator needs to find it (pid,
 * database, age, state, query), each one at most once per `repeatAfterMs`.
 */
export function feedStallCheck(db: Db, logger: Logger, options: FeedStallOptions = {}): () => Promise<void> {
  const now = options.now ?? Date.now;
  const repeatAfterMs = options.repeatAfterMs ?? 60_000;
  const lastLogged = new Map<string, number>();
  return async () => {
    const holders = await transactionsHoldingFeed(db, options.thresholdMs ?? 5000);
    const seen = new Set<string>();
    for (const tx of holders) {
      // A pid is reused by later backends: a transaction is its pid and start.
      const id = `${tx.pid}@${tx.startedAt}`;
      seen.add(id);
      const last = lastLogged.get(id);
      if (last !== undefined && now() - last < repeatAfterMs) continue;
      lastLogged.set(id, now());
      logger.warn('the event feed is held back by an open transaction', { ...tx });
    }
    for (const id of lastLogged.keys()) if (!seen.has(id)) lastLogged.delete(id);
    options.onCheck?.(holders);
  };
}

/** Runs feedStallCheck every `everyMs` until the returned function is called. */
export function watchFeedStalls(db: Db, logger: Logger, options: FeedStallOptions = {}): () => void {
  const check = feedStallCheck(db, logger, options);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await check();
    } catch (error) {
      logger.debug('feed stall check failed', { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.everyMs ?? 5000);
  timer.unref();
  return () => clearInterval(timer);
}
