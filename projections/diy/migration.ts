import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE diy_projects_v1 (
      diy_id text PRIMARY KEY,
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      room_type_id text NOT NULL,
      room_name text NOT NULL,
      status text NOT NULL,
      answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      need_package_id text,
      saved_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX diy_projects_v1_owner ON diy_projects_v1 (owner_kind, owner_id, created_at DESC);
  `);
}
