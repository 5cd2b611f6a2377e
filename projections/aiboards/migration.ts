import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE aiboards_boards_v1 (
      board_id text PRIMARY KEY,
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      diy_id text NOT NULL,
      room text NOT NULL,
      room_type_id text NOT NULL,
      style text NOT NULL,
      budget_cents integer NOT NULL,
      photo jsonb,
      slots jsonb NOT NULL,
      swapped jsonb NOT NULL DEFAULT '[]'::jsonb,
      total_cents integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX aiboards_boards_v1_owner ON aiboards_boards_v1 (owner_kind, owner_id, created_at DESC);
  `);
}
