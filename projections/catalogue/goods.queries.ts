import type { Knex } from 'knex';
import { isPurchasable, type Dimensions, type MarkType, type ShippingType } from '../../domain/catalogue/goods';
import { listCategories, withDescendants } from './categories';
import { goodsTable, wordsTable } from './goods';
import { searchWords } from './search-words';

export interface GoodsView {
  id: string;
  name: string;
  brand: string;
  description: string;
  categoryId: string;
  priceCents: number;
  salePriceCents: number | null;
  effectivePriceCents: number;
  availability: string;
  purchasable: boolean;
  savedPics: string[];
  visitUrl: string;
  dimensions: Dimensions | null;
  shippingType: ShippingType;
  shippingCost: number;
  shippingPct: number;
  vendorId: string;
  markType: MarkType | null;
  markTime: string | null;
}

export type SortOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

export interface SearchInput {
  keywords?: string;
  categoryIds?: readonly string[];
  page?: number;
  pageSize?: number;
  sort?: SortOrder;
}

export interface SearchResult {
  items: GoodsView[];
  total: number;
  page: number;
  pageSize: number;
  /** The spec's count: floor(total / pageSize) + 1. */
  totalPages: number;
  /** Words that were read as other words ("sofs" → "sofa"), for "showing results for …". */
  corrections: Record<string, string>;
}

const viewColumns = [
  'id', 'name', 'brand', 'description', 'category_id', 'price_cents', 'sale_price_cents', 'effective_price_cents',
  'availability', 'saved_pics', 'dimensions', 'shipping_type', 'shipping_cost', 'shipping_pct', 'vendor_id',
  'mark_type', 'mark_time',
];

export function toView(r: Record<string, any>): GoodsView {
  const view = {
    id: r.id,
    name: r.name,
    brand: r.brand,
    description: r.description,
    categoryId: r.category_id,
    priceCents: r.price_cents,
    salePriceCents: r.sale_price_cents,
    effectivePriceCents: r.effective_price_cents,
    availability: r.availability,
    savedPics: r.saved_pics,
    visitUrl: `/marketPlace/product/${r.id}`,
    dimensions: r.dimensions,
    shippingType: r.shipping_type,
    shippingCost: r.shipping_cost,
    shippingPct: Number(r.shipping_pct),
    vendorId: r.vendor_id,
    markType: r.mark_type,
    markTime: r.mark_time,
  };
  return { ...view, purchasable: isPurchasable(view) };
}

export const totalPagesFor = (total: number, pageSize: number) => Math.floor(total / pageSize) + 1;

/**
 * For each keyword, the dictionary words it may have meant. A word found in the
 * dictionary stands for itself; a misspelt one ("chiar", "sofs") is read as its
 * nearest neighbours by trigram distance that are also close by similarity or
 * edit distance. Words under four letters are matched as prefixes only.
 */
async function correct(db: Knex, words: string[]): Promise<Map<string, string[]>> {
  const result = new Map(words.map((w) => [w, [] as string[]]));
  const long = words.filter((w) => w.length >= 4);
  if (long.length === 0) return result;
  const { rows } = await db.raw<{ rows: { input: string; word: string }[] }>(
    `SELECT q.input, m.word
       FROM unnest(?::text[]) AS q(input)
       CROSS JOIN LATERAL (
         SELECT s.word, s.word <-> q.input AS distance FROM ${wordsTable} s
          ORDER BY s.word <-> q.input
          LIMIT 5
       ) m
      WHERE m.word = q.input
         OR similarity(m.word, q.input) >= 0.3
         OR levenshtein(m.word, q.input) <= CASE WHEN length(q.input) >= 5 THEN 2 ELSE 1 END
      ORDER BY q.input, m.distance, m.word`,
    [long],
  );
  for (const { input, word } of rows) {
    const near = result.get(input)!;
    if (near.length < 3) near.push(word);
  }
  return result;
}

function tsqueryFor(corrections: Map<string, string[]>, joiner: '&' | '|'): string {
  const groups = [...corrections].map(([word, near]) => {
    if (near.includes(word) || near.length === 0) return `${word}:*`;
    return `(${[`${word}:*`, ...near].join(' | ')})`;
  });
  return groups.join(` ${joiner} `);
}

export async function searchGoods(db: Knex, input: SearchInput): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 20, 1), 100);
  const page = Math.max(input.page ?? 1, 1);
  const words = searchWords(input.keywords ?? '').slice(0, 8);
  const sort: SortOrder = input.sort ?? (words.length ? 'relevance' : 'newest');

  let categoryFilter: string[] | null = null;
  if (input.categoryIds?.length) categoryFilter = withDescendants(await listCategories(db), input.categoryIds);

  const corrections = await correct(db, words);
  const run = async (tsquery: string | null) => {
    const q = db(goodsTable).select(...viewColumns).select(db.raw('count(*) OVER () AS total')).where('delisted', false);
    if (categoryFilter) q.whereIn('category_id', categoryFilter);
    if (tsquery) {
      q.whereRaw(`search @@ to_tsquery('english', ?)`, [tsquery]);
      if (sort === 'relevance') q.orderByRaw(`ts_rank_cd(search, to_tsquery('english', ?)) DESC`, [tsquery]);
    }
    if (sort === 'price_asc') q.orderBy('effective_price_cents', 'asc');
    if (sort === 'price_desc') q.orderBy('effective_price_cents', 'desc');
    q.orderBy('listed_at', 'desc').orderBy('id', 'asc');
    return q.limit(pageSize).offset((page - 1) * pageSize);
  };

  let rows = await run(words.length ? tsqueryFor(corrections, '&') : null);
  // Nothing has every word: show what has any of them rather than an empty page.
  if (rows.length === 0 && page === 1 && words.length > 1) rows = await run(tsqueryFor(corrections, '|'));

  const total = rows.length ? Number(rows[0].total) : 0;
  const used: Record<string, string> = {};
  for (const [word, near] of corrections) if (near.length && !near.includes(word)) used[word] = near[0];
  return { items: rows.map(toView), total, page, pageSize, totalPages: totalPagesFor(total, pageSize), corrections: used };
}

export async function getGoodsByIds(db: Knex, ids: readonly string[]): Promise<GoodsView[]> {
  if (ids.length === 0) return [];
  const rows = await db(goodsTable).select(...viewColumns).whereIn('id', ids);
  const byId = new Map(rows.map((r) => [r.id, toView(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function getGoods(db: Knex, id: string): Promise<(GoodsView & { delisted: boolean }) | null> {
  const row = await db(goodsTable).select(...viewColumns, 'delisted').where({ id }).first();
  return row ? { ...toView(row), delisted: row.delisted } : null;
}

/** Other products from the same category, for "You may also like". */
export async function relatedGoods(db: Knex, goods: GoodsView, limit = 4): Promise<GoodsView[]> {
  const rows = await db(goodsTable)
    .select(...viewColumns)
    .where({ category_id: goods.categoryId, delisted: false })
    .whereNot({ id: goods.id })
    .orderByRaw('abs(effective_price_cents - ?)', [goods.effectivePriceCents])
    .orderBy('id')
    .limit(limit);
  return rows.map(toView);
}

export async function countGoods(db: Knex): Promise<number> {
  const [{ count }] = await db(goodsTable).count({ count: '*' }).where('delisted', false);
  return Number(count);
}
