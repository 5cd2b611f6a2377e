import type { Knex } from 'knex';

/**
 * The keyword search's own narrow read model (issue 27, ADR 064):
 * `catalogue_search_v1`, one row per listed (not delisted) product with only
 * what a search reads of every match — the search vector, the filter and sort
 * columns — and a GIN index on the vector. A keyword search reads its matches
 * here and the full rows of its page only from the goods.
 *
 * Why: a common word's matches are spread over most of the goods' pages (wide
 * rows: descriptions, pictures, dimensions); "oak" visited 7,111 of the table's
 * ~9,000 pages for 14,294 products. The same matches here fill less than half
 * the pages. Kept by the goods projection in the transaction that changes the
 * goods (copied from the goods row it has just written, vector included), so a
 * price, stock or listing change shows on the very next search.
 */
export const searchRowsTable = 'catalogue_search_v1';

/** The columns copied from the goods (same names, so the filters apply to either table). */
export const searchRowColumns = ['id', 'search', 'category_id', 'kind', 'material', 'colour', 'brand', 'in_stock', 'listed_at', 'effective_price_cents'] as const;

/** Migration 0099: the table, filled from the goods. */
export async function addSearchRows(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${searchRowsTable} (
      id text PRIMARY KEY,
      search tsvector NOT NULL,
      category_id text NOT NULL,
      kind text,
      material text,
      colour text,
      brand text NOT NULL,
      in_stock boolean NOT NULL,
      listed_at timestamptz NOT NULL,
      effective_price_cents integer NOT NULL
    );
    INSERT INTO ${searchRowsTable} (${searchRowColumns.join(', ')}) SELECT ${searchRowColumns.join(', ')} FROM catalogue_goods_v1 WHERE NOT delisted;
    CREATE INDEX ${searchRowsTable}_search ON ${searchRowsTable} USING gin (search);
  `);
}

/**
 * Migration 0100: the goods' own GIN index on the vector goes — nothing searches
 * the goods by words any more, and each listing would otherwise pay for two.
 */
export async function dropGoodsSearchIndex(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS catalogue_goods_v1_search');
}

/**
 * In the goods projection, after the batch's goods rows are written: the search
 * rows of goods changed by the batch, replaced as the goods now are (removed when
 * delisted). New listings' rows are copied as they are inserted (goods.ts).
 */
export async function syncSearchRows(trx: Knex, changed: readonly string[]): Promise<void> {
  if (changed.length === 0) return;
  await trx(searchRowsTable).whereIn('id', changed).delete();
  await trx.raw(
    `INSERT INTO ${searchRowsTable} (${searchRowColumns.join(', ')})
     SELECT ${searchRowColumns.join(', ')} FROM catalogue_goods_v1 WHERE id = ANY(?::text[]) AND NOT delisted
     ON CONFLICT (id) DO NOTHING`,
    [[...changed]],
  );
}
