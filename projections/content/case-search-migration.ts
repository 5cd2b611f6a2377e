import type { Knex } from 'knex';

/**
 * 0077_content_case_search (issue 24): what the inspiration gallery filters and
 * the site search finds design cases by — one row per case with its colours
 * (its products' colours) and its weighted words — the goods' names and colours
 * the case rows are made from, and the cases' word dictionary for typo correction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE content_case_goods_v1 (
      goods_id text PRIMARY KEY,
      name text NOT NULL,
      category_id text NOT NULL,
      dimensions jsonb,
      model_kind text,
      model_variant text,
      model_material text,
      model_colour text,
      colour text
    );

    CREATE TABLE content_case_search_v1 (
      case_id text PRIMARY KEY,
      published boolean NOT NULL DEFAULT false,
      published_at timestamptz,
      room_type_id text NOT NULL,
      room_name text NOT NULL,
      style text NOT NULL,
      budget_cents bigint NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      goods_ids text[] NOT NULL,
      colours text[] NOT NULL DEFAULT '{}',
      product_names text NOT NULL DEFAULT '',
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', style || ' ' || room_name), 'B') ||
        setweight(to_tsvector('english', product_names), 'C') ||
        setweight(to_tsvector('english', description), 'D')
      ) STORED
    );
    -- The gallery: newest first, whatever the filters (at most the published cases are read).
    CREATE INDEX content_case_search_v1_newest ON content_case_search_v1 (published_at DESC, case_id DESC) WHERE published;
    CREATE INDEX content_case_search_v1_room ON content_case_search_v1 (room_type_id, published_at DESC, case_id DESC) WHERE published;
    CREATE INDEX content_case_search_v1_colours ON content_case_search_v1 USING gin (colours) WHERE published;
    CREATE INDEX content_case_search_v1_search ON content_case_search_v1 USING gin (search) WHERE published;
    -- Which cases a product's new name or colour changes.
    CREATE INDEX content_case_search_v1_goods ON content_case_search_v1 USING gin (goods_ids);

    -- The gallery's version: one more each time a batch changes what the gallery shows (the ?v= of links to /inspiration).
    CREATE TABLE content_gallery_version_v1 (id integer PRIMARY KEY, version bigint NOT NULL);

    CREATE TABLE content_case_words_v1 (word text PRIMARY KEY);
    CREATE INDEX content_case_words_v1_trgm ON content_case_words_v1 USING gist (word gist_trgm_ops);
  `);
}
