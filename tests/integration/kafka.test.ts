import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { StartedKafkaContainer } from '@testcontainers/kafka';
import { catalogueCommands } from '../../domain/catalogue/commands';
import type { Actor } from '../../domain/shared/messages';
import { seedDemoData } from '../../composition-root/demo/seed';
import { createKafka } from '../../infra/bus/kafka';
import { KafkaPublisher } from '../../infra/bus/kafka-publisher';
import { createLogger } from '../../infra/logger';
import type { RecordedEvent } from '../../domain/shared/feed';
import { projections } from '../../composition-root/registry';
import { KafkaProjectionWorker } from '../../workers/kafka-projections';
import { KafkaRelay } from '../../workers/kafka-relay';
import { createTestDatabase } from '../support/db';
import { dockerUnavailableReason } from '../support/docker';
import { createTestRuntime } from '../support/runtime';
import { countingProjection } from '../support/counter-projection';

/**
 * Relay → Kafka (KRaft, in a container) → consumer groups → projection tables,
 * compared with the inline runner's tables, exactly once, with the relay and
 * the workers restarted mid-way. Needs a Docker engine; without one it is
 * skipped and says so (kafka-exactly-once.test.ts covers the same logic with an
 * in-memory log instead of the broker).
 */
const noDocker = await dockerUnavailableReason();
if (noDocker)
  console.log(
    `SKIPPED kafka transport test: ${noDocker}; testcontainers needs one to start Kafka. ` +
      'The relay and the exactly-once offset store run against Postgres with an in-memory log in kafka-exactly-once.test.ts.',
  );

const runtime = noDocker ? null : createTestRuntime();
const consumerSide = noDocker ? null : createTestDatabase();
const partitions = 3;
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const silent = createLogger('silent');

async function dump(db: Knex, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await db(t).select('*')).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return out;
}

async function allEvents(): Promise<RecordedEvent[]> {
  const rt = (await runtime)!;
  const [{ total }] = await rt.db('es_events').count({ total: '*' });
  for (let tries = 0; ; tries++) {
    const events = await rt.store.readAll({ limit: 1_000_000 });
    if (events.length === Number(total) || tries > 200) return events;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(noDocker !== null)(
  noDocker ? `kafka transport — SKIPPED: ${noDocker}` : 'kafka transport (Kafka in a container)',
  () => {
    let container: StartedKafkaContainer;
    let brokers: string[];
    let batchesSeen = 0;
    let firstBatches: () => void = () => undefined;
    const firstBatchesApplied = new Promise<void>((r) => (firstBatches = r));

    /** Counts how often each event reaches a projection; signals after its first batches. */
    const counterHandles: string[] = [];
    const counter = countingProjection(counterHandles, () => {
      if (++batchesSeen === 3) firstBatches();
    });

    beforeAll(async () => {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      container = await new KafkaContainer('confluentinc/cp-kafka:7.5.0').withKraft().start();
      brokers = [`${container.getHost()}:${container.getMappedPort(9093)}`];
    });

    afterAll(async () => {
      await container?.stop();
    });

    it('relays the feed and projects it exactly once, equal to the inline runner, across restarts', async () => {
      const rt = (await runtime)!;
      const { db } = (await consumerSide)!;
      await seedDemoData(rt);
      const seeded = await allEvents();
      counterHandles.push(...new Set(seeded.map((e) => e.type)), 'GoodsPriceChanged');
      await db.schema.createTable('test_kafka_counter', (t) => {
        t.uuid('event_id').primary();
        t.integer('times').notNullable();
      });
      const kafka = createKafka(brokers, 'roomcraft-test', silent);
      const all = [...projections, counter];
      // Small fetches, so that a batch holds a few events and the first workers stop part-way.
      const workerOptions = { logger: silent, topicRefreshMs: 500, consumer: { maxBytesPerPartition: 4096, maxBytes: 16384 } };

      // First relay run, then workers that are stopped after a few batches.
      const publisher = new KafkaPublisher(kafka, partitions);
      await new KafkaRelay(rt.db, rt.store, publisher, { partitions, batchSize: 50 }).drain();
      const first = new KafkaProjectionWorker(kafka, db, all, workerOptions);
      await first.start();
      await firstBatchesApplied;
      await first.stop();
      const [{ count: midway }] = await db('test_kafka_counter').count({ count: '*' });
      expect(Number(midway)).toBeLessThan(seeded.length);

      // More commands while the workers are down; a restarted relay publishes them.
      for (const goodsId of ['g00002', 'g00003', 'g00004'])
        await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId, priceCents: 123400, salePriceCents: 99900 }, { actor: staff });
      const events = await allEvents();
      await new KafkaRelay(rt.db, rt.store, publisher, { partitions, batchSize: 50 }).drain();
      await publisher.close();

      // Restarted workers continue from the offsets stored in Postgres.
      const second = new KafkaProjectionWorker(kafka, db, all, workerOptions);
      await second.start();
      try {
        await expect
          .poll(async () => Number((await db('test_kafka_counter').count({ count: '*' }))[0].count), { timeout: 60_000, interval: 200 })
          .toBe(events.length);
        await rt.runner!.catchUp();
        for (const p of projections)
          await expect.poll(() => dump(db, p.tables), { timeout: 30_000, interval: 200 }).toEqual(await dump(rt.db, p.tables));
      } finally {
        await second.stop();
      }
      const [{ max }] = await db('test_kafka_counter').max({ max: 'times' });
      expect(max).toBe(1);
      const offsets = await db('kafka_offsets').where({ projection: counter.name });
      expect(offsets.length).toBeGreaterThan(0);
    });
  },
);
