import { describe, expect, it } from 'vitest';
import { KafkaPublisher } from '../../infra/bus/kafka-publisher';
import { toMessage } from '../../infra/bus/topics';
import type { RecordedEvent } from '../../domain/shared/feed';
import type { Projection } from '../../projections/projection';
import { applyPartitionBatch } from '../../workers/kafka-offset-store';
import { KafkaProjectionWorker } from '../../workers/kafka-projections';
import { createTestDatabase } from '../support/db';
import { FakeKafkaJs } from '../support/fake-kafkajs';

/**
 * How the publisher and the projection worker drive kafkajs, checked with a
 * stand-in client (no broker can run here) and the real Postgres.
 */
const database = createTestDatabase();

const event = (streamId: string, n: number): RecordedEvent => ({
  type: 'Noted',
  data: { n },
  metadata: {},
  eventId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  streamId,
  streamPosition: n,
  globalPosition: n * 10,
  transactionId: n,
  createdAt: '2026-11-22T00:00:00.000Z',
});

describe('kafka wiring (stand-in kafkajs client)', () => {
  it('publisher: an idempotent producer; missing topics created with the configured partitions and unlimited retention; acks from all replicas', async () => {
    const fake = new FakeKafkaJs();
    fake.topics.set('roomcraft.goods', 6);
    const publisher = new KafkaPublisher(fake.asKafka(), 6);
    const messages = [event('goods-1', 1), event('identity-2', 2), event('goods-3', 3)].map((e) => toMessage(e, 6));
    await publisher.publish(messages);
    await publisher.publish([toMessage(event('identity-4', 4), 6)]);
    expect(fake.producerConfig).toMatchObject({ idempotent: true, maxInFlightRequests: 1 });
    expect(fake.created).toEqual([{ topic: 'roomcraft.identity', numPartitions: 6, configEntries: [{ name: 'retention.ms', value: '-1' }] }]);
    expect(fake.sent[0].acks).toBe(-1);
    expect(fake.sent[0].topicMessages.map((t) => [t.topic, t.messages.map((m) => m.key)])).toEqual([
      ['roomcraft.goods', ['goods-1', 'goods-3']],
      ['roomcraft.identity', ['identity-2']],
    ]);
    expect(fake.sent[0].topicMessages[0].messages[0]).toMatchObject({ partition: messages[0].partition, value: messages[0].value });
    await publisher.close();

    const tooSmall = new FakeKafkaJs();
    tooSmall.topics.set('roomcraft.goods', 2);
    await expect(new KafkaPublisher(tooSmall.asKafka(), 6).publish([messages[0]])).rejects.toThrow(/has 2 partitions; KAFKA_PARTITIONS is 6/);
  });

  it('worker: a group per projection on the event topics, seeks to stored offsets on assignment, applies and resolves batches, re-subscribes to new topics', async () => {
    const { db } = await database;
    await db.schema.createTable('test_wiring_seen', (t) => {
      t.integer('n').primary();
    });
    const projection: Projection = {
      name: 'test-wiring',
      handles: ['Noted'],
      tables: ['test_wiring_seen'],
      async apply(trx, events) {
        for (const e of events) await trx('test_wiring_seen').insert({ n: (e.data as { n: number }).n });
      },
    };
    // Offsets already stored by an earlier worker for partition 1.
    await applyPartitionBatch(db, projection, { topic: 'roomcraft.goods', partition: 1, messages: [{ offset: '0', value: toMessage(event('goods-1', 1), 3).value }] });

    const fake = new FakeKafkaJs();
    fake.topics.set('roomcraft.goods', 3);
    fake.topics.set('__consumer_offsets', 50);
    const worker = new KafkaProjectionWorker(fake.asKafka(), db, [projection], { topicRefreshMs: 60_000 });
    await worker.start();
    const [consumer] = fake.consumers;
    expect(consumer.config.groupId).toBe('roomcraft.projection.test-wiring');
    expect(consumer.topics).toEqual(['roomcraft.goods']);
    expect(consumer.fromBeginning).toBe(true);

    consumer.join({ 'roomcraft.goods': [0, 1, 2] });
    await expect.poll(() => consumer.seeks).toEqual([{ topic: 'roomcraft.goods', partition: 1, offset: '1' }]);

    // Kafka redelivers offset 0 (already applied) with a new one.
    await consumer.deliver('roomcraft.goods', 1, [
      { offset: '0', value: toMessage(event('goods-1', 1), 3).value },
      { offset: '1', value: toMessage(event('goods-1', 2), 3).value },
    ]);
    expect((await db('test_wiring_seen').orderBy('n')).map((r) => r.n)).toEqual([1, 2]);
    expect(consumer.resolved).toEqual(['1']);

    // A context's first event creates a new topic: the consumers are replaced by ones that read it too.
    fake.topics.set('roomcraft.identity', 3);
    await worker.refresh();
    expect(consumer.disconnected).toBe(true);
    expect(fake.consumers[1].topics).toEqual(['roomcraft.goods', 'roomcraft.identity']);
    await worker.stop();
    expect(fake.consumers[1].disconnected).toBe(true);
  });
});
