import type { Knex } from 'knex';

/** 0052_ratings_read_models (issue 22): product reviews, and each product's approved count and star totals. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ratings_product_reviews_v1 (
      review_id text PRIMARY KEY,
      goods_id text NOT NULL,
      user_id text NOT NULL,
      author_name text NOT NULL,
      rating smallint NOT NULL,
      title text,
      text text NOT NULL,
      photo jsonb,
      status text NOT NULL,
      revision integer NOT NULL,
      order_id text NOT NULL,
      submitted_at timestamptz NOT NULL,
      written_at timestamptz NOT NULL,
      moderated_at timestamptz,
      moderated_by text,
      reason text,
      position bigint NOT NULL
    );
    CREATE INDEX ratings_product_reviews_v1_public ON ratings_product_reviews_v1 (goods_id, status, written_at DESC, review_id DESC);
    CREATE INDEX ratings_product_reviews_v1_author ON ratings_product_reviews_v1 (user_id, written_at DESC);
    CREATE INDEX ratings_product_reviews_v1_moderation ON ratings_product_reviews_v1 (status, written_at DESC);

    CREATE TABLE ratings_product_stats_v1 (
      goods_id text PRIMARY KEY,
      review_count integer NOT NULL,
      rating_sum integer NOT NULL,
      stars_1 integer NOT NULL DEFAULT 0,
      stars_2 integer NOT NULL DEFAULT 0,
      stars_3 integer NOT NULL DEFAULT 0,
      stars_4 integer NOT NULL DEFAULT 0,
      stars_5 integer NOT NULL DEFAULT 0
    );
  `);
}
