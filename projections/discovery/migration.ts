import type { Knex } from 'knex';

/** 0070_discovery_style_profiles (issue 24): each owner's style profile (a client's, or a visitor's before they sign in). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE discovery_style_profiles_v1 (
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      answers jsonb NOT NULL,
      top_style text NOT NULL,
      runner_up text,
      shares jsonb NOT NULL,
      saved_at timestamptz NOT NULL,
      claimed_from text,
      position bigint NOT NULL,
      PRIMARY KEY (owner_kind, owner_id)
    );
  `);
}
