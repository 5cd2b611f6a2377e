import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE canvas_boards_v1 (
      board_id text PRIMARY KEY,
      project_kind text NOT NULL,
      project_id text NOT NULL,
      name text NOT NULL,
      members jsonb NOT NULL,
      member_keys text[] NOT NULL,
      client_can_edit boolean NOT NULL DEFAULT false,
      share_keys jsonb NOT NULL DEFAULT '[]'::jsonb,
      board jsonb NOT NULL,
      product_ids text[] NOT NULL DEFAULT '{}',
      version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX canvas_boards_v1_members ON canvas_boards_v1 USING gin (member_keys);
    CREATE INDEX canvas_boards_v1_project ON canvas_boards_v1 (project_kind, project_id);
    CREATE TABLE canvas_board_history_v1 (
      board_id text NOT NULL,
      seq integer NOT NULL,
      uuid text NOT NULL,
      action text NOT NULL,
      actor_id text NOT NULL,
      ids jsonb NOT NULL,
      restored_from text,
      changed_at timestamptz NOT NULL,
      PRIMARY KEY (board_id, seq)
    );
    CREATE UNIQUE INDEX canvas_board_history_v1_uuid ON canvas_board_history_v1 (board_id, uuid);
  `);
}

/**
 * A designer's private draft boards (issue 20): marked so that a design project's
 * shared board is never one of them and a client is never let in. Boards made
 * before the flag existed are the ones a proposal names.
 */
export async function addPrivate(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE canvas_boards_v1 ADD COLUMN private boolean NOT NULL DEFAULT false;
    UPDATE canvas_boards_v1 SET private = true
      WHERE board_id IN (SELECT jsonb_array_elements_text(board_ids) FROM review_proposals_v1);
  `);
}
