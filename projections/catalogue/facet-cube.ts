import type { Knex } from 'knex';

/**
 * The shop's filter counts without reading every product (issue 22): one row per
 * combination of category, kind, material, colour, brand and "in stock" that some
 * listed product has, with how many products have it and their price range. A
 * listing of the whole catalogue counts its filters from about 20,000 such rows
 * instead of 100,000 products. Kept by the goods projection in the transaction that
 * changes the goods (`updateFacetCube`), so it never disagrees with them.
 */
export const facetCubeTable = 'catalogue_facet_cube_v1';

/** Out of stock as the spec words it (see isPurchasable): the availability says "not" or "out", or it was never marked. */
const inStockSql = `NOT (lower(availability) LIKE '%not%' OR lower(availability) LIKE '%out%' OR ((mark_type IS NULL OR mark_type = 'NO_MARKED') AND mark_time IS NULL))`;

/** The unit separator, which no name or brand contains, between the parts of a facet key. */
const sep = `E'\\x1f'`;

/**
 * Migration: `in_stock` and `facet_key` become generated columns of the goods (so
 * every write keeps them), the cube table is made and filled from the goods.
 */
export async function addFacetCube(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE catalogue_goods_v1
      ADD COLUMN in_stock boolean GENERATED ALWAYS AS (${inStockSql}) STORED,
      ADD COLUMN facet_key text GENERATED ALWAYS AS (
        category_id || ${sep} || coalesce(kind, '') || ${sep} || coalesce(material, '') || ${sep} || coalesce(colour, '') || ${sep} || brand || ${sep} || (${inStockSql})::text
      ) STORED;
    CREATE INDEX catalogue_goods_v1_facet_key ON catalogue_goods_v1 (facet_key, effective_price_cents) WHERE NOT delisted;

    CREATE TABLE ${facetCubeTable} (
      facet_key text PRIMARY KEY,
      category_id text NOT NULL,
      kind text,
      material text,
      colour text,
      brand text NOT NULL,
      in_stock boolean NOT NULL,
      n integer NOT NULL,
      lo integer NOT NULL,
      hi integer NOT NULL
    );
    CREATE INDEX ${facetCubeTable}_category ON ${facetCubeTable} (category_id);
  `);
  await recompute(knex, null);
}

const cubeColumns = ['facet_key', 'category_id', 'kind', 'material', 'colour', 'brand', 'in_stock'] as const;

async function recompute(trx: Knex, keys: readonly string[] | null): Promise<void> {
  const where = keys ? 'AND facet_key = ANY(?::text[])' : '';
  const bindings = keys ? [[...keys]] : [];
  if (keys) await trx(facetCubeTable).whereIn('facet_key', [...keys]).delete();
  await trx.raw(
    `INSERT INTO ${facetCubeTable} (${cubeColumns.join(', ')}, n, lo, hi)
     SELECT ${cubeColumns.join(', ')}, count(*), min(effective_price_cents), max(effective_price_cents)
       FROM catalogue_goods_v1 WHERE NOT delisted ${where}
      GROUP BY ${cubeColumns.join(', ')}`,
    bindings,
  );
}

/** What the cube needs of a listed product. */
export interface FacetRow {
  facet_key: string;
  category_id: string;
  kind: string | null;
  material: string | null;
  colour: string | null;
  brand: string;
  in_stock: boolean;
  price: number;
}

/** The goods' columns a FacetRow is read from. */
export const facetRowColumns = [...cubeColumns, 'effective_price_cents as price'];

/** The listed (not delisted) goods among `ids`, as the cube sees them. */
export async function readFacetRows(trx: Knex, ids: readonly string[]): Promise<Map<string, FacetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await trx('catalogue_goods_v1')
    .select('id', ...facetRowColumns)
    .whereIn('id', [...ids])
    .where('delisted', false);
  return new Map(rows.map((r) => [r.id as string, r as FacetRow]));
}

/**
 * Brings the cube up to date with a batch's changes, given the goods it touched
 * before and after. A product that arrives adds to its combination's count and
 * widens its price range; a product that leaves one (delisted, or another price,
 * category, colour, stock…) has the combination counted again from the goods,
 * since a range cannot be narrowed by subtraction. Combinations left with no
 * product are removed.
 */
export async function updateFacetCube(trx: Knex, before: Map<string, FacetRow>, after: Map<string, FacetRow>): Promise<void> {
  const added = new Map<string, FacetRow & { n: number; lo: number; hi: number }>();
  const left = new Set<string>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const is = after.get(id);
    if (was && is && was.facet_key === is.facet_key && was.price === is.price) continue;
    if (was) left.add(was.facet_key);
    if (is) {
      const sum = added.get(is.facet_key);
      if (sum) Object.assign(sum, { n: sum.n + 1, lo: Math.min(sum.lo, is.price), hi: Math.max(sum.hi, is.price) });
      else added.set(is.facet_key, { ...is, n: 1, lo: is.price, hi: is.price });
    }
  }
  const additions = [...added.values()].filter((row) => !left.has(row.facet_key));
  if (additions.length > 0)
    await trx.raw(
      `INSERT INTO ${facetCubeTable} AS c (${cubeColumns.join(', ')}, n, lo, hi)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(facet_key text, category_id text, kind text, material text, colour text, brand text, in_stock boolean, n integer, lo integer, hi integer)
       ON CONFLICT (facet_key) DO UPDATE SET n = c.n + excluded.n, lo = least(c.lo, excluded.lo), hi = greatest(c.hi, excluded.hi)`,
      [JSON.stringify(additions.map(({ price: _price, ...row }) => row))],
    );
  if (left.size > 0) await recompute(trx, [...left]);
}
