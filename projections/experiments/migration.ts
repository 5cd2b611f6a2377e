import type { Knex } from 'knex';

/** 0087_experiments_results (issue 26): exposures, the visitor ↔ user links and the conversions after an exposure. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE experiments_exposures_v1 (
      experiment_id text NOT NULL,
      run integer NOT NULL,
      kind text NOT NULL,
      visitor_id text NOT NULL,
      user_id text,
      arm text NOT NULL,
      exposed_at timestamptz NOT NULL,
      PRIMARY KEY (experiment_id, run, visitor_id)
    );
    CREATE INDEX experiments_exposures_v1_visitor ON experiments_exposures_v1 (visitor_id);
    CREATE INDEX experiments_exposures_v1_user ON experiments_exposures_v1 (user_id) WHERE user_id IS NOT NULL;
    CREATE TABLE experiments_visitor_users_v1 (
      visitor_id text NOT NULL,
      user_id text NOT NULL,
      PRIMARY KEY (user_id, visitor_id)
    );
    CREATE TABLE experiments_subjects_v1 (
      subject_id text PRIMARY KEY,
      visitor_id text,
      client_id text
    );
    CREATE TABLE experiments_conversions_v1 (
      experiment_id text NOT NULL,
      run integer NOT NULL,
      visitor_id text NOT NULL,
      arm text NOT NULL,
      subject_id text NOT NULL,
      converted_at timestamptz NOT NULL,
      PRIMARY KEY (experiment_id, run, visitor_id)
    );
  `);
}
