import type { Knex } from 'knex';
import type { CheckpointView } from '../domain/shared/feed';

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
 *
 * Where the process knows the places without asking (the inline runner's, or the
 * ones the primary sends an HTTP worker: `useCheckpointView`, ADR 073), the version
 * costs no statement at all, and is where the projections last changed their rows,
 * so events they only skip keep the value; otherwise the checkpoint rows are read.
 */
const memos = new WeakMap<Knex, Kept>();
const views = new WeakMap<Knex, CheckpointView>();

/** The runtime's view of the projections' places, for the memos on its database handle (ADR 073). */
export function useCheckpointView(db: Knex, view: CheckpointView): void {
  views.set(db, view);
}

/**
 * The projections' version as this process knows it without a statement: where they
 * last changed their rows (a batch of events they only skip, every cart add for the
 * goods, keeps it). Null when the process does not know (then read the rows).
 */
export function knownVersion(db: Knex, projections: readonly string[]): string | null {
  const names = [...new Set(projections)].sort();
  const known = views.get(db)?.changedAt(names);
  return known ? names.map((name, i) => `${name}@${known[i]!.transactionId}:${known[i]!.position}`).join(' ') : null;
}

async function versionOf(db: Knex, projections: readonly string[]): Promise<string | null> {
  const known = knownVersion(db, projections);
  if (known) return known;
  const names = [...new Set(projections)].sort();
  const rows: { name: string; transaction_id: string | number; position: string | number }[] = await db('projection_checkpoints')
    .whereIn('name', names)
    .select('name', 'transaction_id', 'position')
    .orderBy('name');
  if (rows.length !== names.length) return null;
  return rows.map((r) => `${r.name}@${r.transaction_id}:${r.position}`).join(' ');
}

export async function memoByCheckpoints<T>(db: Knex, projections: readonly string[], key: string, compute: () => Promise<T>): Promise<T> {
  const version = await versionOf(db, projections);
  if (version === null) return compute();
  let cache = memos.get(db);
  if (!cache) memos.set(db, (cache = new Map()));
  return keptOrComputed(cache, key, version, compute);
}

type Kept = Map<string, { version: string; value: Promise<unknown> }>;

/** The value kept under `key` at `version` (moved to the end: the most recently used), or computed and kept; a failed computation is not kept. */
function keptOrComputed<T>(cache: Kept, key: string, version: string, compute: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  cache.delete(key);
  if (kept && kept.version === version) {
    cache.set(key, kept);
    return kept.value as Promise<T>;
  }
  const value = compute();
  const entry = { version, value };
  cache.set(key, entry);
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}

/** Values of one kind kept per key, per database handle (`memoPerKey`). */
const keyed = new WeakMap<Knex, Map<string, Kept>>();

/**
 * A value of one kind per key (a list of products' ratings, say), where the keys
 * are many: at most `capacity` are kept, the least recently used going first.
 * Kept only where the process knows its projections' version without a statement
 * (ADR 073); elsewhere each call works it out, since reading the checkpoints would
 * cost what the memo saves.
 */
export async function memoPerKey<T>(db: Knex, projections: readonly string[], kind: string, key: string, capacity: number, compute: () => Promise<T>): Promise<T> {
  const version = knownVersion(db, projections);
  if (version === null) return compute();
  let kinds = keyed.get(db);
  if (!kinds) keyed.set(db, (kinds = new Map()));
  let cache = kinds.get(kind);
  if (!cache) kinds.set(kind, (cache = new Map()));
  const value = keptOrComputed(cache, key, version, compute);
  if (cache.size > capacity) cache.delete(cache.keys().next().value!);
  return value;
}
