import type { Db } from '../infra/db/knex';
import { fromMessage, partitionFor, topicFor } from '../infra/bus/topics';
import { type FeedCheckpoint, isAtOrPast, type RecordedEvent } from '../domain/shared/feed';
import type { Projection } from '../projections/projection';
import { pollCheckpoints } from './checkpoint-wait';

const table = 'kafka_offsets';

/** What a consumer hands over for one partition: Kafka's batch, or a fake's. */
export interface PartitionBatch {
  topic: string;
  partition: number;
  messages: readonly { offset: string; value: Buffer | string | null }[];
}

export interface BatchOutcome {
  applied: number;
  /** Offsets below the stored one: Kafka delivered them again (rebalance, restart). */
  redelivered: number;
  /** Events at or before the partition's last applied checkpoint: a restarted relay published them again. */
  republished: number;
  /** The last offset of the batch once committed, to resolve in Kafka; null if the batch held nothing new. */
  lastOffset: string | null;
}

/**
 * Applies one partition's batch to a projection exactly once. In one Postgres
 * transaction: lock the (projection, topic, partition) offset row, drop what
 * was already applied, apply the rest, store the next offset and the last
 * applied feed checkpoint. Either all of it commits or none, so a crash at any
 * point leaves read model and offset in step; Kafka's own committed offset is
 * only a hint (we seek to ours on assignment, seekOffsets below).
 */
export async function applyPartitionBatch(db: Db, projection: Projection, batch: PartitionBatch): Promise<BatchOutcome> {
  const key = { projection: projection.name, topic: batch.topic, partition: batch.partition };
  const handles = new Set(projection.handles);
  return db.transaction(async (trx) => {
    await trx(table).insert(key).onConflict(['projection', 'topic', 'partition']).ignore();
    const row = await trx(table).where(key).forUpdate().first();
    const next = BigInt(row.next_offset);
    let last: FeedCheckpoint = { transactionId: Number(row.transaction_id), position: Number(row.position) };
    const outcome: BatchOutcome = { applied: 0, redelivered: 0, republished: 0, lastOffset: null };
    const relevant: RecordedEvent[] = [];
    let lastOffset: bigint | null = null;
    for (const message of batch.messages) {
      const offset = BigInt(message.offset);
      if (offset < next) {
        outcome.redelivered++;
        continue;
      }
      lastOffset = offset;
      const event = fromMessage(message.value);
      const at: FeedCheckpoint = { transactionId: event.transactionId, position: event.globalPosition };
      // A partition receives its events in feed order; anything not past the last one is a repeat.
      if (isAtOrPast(last, at)) {
        outcome.republished++;
        continue;
      }
      last = at;
      outcome.applied++;
      if (handles.has(event.type)) relevant.push(event);
    }
    if (lastOffset === null) return outcome;
    if (relevant.length) await projection.apply(trx, relevant);
    await trx(table)
      .where(key)
      .update({ next_offset: String(lastOffset + 1n), transaction_id: last.transactionId, position: last.position, updated_at: trx.fn.now() });
    return { ...outcome, lastOffset: String(lastOffset) };
  });
}

/** Where to seek each newly assigned partition: our stored next offset (partitions never applied are left alone). */
export async function seekOffsets(
  db: Db,
  projection: string,
  assignment: Record<string, readonly number[]>,
): Promise<{ topic: string; partition: number; offset: string }[]> {
  const out: { topic: string; partition: number; offset: string }[] = [];
  for (const [topic, partitions] of Object.entries(assignment)) {
    if (partitions.length === 0) continue;
    const rows = await db(table).where({ projection, topic }).whereIn('partition', [...partitions]);
    for (const r of rows) if (BigInt(r.next_offset) > 0n) out.push({ topic, partition: Number(r.partition), offset: String(r.next_offset) });
  }
  return out;
}

/**
 * Read-your-writes over Kafka: resolves true once every named projection has
 * applied `target` in the partition that the stream's events go to.
 */
export async function waitForKafkaProjections(
  db: Db,
  target: FeedCheckpoint | null,
  streamId: string,
  names: readonly string[],
  partitions: number,
  timeoutMs = 5000,
): Promise<boolean> {
  const key = { topic: topicFor(streamId), partition: partitionFor(streamId, partitions) };
  return pollCheckpoints(() => db(table).where(key).whereIn('projection', names), names.length, target, timeoutMs);
}
