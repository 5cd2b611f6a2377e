import { EventEmitter } from 'node:events';
import type { EachBatchPayload, ITopicConfig, Kafka } from 'kafkajs';

type EachBatch = (payload: EachBatchPayload) => Promise<void>;

/** A consumer of the fake client: records what the worker asks of it and lets a test deliver batches. */
export class FakeConsumer extends EventEmitter {
  readonly events = { GROUP_JOIN: 'consumer.group_join' };
  readonly seeks: { topic: string; partition: number; offset: string }[] = [];
  readonly resolved: string[] = [];
  topics: string[] = [];
  fromBeginning?: boolean;
  disconnected = false;
  private eachBatch?: EachBatch;

  constructor(readonly config: { groupId: string; [key: string]: unknown }) {
    super();
  }
  async connect() {}
  async disconnect() {
    this.disconnected = true;
  }
  async subscribe(options: { topics: string[]; fromBeginning?: boolean }) {
    this.topics = options.topics;
    this.fromBeginning = options.fromBeginning;
  }
  async run(options: { eachBatch: EachBatch }) {
    this.eachBatch = options.eachBatch;
  }
  seek(s: { topic: string; partition: number; offset: string }) {
    this.seeks.push(s);
  }

  /** Kafka assigned these partitions to this member. */
  join(memberAssignment: Record<string, number[]>) {
    this.emit(this.events.GROUP_JOIN, { payload: { memberAssignment } });
  }

  async deliver(topic: string, partition: number, messages: { offset: string; value: string }[]) {
    const batch = {
      topic,
      partition,
      messages: messages.map((m) => ({ ...m, value: Buffer.from(m.value) })),
      isEmpty: () => messages.length === 0,
      lastOffset: () => messages[messages.length - 1].offset,
    };
    await this.eachBatch!({
      batch,
      resolveOffset: (offset: string) => void this.resolved.push(offset),
      heartbeat: async () => undefined,
      isRunning: () => true,
      isStale: () => false,
    } as unknown as EachBatchPayload);
  }
}

/**
 * The parts of a kafkajs `Kafka` client that the publisher and the projection
 * worker use, in memory, for checking their wiring where no broker can run.
 * The broker's behaviour itself is tests/integration/kafka.test.ts's business.
 */
export class FakeKafkaJs {
  readonly topics = new Map<string, number>();
  readonly created: ITopicConfig[] = [];
  readonly sent: { acks?: number; topicMessages: { topic: string; messages: Record<string, unknown>[] }[] }[] = [];
  readonly consumers: FakeConsumer[] = [];
  producerConfig?: Record<string, unknown>;

  admin() {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      listTopics: async () => [...this.topics.keys()],
      createTopics: async ({ topics }: { topics: ITopicConfig[] }) => {
        for (const t of topics) {
          this.topics.set(t.topic, t.numPartitions ?? 1);
          this.created.push(t);
        }
        return true;
      },
      fetchTopicMetadata: async ({ topics }: { topics: string[] }) => ({
        topics: topics.map((name) => ({ name, partitions: Array.from({ length: this.topics.get(name) ?? 0 }, (_, partitionId) => ({ partitionId })) })),
      }),
    };
  }

  producer(config: Record<string, unknown>) {
    this.producerConfig = config;
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      sendBatch: async (batch: FakeKafkaJs['sent'][number]) => void this.sent.push(batch),
    };
  }

  consumer(config: { groupId: string }) {
    const consumer = new FakeConsumer(config);
    this.consumers.push(consumer);
    return consumer;
  }

  asKafka(): Kafka {
    return this as unknown as Kafka;
  }
}
