import type { Knex } from 'knex';

/** Proposals (one row per version) and the client's product comments per board. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE review_proposals_v1 (
      proposal_id text PRIMARY KEY,
      need_id text NOT NULL,
      client_id text NOT NULL,
      designer_id text NOT NULL,
      version integer NOT NULL,
      status text NOT NULL,
      board_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      boards jsonb NOT NULL DEFAULT '[]'::jsonb,
      overall text NOT NULL DEFAULT '',
      row_ver integer NOT NULL DEFAULT 0,
      review_saved_at timestamptz,
      approved_board_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      revisions jsonb NOT NULL DEFAULT '[]'::jsonb,
      drafted_at timestamptz NOT NULL,
      published_at timestamptz
    );
    CREATE INDEX review_proposals_v1_need ON review_proposals_v1 (need_id, version);
    CREATE INDEX review_proposals_v1_client ON review_proposals_v1 (client_id);
    CREATE INDEX review_proposals_v1_boards ON review_proposals_v1 USING gin (board_ids jsonb_path_ops);
    CREATE TABLE review_comments_v1 (
      comment_id text PRIMARY KEY,
      board_id text NOT NULL,
      product_id text NOT NULL,
      client_id text NOT NULL,
      intent text,
      tag_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
      content text NOT NULL DEFAULT '',
      answer text,
      answered_at timestamptz,
      alternatives jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX review_comments_v1_board_product ON review_comments_v1 (board_id, product_id);
  `);
}

/** Each published board's room stills (issue 23): a JSON object of board id → renders. */
export async function rendersUp(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE review_proposals_v1 ADD COLUMN renders jsonb NOT NULL DEFAULT '{}'::jsonb`);
}
