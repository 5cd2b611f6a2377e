import type { Knex } from 'knex';

/** 0076_ideas_boards (issue 24): idea boards, the ideas saved on them, and who dismissed the "save to a board" hint. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ideas_boards_v1 (
      board_id text PRIMARY KEY,
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      name text NOT NULL,
      is_private boolean NOT NULL,
      is_default boolean NOT NULL,
      item_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL
    );
    CREATE INDEX ideas_boards_v1_owner ON ideas_boards_v1 (owner_kind, owner_id, created_at);
    CREATE TABLE ideas_items_v1 (
      board_id text NOT NULL,
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      item_kind text NOT NULL,
      ref_id text NOT NULL,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (board_id, item_kind, ref_id)
    );
    CREATE INDEX ideas_items_v1_owner ON ideas_items_v1 (owner_kind, owner_id, item_kind, ref_id);
    CREATE TABLE ideas_hints_v1 (
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      dismissed_at timestamptz NOT NULL,
      PRIMARY KEY (owner_kind, owner_id)
    );
  `);
}
