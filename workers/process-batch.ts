import type { Db } from '../infra/db/knex';
import { isAtOrPast, type FeedCheckpoint, type RecordedEvent } from '../domain/shared/feed';
import type { AnyProcess } from '../processes/process';
import { placeOf, processCheckpointsTable, processStatesTable } from './process-store';

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

/** What a process has to do with a batch: from where to where, and its instances' events (none: it only moves on). */
export interface BatchPlan {
  from: FeedCheckpoint;
  to: FeedCheckpoint;
  instances: Map<string, RecordedEvent[]>;
}

/** A process's plan for a batch read from `from` (its place); null when nothing in the batch is new to it. */
export function batchPlanOf(process: AnyProcess, batch: readonly RecordedEvent[], from: FeedCheckpoint): BatchPlan | null {
  const fresh = batch.filter((e) => !isAtOrPast(from, { transactionId: e.transactionId, position: e.globalPosition }));
  if (fresh.length === 0) return null;
  const last = fresh[fresh.length - 1]!;
  const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
  const handles = new Set<string>(process.handles);
  const instances = new Map<string, RecordedEvent[]>();
  for (const event of fresh) {
    if (!handles.has(event.type)) continue;
    const instance = process.instanceOf(event as never);
    if (instance === null) continue;
    const events = instances.get(instance);
    if (events) events.push(event);
    else instances.set(instance, [event]);
  }
  return { from, to, instances };
}

/**
 * A process's place and its instances' states in ONE statement, so in one snapshot
 * (issue 27: it was a repeatable-read transaction of four statements). States
 * committed with a later place must never be applied to events before it.
 */
export async function placeAndStates(db: Db, name: string, instances: readonly string[]): Promise<{ place: FeedCheckpoint; states: Map<string, unknown> }> {
  const { rows } = await db.raw<{ rows: Array<{ transaction_id: string; position: string; instance: string | null; state: unknown }> }>(
    `SELECT c.transaction_id, c.position, s.instance, s.state
       FROM ${processCheckpointsTable} c
       LEFT JOIN ${processStatesTable} s ON s.process = c.name AND s.instance = ANY(?::text[])
      WHERE c.name = ?`,
    [[...instances], name],
  );
  if (rows.length === 0) throw new Error(`The process ${name} has no place in ${processCheckpointsTable}`);
  return { place: placeOf(rows[0]!), states: new Map(rows.filter((r) => r.instance !== null).map((r) => [r.instance!, r.state])) };
}

/**
 * The new place and the changed states in ONE statement (it was a transaction of
 * five): the place moves only from `from` (compare-and-set: a second runner that
 * committed meanwhile leaves it unmatched, and then no state is written either).
 * True when it moved.
 */
export async function commitPlaceAndStates(db: Db, name: string, from: FeedCheckpoint, to: FeedCheckpoint, states: ReadonlyMap<string, unknown>): Promise<boolean> {
  const { rows } = await db.raw<{ rows: Array<{ moved: number }> }>(
    `WITH moved AS (
       UPDATE ${processCheckpointsTable} SET transaction_id = ?, position = ?, updated_at = now()
        WHERE name = ? AND transaction_id = ? AND position = ?
        RETURNING name
     ), saved AS (
       INSERT INTO ${processStatesTable} (process, instance, state, updated_at)
       SELECT m.name, s.instance, s.state, now() FROM moved m CROSS JOIN jsonb_to_recordset(?::jsonb) AS s(instance text, state jsonb)
       ON CONFLICT (process, instance) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM moved)::int AS moved`,
    [to.transactionId, to.position, name, from.transactionId, from.position, JSON.stringify([...states].map(([instance, state]) => ({ instance, state })))],
  );
  return rows[0]!.moved > 0;
}
