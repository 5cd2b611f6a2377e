import type { Knex } from 'knex';

/**
 * Values worked out from read models, kept until the projections that write
 * those read models move on (issue 27, ADR 060): a projection changes its rows
 * and its checkpoint in one transaction, so while the checkpoints read the same,
 * the rows are the same and so is anything computed from them. One primary-key
 * read of the checkpoints per call instead of the computation (the home page's
 * category counts over every product, its sale picks sorted by discount).
 *
 * Correct for read-your-writes: a command's next read waits for the checkpoint
 * to pass its events, and then reads a new version. Concurrent callers of one
 * version share one computation. Without every named checkpoint (a database
 * whose projections never ran) nothing is kept. Per database handle, so test
 * runtimes in one process never share values.
 */
const memos = new WeakMap<Knex, Map<string, { version: string; value: Promise<unknown> }>>();

export async function memoByCheckpoints<T>(db: Knex, projections: readonly string[], key: string, compute: () => Promise<T>): Promise<T> {
  const rows: { name: string; transaction_id: string | number; position: string | number }[] = await db('projection_checkpoints')
    .whereIn('name', projections)
    .select('name', 'transaction_id', 'position')
    .orderBy('name');
  if (rows.length !== new Set(projections).size) return compute();
  const version = rows.map((r) => `${r.name}@${r.transaction_id}:${r.position}`).join(' ');
  let cache = memos.get(db);
  if (!cache) memos.set(db, (cache = new Map()));
  const kept = cache.get(key);
  if (kept && kept.version === version) return kept.value as Promise<T>;
  const value = compute();
  const entry = { version, value };
  cache.set(key, entry);
  // A failed computation is not kept.
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}
