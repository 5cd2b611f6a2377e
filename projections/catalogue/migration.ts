import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

    CREATE TABLE catalogue_categories_v1 (
      id text PRIMARY KEY,
      name text NOT NULL,
      display_name text NOT NULL,
      parent_id text,
      sort integer NOT NULL DEFAULT 0
    );
    CREATE INDEX catalogue_categories_v1_parent ON catalogue_categories_v1 (parent_id);

    CREATE TABLE catalogue_goods_v1 (
      id text PRIMARY KEY,
      name text NOT NULL,
      brand text NOT NULL,
      description text NOT NULL DEFAULT '',
      category_id text NOT NULL,
      price_cents integer NOT NULL,
      sale_price_cents integer,
      effective_price_cents integer GENERATED ALWAYS AS (
        CASE WHEN sale_price_cents IS NOT NULL AND sale_price_cents < price_cents THEN sale_price_cents ELSE price_cents END
      ) STORED,
      availability text NOT NULL,
      saved_pics jsonb NOT NULL DEFAULT '[]'::jsonb,
      dimensions jsonb,
      shipping_type text NOT NULL,
      shipping_cost integer NOT NULL DEFAULT 0,
      shipping_pct numeric(5,2) NOT NULL DEFAULT 0,
      vendor_id text NOT NULL,
      mark_type text,
      mark_time timestamptz,
      listed_at timestamptz NOT NULL,
      delisted boolean NOT NULL DEFAULT false,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', name), 'A') ||
        setweight(to_tsvector('english', brand), 'B') ||
        setweight(to_tsvector('english', description), 'C')
      ) STORED
    );
    CREATE INDEX catalogue_goods_v1_search ON catalogue_goods_v1 USING gin (search);
    CREATE INDEX catalogue_goods_v1_category ON catalogue_goods_v1 (category_id) WHERE NOT delisted;
    CREATE INDEX catalogue_goods_v1_listed ON catalogue_goods_v1 (listed_at DESC, id) WHERE NOT delisted;
    -- Price sorts (either direction) read the page in price order; ties are sorted incrementally.
    CREATE INDEX catalogue_goods_v1_price ON catalogue_goods_v1 (effective_price_cents) WHERE NOT delisted;

    -- Words of product names and brands: the dictionary for typo correction.
    CREATE TABLE catalogue_search_words_v1 (word text PRIMARY KEY);
    CREATE INDEX catalogue_search_words_v1_trgm ON catalogue_search_words_v1 USING gist (word gist_trgm_ops);
  `);
}
