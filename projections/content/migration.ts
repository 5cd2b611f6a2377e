import type { Knex } from 'knex';

/** 0075_content_design_cases (issue 24): design cases, their reports, and each user's looked-at history. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE content_design_cases_v1 (
      case_id text PRIMARY KEY,
      origin text NOT NULL,
      need_id text,
      designer_id text,
      client_id text,
      author_id text,
      status text NOT NULL,
      consent boolean NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      room_type_id text NOT NULL,
      style text NOT NULL,
      budget_cents bigint NOT NULL,
      goods_ids jsonb NOT NULL,
      pictures jsonb NOT NULL,
      floor_plan jsonb,
      boards jsonb NOT NULL,
      report_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      published_at timestamptz
    );
    CREATE INDEX content_design_cases_v1_public ON content_design_cases_v1 (status, published_at DESC, case_id DESC);
    CREATE INDEX content_design_cases_v1_style ON content_design_cases_v1 (style, room_type_id) WHERE status = 'published';
    CREATE INDEX content_design_cases_v1_designer ON content_design_cases_v1 (designer_id) WHERE designer_id IS NOT NULL;
    CREATE INDEX content_design_cases_v1_client ON content_design_cases_v1 (client_id) WHERE client_id IS NOT NULL;

    CREATE TABLE content_case_reports_v1 (
      report_id text PRIMARY KEY,
      case_id text NOT NULL,
      reporter_id text NOT NULL,
      content text NOT NULL,
      reported_at timestamptz NOT NULL
    );
    CREATE INDEX content_case_reports_v1_case ON content_case_reports_v1 (case_id, reported_at DESC);

    CREATE TABLE content_case_looks_v1 (
      user_id text NOT NULL,
      case_id text NOT NULL,
      looked_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, case_id)
    );
    CREATE INDEX content_case_looks_v1_recent ON content_case_looks_v1 (user_id, looked_at DESC);
  `);
}
