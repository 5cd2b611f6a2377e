import type { Knex } from 'knex';

/** 0080_renders (issue 25): AI render jobs — their owner, photo, room type, style, status, attempts, output, cost and sharing. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE renders_v1 (
      render_id text PRIMARY KEY,
      owner_id text NOT NULL,
      photo_key text NOT NULL,
      room_type text NOT NULL,
      style text NOT NULL,
      prompt text NOT NULL,
      provider text NOT NULL,
      plan text NOT NULL,
      status text NOT NULL,
      attempt integer NOT NULL,
      reason text,
      output_key text,
      total_cost_micros bigint NOT NULL DEFAULT 0,
      shared boolean NOT NULL DEFAULT false,
      shared_at timestamptz,
      requested_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      finished_at timestamptz
    );
    CREATE INDEX renders_v1_owner ON renders_v1 (owner_id, requested_at DESC);
    CREATE INDEX renders_v1_shared ON renders_v1 (shared_at DESC) WHERE shared;
  `);
}

/** 0097_renders_goods (issue 25, ADR 062): the products a render shows, when its provider knew them (the studio). */
export async function addGoods(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE renders_v1 ADD COLUMN goods_ids jsonb`);
}
