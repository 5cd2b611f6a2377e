import type { Knex } from 'knex';

export async function createCheckpoints(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      transaction_id bigint NOT NULL DEFAULT 0,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}
