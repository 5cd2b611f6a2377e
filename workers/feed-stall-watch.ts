import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';

export interface HoldingTransaction {
  pid: number;
  database: string | null;
  ageSeconds: number;
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
    `SELECT pid, datname, extract(epoch FROM now() - xact_start)::float AS age, state, application_name, left(query, 200) AS query
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
    state: (r.state as string) ?? null,
    application: (r.application_name as string) || null,
    query: String(r.query ?? ''),
  }));
}

/**
 * Checks every `everyMs` and logs each holder once a minute at most, with what
 * an operator needs to find it (pid, database, age, state, query).
 */
export function watchFeedStalls(db: Db, logger: Logger, options: { thresholdMs?: number; everyMs?: number } = {}): () => void {
  const lastLogged = new Map<number, number>();
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      for (const tx of await transactionsHoldingFeed(db, options.thresholdMs ?? 5000)) {
        const last = lastLogged.get(tx.pid) ?? 0;
        if (Date.now() - last < 60_000) continue;
        lastLogged.set(tx.pid, Date.now());
        logger.warn('the event feed is held back by an open transaction', { ...tx });
      }
    } catch (error) {
      logger.debug('feed stall check failed', { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(check, options.everyMs ?? 5000);
  timer.unref();
  return () => clearInterval(timer);
}
