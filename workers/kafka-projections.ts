import type { Admin, Consumer, ConsumerConfig, Kafka } from 'kafkajs';
import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';
import { listEventTopics } from '../infra/bus/kafka';
import type { Projection } from '../projections/projection';
import { applyPartitionBatch, seekOffsets } from './kafka-offset-store';

/**
 * Projection workers over Kafka (scale mode). One consumer group per
 * projection (`roomcraft.projection.<name>`), subscribed to every event topic;
 * run as many replicas as there are partitions to share the load. Each batch is
 * applied with its offset in one Postgres transaction (kafka-offset-store.ts);
 * on partition assignment the consumer seeks to the offsets stored there, so
 * Kafka's own committed offsets (resolved only after the Postgres commit) never
 * decide what is skipped. New topics (a context's first event) are picked up by
 * re-listing topics every `topicRefreshMs` and restarting the consumers.
 */
export class KafkaProjectionWorker {
  private admin?: Admin;
  private consumers: Consumer[] = [];
  private topics: string[] = [];
  private timer?: NodeJS.Timeout;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly kafka: Kafka,
    private readonly db: Db,
    readonly projections: readonly Projection[],
    private readonly options: {
      logger?: Logger;
      topicRefreshMs?: number;
      groupPrefix?: string;
      /** kafkajs consumer settings (fetch sizes, timeouts). */
      consumer?: Omit<ConsumerConfig, 'groupId'>;
    } = {},
  ) {}

  groupOf(projection: Projection): string {
    return `${this.options.groupPrefix ?? 'roomcraft.projection.'}${projection.name}`;
  }

  async start(): Promise<void> {
    this.admin = this.kafka.admin();
    await this.admin.connect();
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error) => this.options.logger?.error('kafka topic refresh failed', { error }));
    }, this.options.topicRefreshMs ?? 10_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.refreshing.catch(() => undefined);
    await this.stopConsumers();
    await this.admin?.disconnect();
  }

  /** (Re)subscribe when the set of event topics changed. */
  refresh(): Promise<void> {
    this.refreshing = this.refreshing.catch(() => undefined).then(async () => {
      const topics = await listEventTopics(this.admin!);
      if (topics.join() === this.topics.join()) return;
      await this.stopConsumers();
      this.topics = topics;
      if (topics.length === 0) return;
      for (const projection of this.projections) this.consumers.push(await this.startConsumer(projection, topics));
      this.options.logger?.info('kafka projection consumers subscribed', { topics, projections: this.projections.map((p) => p.name) });
    });
    return this.refreshing;
  }

  private async stopConsumers() {
    const consumers = this.consumers;
    this.consumers = [];
    await Promise.allSettled(consumers.map((c) => c.disconnect()));
  }

  private async startConsumer(projection: Projection, topics: string[]): Promise<Consumer> {
    const consumer = this.kafka.consumer({ allowAutoTopicCreation: false, ...this.options.consumer, groupId: this.groupOf(projection) });
    await consumer.connect();
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      seekOffsets(this.db, projection.name, payload.memberAssignment)
        .then((seeks) => seeks.forEach((s) => consumer.seek(s)))
        .catch((error) => this.options.logger?.error('kafka seek failed', { projection: projection.name, error }));
    });
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (!isRunning() || isStale() || batch.isEmpty()) return;
        try {
          await applyPartitionBatch(this.db, projection, { topic: batch.topic, partition: batch.partition, messages: batch.messages });
        } catch (error) {
          this.options.logger?.error('kafka projection batch failed; Kafka will deliver it again', {
            projection: projection.name,
            topic: batch.topic,
            partition: batch.partition,
            error,
          });
          throw error;
        }
        // Every message of the batch is now applied (or was before): Kafka may commit past it.
        resolveOffset(batch.lastOffset());
        await heartbeat();
      },
    });
    return consumer;
  }
}
