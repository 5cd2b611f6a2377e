import { type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';

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
