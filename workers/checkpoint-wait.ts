import { type CheckpointView, type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';
import { untilPassed } from './checkpoint-view';
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
  /** `done` resolves true when the caller knows another way that the target is passed (the polling stops); `firstAfterMs`: wait that long before the first read. */
  options: { done?: Promise<boolean>; firstAfterMs?: number } = {},
): Promise<boolean> {
  if (!target) return true;
  const deadline = Date.now() + timeoutMs;
  let over = false;
  void options.done?.then((passed) => (over = passed));
  if (options.firstAfterMs) await new Promise((r) => setTimeout(r, options.firstAfterMs));
  for (;;) {
    if (over) return true;
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
 * An HTTP worker of several app processes is also sent the places by its primary
 * (`view`, ADR 073): a target they have passed needs no statement either, and a
 * wait ends as the place that passes it arrives, not at the next 25 ms poll.
 */
export function checkpointWaiter(db: Db, view?: CheckpointView) {
  const passed = new Map<string, FeedCheckpoint>();
  const known = (target: FeedCheckpoint, names: readonly string[]) => {
    const sent = view?.placesOf(names);
    if (sent?.every((at) => isAtOrPast(at, target))) return true;
    return names.every((n) => {
      const at = passed.get(n);
      return at !== undefined && isAtOrPast(at, target);
    });
  };
  return async (target: FeedCheckpoint | null, names: readonly string[], timeoutMs = 5000): Promise<boolean> => {
    if (!target || known(target, names)) return true;
    // Whichever comes first: the primary's message that the places passed, or the rows read showing it.
    const sent = view ? untilPassed(view, target, names, timeoutMs) : null;
    const readRows = async () => {
      const rows: Array<{ name: string; transaction_id: string | number; position: string | number }> = await db(checkpointsTable).whereIn('name', names);
      for (const r of rows) {
        const at = { transactionId: Number(r.transaction_id), position: Number(r.position) };
        const before = passed.get(r.name);
        if (!before || isAtOrPast(at, before)) passed.set(r.name, at);
      }
      return rows;
    };
    // The primary's message usually comes first: the rows are read only if it has not within a poll's time.
    const polled = pollCheckpoints(readRows, names.length, target, timeoutMs, sent ? { done: sent, firstAfterMs: 25 } : {});
    return sent ? Promise.race([sent.then((passed) => passed || polled), polled]) : polled;
  };
}
