import { type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';
import type { Db } from '../infra/db/knex';

const checkpointsTable = 'projection_checkpoints';

interface CheckpointRow {
  transaction_id: number | string;
  position: number | string;
}

/**
 * Polls checkpoint rows until there are `expected` of them and each has passed
 * `target`: true, or false at the deadline. Used when projections run in another
 * process (the app then cannot watch them in memory).
 */
export async function pollCheckpoints(
  load: () => Promise<CheckpointRow[]>,
  expected: number,
  target: FeedCheckpoint | null,
  timeoutMs = 5000,
): Promise<boolean> {
  if (!target) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await load();
    const passed = rows.length === expected && rows.every((r) => isAtOrPast({ transactionId: Number(r.transaction_id), position: Number(r.position) }, target));
    if (passed) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * When projections run in another process (`npm run workers`, or the primary of
 * several app processes), the app waits on the checkpoints table instead. A
 * projection's place only moves forward, so the waiter keeps the furthest place
 * it has read for each: a target at or before it needs no statement (a reader
 * after a command that answered without waiting, ADR 066, mostly finds it passed).
 */
export function checkpointWaiter(db: Db) {
  const passed = new Map<string, FeedCheckpoint>();
  const known = (target: FeedCheckpoint, names: readonly string[]) => names.every((n) => {
    const at = passed.get(n);
    return at !== undefined && isAtOrPast(at, target);
  });
  return (target: FeedCheckpoint | null, names: readonly string[], timeoutMs = 5000): Promise<boolean> => {
    if (!target || known(target, names)) return Promise.resolve(true);
    return pollCheckpoints(async () => {
      const rows: Array<{ name: string; transaction_id: string | number; position: string | number }> = await db(checkpointsTable).whereIn('name', names);
      for (const r of rows) {
        const at = { transactionId: Number(r.transaction_id), position: Number(r.position) };
        const before = passed.get(r.name);
        if (!before || isAtOrPast(at, before)) passed.set(r.name, at);
      }
      return rows;
    }, names.length, target, timeoutMs);
  };
}
