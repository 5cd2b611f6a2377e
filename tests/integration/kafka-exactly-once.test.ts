import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { catalogueCommands } from '../../domain/catalogue/commands';
import type { Actor } from '../../domain/shared/messages';
import { seedDemoData } from '../../composition-root/demo/seed';
import { fromMessage, partitionFor, topicFor } from '../../infra/bus/topics';
import type { RecordedEvent } from '../../domain/shared/feed';
import { projections } from '../../composition-root/registry';
import { KafkaRelay } from '../../workers/kafka-relay';
import { waitForKafkaProjections } from '../../workers/kafka-offset-store';
import { createTestDatabase } from '../support/db';
import { InMemoryKafka } from '../support/in-memory-kafka';
import { createTestRuntime } from '../support/runtime';
import { countingProjection } from '../support/counter-projection';
import type { Projection } from '../../projections/projection';

/**
 * The Kafka transport's exactly-once logic without a broker: the relay and the
 * offset store run for real against Postgres; an in-memory partitioned log
 * stands where Kafka would be (tests/support/in-memory-kafka.ts). The same flow
 * against a real broker is tests/integration/kafka.test.ts (needs Docker).
 *
 * Database A holds the store and the inline runner's read models (the
 * reference); database B receives the same projections through "Kafka".
 */
const runtime = createTestRuntime();
const consumerSide = createTestDatabase();
const partitions = 3;
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const kafka = new InMemoryKafka();

async function dump(db: Knex, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = (await db(t).select('*')).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return out;
}

/**
 * Every committed event. The feed hides commits behind any older transaction
 * still open (the inline runner's, here) for a moment, so wait for all of them.
 */
async function allEvents(): Promise<RecordedEvent[]> {
  const rt = await runtime;
  const [{ total }] = await rt.db('es_events').count({ total: '*' });
  for (let tries = 0; ; tries++) {
    const events = await rt.store.readAll({ limit: 1_000_000 });
    if (events.length === Number(total) || tries > 200) return events;
    await new Promise((r) => setTimeout(r, 25));
  }
}


describe('kafka transport, exactly once (in-memory log, real Postgres)', () => {
  it('relay: publishes in feed order keyed by stream, moves its checkpoint only after the ack, repeats a batch whose ack was lost', async () => {
    const rt = await runtime;
    await seedDemoData(rt);
    const events = await allEvents();
    expect(events.length).toBeGreaterThan(300);

    const relay = new KafkaRelay(rt.db, rt.store, kafka, { partitions, batchSize: 40 });
    kafka.loseAckOfPublish(3);
    await expect(relay.drain()).rejects.toThrow(/ack was lost/);
    const afterCrash = await rt.db('projection_checkpoints').where({ name: 'kafka-relay' }).first();
    expect(Number(afterCrash.position)).toBe(events[79].globalPosition); // two acknowledged batches
    expect(kafka.messageCount()).toBe(120); // the third batch is on the broker all the same

    const restarted = new KafkaRelay(rt.db, rt.store, kafka, { partitions, batchSize: 40 });
    await restarted.drain();
    const done = await rt.db('projection_checkpoints').where({ name: 'kafka-relay' }).first();
    expect(Number(done.position)).toBe(events.at(-1)!.globalPosition);
    expect(kafka.messageCount()).toBe(events.length + 40);

    for (const [key, log] of kafka.logs) {
      for (const m of log) {
        const e = fromMessage(m.value);
        expect(`${m.topic}/${m.partition}`).toBe(key);
        expect(m.key).toBe(e.streamId);
        expect(m.topic).toBe(topicFor(e.streamId));
        expect(m.partition).toBe(partitionFor(e.streamId, partitions));
      }
    }
  });

  it('consumers: apply every event exactly once through a crash, redelivery and relay repeats; tables equal the inline runner’s', async () => {
    const rt = await runtime;
    const { db } = await consumerSide;
    const events = await allEvents();
    await db.schema.createTable('test_kafka_counter', (t) => {
      t.uuid('event_id').primary();
      t.integer('times').notNullable();
    });
    const counter = countingProjection([...new Set(events.map((e) => e.type))]);

    // A worker dies in the middle of a batch: that batch's transaction rolls back.
    const goods = projections.find((p) => p.name === 'catalogue-goods')!;
    let calls = 0;
    const crashing: Projection = {
      ...goods,
      async apply(trx, batch) {
        if (++calls === 3) throw new Error('worker killed');
        await goods.apply(trx, batch);
      },
    };
    await expect(kafka.consume(db, crashing, { batchSize: 25, seek: true })).rejects.toThrow('worker killed');

    let republished = 0;
    for (const p of [...projections, counter]) {
      const outcome = await kafka.consume(db, p, { batchSize: 25, seek: true });
      republished += outcome.republished;
    }
    expect(republished).toBeGreaterThan(0); // the relay's repeated batch was dropped

    // Kafka lost its commits and delivers everything again, and no seek happens: nothing is applied twice.
    const again = await kafka.consume(db, counter, { batchSize: 10, seek: false, forgetCommits: true });
    expect(again).toMatchObject({ applied: 0, redelivered: events.length + 40 });

    const [{ max }] = await db('test_kafka_counter').max({ max: 'times' });
    const [{ count }] = await db('test_kafka_counter').count({ count: '*' });
    expect(max).toBe(1);
    expect(Number(count)).toBe(events.length);

    await rt.runner!.catchUp();
    for (const p of projections) expect(await dump(db, p.tables), p.name).toEqual(await dump(rt.db, p.tables));
  });

  it('read-your-writes: waits until the stream’s partition has applied the command', async () => {
    const rt = await runtime;
    const { db } = await consumerSide;
    const names = projections.map((p) => p.name);
    const result = await rt.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: 'g00002', priceCents: 123400, salePriceCents: 99900 }, { actor: staff });
    await allEvents(); // visible in the feed
    await new KafkaRelay(rt.db, rt.store, kafka, { partitions }).drain();
    expect(await waitForKafkaProjections(db, result.checkpoint, result.streamId, names, partitions, 50)).toBe(false);
    for (const p of projections) await kafka.consume(db, p, { batchSize: 25, seek: true });
    expect(await waitForKafkaProjections(db, result.checkpoint, result.streamId, names, partitions, 50)).toBe(true);
    for (const p of projections) expect(await dump(db, p.tables), p.name).toEqual(await dump(rt.db, p.tables));
  });
});
