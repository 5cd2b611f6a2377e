import type { Db } from '../infra/db/knex';
import type { FeedCheckpoint } from '../domain/shared/feed';
import { processCheckpointsTable } from './process-store';

/**
 * Moves many processes' places in ONE compare-and-set UPDATE (issue 27): each row
 * moves from where the runner last left it to its new place, and only from there
 * (a row another runner moved meanwhile stays as it is). Returns the names moved.
 */
export async function moveIdlePlaces(db: Db, moves: ReadonlyArray<{ name: string; from: FeedCheckpoint; to: FeedCheckpoint }>): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const values = moves.map((m) => db.raw('(?::text, ?::bigint, ?::bigint, ?::bigint, ?::bigint)', [m.name, m.from.transactionId, m.from.position, m.to.transactionId, m.to.position]));
  const { rows } = await db.raw<{ rows: Array<{ name: string }> }>(
    `UPDATE ${processCheckpointsTable} AS c SET transaction_id = v.to_transaction, position = v.to_position, updated_at = now()
       FROM (VALUES ${values.map(() => '?').join(', ')}) AS v(name, from_transaction, from_position, to_transaction, to_position)
      WHERE c.name = v.name AND c.transaction_id = v.from_transaction AND c.position = v.from_position
      RETURNING c.name`,
    values,
  );
  return new Set(rows.map((r) => r.name));
}
