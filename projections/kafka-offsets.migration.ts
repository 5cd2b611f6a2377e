import type { Knex } from 'knex';

/**
 * Kafka consumer positions of the projections (scale mode, BUS=kafka), kept in
 * Postgres and written in the same transaction as the read-model changes, so a
 * batch and its offset commit together (exactly-once effect). Per projection,
 * topic and partition: the next offset to apply and the feed checkpoint of the
 * last event applied (used to drop events a restarted relay published again,
 * and for read-your-writes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE kafka_offsets (
      projection text NOT NULL,
      topic text NOT NULL,
      partition integer NOT NULL,
      next_offset bigint NOT NULL DEFAULT 0,
      transaction_id bigint NOT NULL DEFAULT 0,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (projection, topic, partition)
    );
  `);
}
