import type { Admin, Kafka, Producer } from 'kafkajs';
import type { EventPublisher } from './port';
import { ensureTopics } from './kafka';
import type { EventMessage } from './topics';

/**
 * Publishes with an idempotent producer (acks from all in-sync replicas, one
 * request in flight, retries without limit): a retried send is not written
 * twice and a partition keeps the order of the sends. A relay restart can still
 * publish an event again; consumers drop those (kafka-offset-store.ts).
 */
export class KafkaPublisher implements EventPublisher {
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly knownTopics = new Set<string>();
  private connected?: Promise<void>;

  constructor(
    kafka: Kafka,
    private readonly partitions: number,
  ) {
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
    this.admin = kafka.admin();
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(() => undefined);
    return this.connected;
  }

  async publish(messages: readonly EventMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.connect();
    const topics = [...new Set(messages.map((m) => m.topic))];
    const newTopics = topics.filter((t) => !this.knownTopics.has(t));
    if (newTopics.length) {
      await ensureTopics(this.admin, newTopics, this.partitions);
      for (const t of newTopics) this.knownTopics.add(t);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: topics.map((topic) => ({
        topic,
        messages: messages
          .filter((m) => m.topic === topic)
          .map((m) => ({ key: m.key, value: m.value, partition: m.partition, headers: m.headers })),
      })),
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
