import type { Knex } from 'knex';

/** 0078_profiles (issue 24): public profiles, posts, designers' ratings from their projects, and clients' designer choices. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE profiles_profiles_v1 (
      user_id text PRIMARY KEY,
      handle text NOT NULL,
      handle_lower text NOT NULL,
      bio text NOT NULL,
      public boolean NOT NULL,
      kind text NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX profiles_profiles_v1_handle ON profiles_profiles_v1 (handle_lower);
    CREATE INDEX profiles_profiles_v1_public ON profiles_profiles_v1 (kind, handle_lower) WHERE public;

    CREATE TABLE profiles_posts_v1 (
      post_id text PRIMARY KEY,
      author_id text NOT NULL,
      picture_key text NOT NULL,
      picture_ext text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      caption text NOT NULL,
      goods_ids jsonb NOT NULL,
      published_at timestamptz NOT NULL
    );
    CREATE INDEX profiles_posts_v1_author ON profiles_posts_v1 (author_id, published_at DESC);
    CREATE INDEX profiles_posts_v1_recent ON profiles_posts_v1 (published_at DESC, post_id DESC);

    CREATE TABLE profiles_designer_ratings_v1 (
      need_id text PRIMARY KEY,
      designer_id text,
      stars integer
    );
    CREATE INDEX profiles_designer_ratings_v1_designer ON profiles_designer_ratings_v1 (designer_id) WHERE stars IS NOT NULL;

    CREATE TABLE profiles_designer_choices_v1 (
      need_id text PRIMARY KEY,
      client_id text NOT NULL,
      designer_id text NOT NULL,
      chosen_at timestamptz NOT NULL
    );
  `);
}
