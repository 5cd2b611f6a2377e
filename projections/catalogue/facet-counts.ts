import type { Knex } from 'knex';
import { facetCubeTable } from './facet-cube';
import { goodsTable } from './goods';
import { colourLabel, kindLabel, rooms, type RoomKey } from './facets';

/** The shop's filters (issue 22): each narrows the list; values of one filter are alternatives. */
export interface SearchFilters {
  priceMinCents?: number;
  priceMaxCents?: number;
  colours?: readonly string[];
  materials?: readonly string[];
  brands?: readonly string[];
  rooms?: readonly RoomKey[];
  kinds?: readonly string[];
  inStock?: boolean;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** How many of the products found have each filter value (with every filter applied). */
export interface Facets {
  kinds: FacetValue[];
  materials: FacetValue[];
  colours: FacetValue[];
  brands: FacetValue[];
  rooms: FacetValue[];
  inStock: number;
  priceCents: { min: number; max: number } | null;
}

/** The filters on a table with the goods' filter columns (the goods, the cube, or a search's matches). */
export function applyFilters(q: Knex.QueryBuilder, f: SearchFilters | undefined, prefix = '') {
  if (!f) return q;
  const c = (column: string) => `${prefix}${column}`;
  if (f.priceMinCents !== undefined) q.where(c('effective_price_cents'), '>=', f.priceMinCents);
  if (f.priceMaxCents !== undefined) q.where(c('effective_price_cents'), '<=', f.priceMaxCents);
  if (f.colours?.length) q.whereIn(c('colour'), [...f.colours]);
  if (f.materials?.length) q.whereIn(c('material'), [...f.materials]);
  if (f.brands?.length) q.whereIn(c('brand'), [...f.brands]);
  if (f.kinds?.length) q.whereIn(c('kind'), [...f.kinds]);
  if (f.rooms?.length) q.whereIn(c('kind'), [...new Set(f.rooms.flatMap((r) => rooms[r].kinds))]);
  if (f.inStock) q.where(c('in_stock'), true);
  return q;
}

/**
 * One row per filter value and one for the whole set, from a source with the
 * filter columns: GROUPING SETS over kind, material, colour, brand and in_stock.
 * `count` is `count(*)` over goods or `sum(n)` over the cube. `g` is the
 * grouping bitmask (a bit per column not grouped by).
 */
export const facetGroupingSql = (count: string, lo: string, hi: string) =>
  `kind, material, colour, brand, in_stock, GROUPING(kind, material, colour, brand, in_stock) AS g,
   ${count}::int AS n, min(${lo}) AS lo, max(${hi}) AS hi`;
export const facetGroupingSets = 'GROUPING SETS ((kind), (material), (colour), (brand), (in_stock), ())';

export interface FacetRow {
  kind: string | null;
  material: string | null;
  colour: string | null;
  brand: string | null;
  in_stock: boolean | null;
  g: number;
  n: number;
  lo: number | string | null;
  hi: number | string | null;
}

/** Which column a grouping row counts (the one bit not set), or 'all'. */
const groupedBy = ['kind', 'material', 'colour', 'brand', 'in_stock'] as const;
const columnOf = (g: number) => (g === 31 ? 'all' : groupedBy.find((_, i) => (g & (1 << (4 - i))) === 0) ?? 'all');

/** The grouping rows as the shop's filters show them: values by count, rooms from the kinds. */
export function facetsFromRows(rows: readonly FacetRow[]): Facets {
  const values = (column: 'kind' | 'material' | 'colour' | 'brand', label: (v: string) => string) =>
    rows
      .filter((r) => columnOf(r.g) === column && r[column] !== null)
      .map((r) => ({ value: String(r[column]), label: label(String(r[column])), count: r.n }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const all = rows.find((r) => r.g === 31);
  const kinds = values('kind', kindLabel);
  const byKind = new Map(kinds.map((k) => [k.value, k.count]));
  const roomCounts = (Object.keys(rooms) as RoomKey[])
    .map((key) => ({ value: key, label: rooms[key].label, count: rooms[key].kinds.reduce((n, k) => n + (byKind.get(k) ?? 0), 0) }))
    .filter((r) => r.count > 0);
  return {
    kinds,
    materials: values('material', (v) => v),
    colours: values('colour', colourLabel),
    brands: values('brand', (v) => v),
    rooms: roomCounts,
    inStock: rows.find((r) => columnOf(r.g) === 'in_stock' && r.in_stock === true)?.n ?? 0,
    priceCents: all && all.n > 0 && all.lo !== null && all.hi !== null ? { min: Number(all.lo), max: Number(all.hi) } : null,
  };
}

/**
 * The total and the filters' counts of a listing without keywords. Without a price
 * filter they are read from the cube (a row per combination of category and filter
 * values, kept by the goods projection); a price range cuts across its rows, so
 * then from the goods. `facets` false reads the total only.
 */
export async function listingCounts(
  db: Knex,
  categoryIds: readonly string[] | null,
  filters: SearchFilters | undefined,
  facets: boolean,
): Promise<{ total: number; facets: Facets | null }> {
  const byPrice = filters?.priceMinCents !== undefined || filters?.priceMaxCents !== undefined;
  const q = byPrice ? db(goodsTable).where('delisted', false) : db(facetCubeTable);
  if (categoryIds) q.whereIn('category_id', [...categoryIds]);
  applyFilters(q, filters);
  if (!facets) {
    const row = await q.first(db.raw(byPrice ? 'count(*)::int AS n' : 'coalesce(sum(n), 0)::int AS n'));
    return { total: row?.n ?? 0, facets: null };
  }
  const rows: FacetRow[] = await (byPrice
    ? q.select(db.raw(facetGroupingSql('count(*)', 'effective_price_cents', 'effective_price_cents')))
    : q.select(db.raw(facetGroupingSql('sum(n)', 'lo', 'hi')))
  ).groupByRaw(facetGroupingSets);
  return { total: rows.find((r) => r.g === 31)?.n ?? 0, facets: facetsFromRows(rows) };
}

/** How many listed products have each colour (issue 24's colour filter), from the facet cube. */
export async function productColourCounts(db: Knex): Promise<Map<string, number>> {
  const rows: { colour: string; n: string }[] = await db(facetCubeTable).whereNotNull('colour').groupBy('colour').select('colour').sum({ n: 'n' });
  return new Map(rows.map((r) => [r.colour, Number(r.n)]));
}
