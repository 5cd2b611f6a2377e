import type { Db } from '../../infra/db/knex';
import type { EventPublisher } from '../../infra/bus/port';
import type { EventMessage } from '../../infra/bus/topics';
import type { Projection } from '../../projections/projection';
import { applyPartitionBatch, seekOffsets } from '../../workers/kafka-offset-store';

/**
 * A stand-in for the broker where a test has no Kafka: partitioned append-only
 * logs with offsets, a publisher that can "lose an ack" (the batch is written
 * but the sender sees an error, as after a broker failover), and a consumer
 * loop with Kafka's delivery habits (batches, a committed offset that lags
 * behind, redelivery after a restart). It carries no exactly-once logic of its
 * own: that is what the code under test must supply.
 */
export class InMemoryKafka implements EventPublisher {
  readonly logs = new Map<string, EventMessage[]>();
  /** Kafka-side committed offsets per group and topic/partition (only a hint to our consumers). */
  readonly committed = new Map<string, number>();
  private publishes = 0;
  private loseAckOf?: number;

  /** The n-th publish from now writes its messages but then fails. */
  loseAckOfPublish(n: number) {
    this.loseAckOf = this.publishes + n;
  }

  async publish(messages: readonly EventMessage[]): Promise<void> {
    for (const m of messages) {
      const key = `${m.topic}/${m.partition}`;
      if (!this.logs.has(key)) this.logs.set(key, []);
      this.logs.get(key)!.push(m);
    }
    if (++this.publishes === this.loseAckOf) {
      throw new Error('request timed out (the broker wrote the batch; the ack was lost)');
    }
  }

  async close(): Promise<void> {}

  messageCount(): number {
    return [...this.logs.values()].reduce((n, log) => n + log.length, 0);
  }

  /**
   * Runs one consumer (of `group`) over every partition until the end of each
   * log, `batchSize` messages at a time, like a kafkajs eachBatch loop. The
   * start offset is Kafka's committed one (or 0 when `forgetCommits`, as when
   * commits were lost), then — with `seek` — our stored offset, as the worker
   * does on assignment. Kafka's committed offset moves only after a batch's
   * Postgres transaction committed. Throws what a batch threw, as a crashing
   * consumer would.
   */
  async consume(
    db: Db,
    projection: Projection,
    options: { batchSize: number; seek: boolean; forgetCommits?: boolean },
  ): Promise<{ applied: number; redelivered: number; republished: number }> {
    const totals = { applied: 0, redelivered: 0, republished: 0 };
    const assignment: Record<string, number[]> = {};
    for (const key of this.logs.keys()) {
      const [topic, partition] = key.split('/');
      (assignment[topic] ??= []).push(Number(partition));
    }
    const seeks = options.seek ? await seekOffsets(db, projection.name, assignment) : [];
    for (const [key, log] of this.logs) {
      const [topic, p] = key.split('/');
      const partition = Number(p);
      const commitKey = `${projection.name}:${key}`;
      const seek = seeks.find((s) => s.topic === topic && s.partition === partition);
      let offset = seek ? Number(seek.offset) : options.forgetCommits ? 0 : (this.committed.get(commitKey) ?? 0);
      while (offset < log.length) {
        const slice = log.slice(offset, offset + options.batchSize);
        const outcome = await applyPartitionBatch(db, projection, {
          topic,
          partition,
          messages: slice.map((m, i) => ({ offset: String(offset + i), value: Buffer.from(m.value) })),
        });
        totals.applied += outcome.applied;
        totals.redelivered += outcome.redelivered;
        totals.republished += outcome.republished;
        offset += slice.length;
        this.committed.set(commitKey, offset);
      }
    }
    return totals;
  }
}
