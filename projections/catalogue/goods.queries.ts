import type { Knex } from 'knex';
import { isPurchasable, type GoodsDetails } from '../../domain/catalogue/goods';
import { listCategories, withDescendants } from './categories';
import { goodsTable, wordsTable } from './goods';
import { searchWords } from './search-words';
import { productModelView, productSpecOf } from './product-model';
import { kindFamily, kindOfWord, wordsForKind } from '../../domain/catalogue/models3d';
import { applyFilters, facetGroupingSets, facetGroupingSql, facetsFromRows, listingCounts, type FacetRow, type Facets, type SearchFilters } from './facet-counts';

export type { Facets, FacetValue, SearchFilters } from './facet-counts';
import { modelFactsOfRow } from './facets';
import { cachedSearch } from './search-cache';
import { expandWords, lexemeQuery, postingTerms, queryWords } from './search-lexemes';
import { searchRowsTable } from './search-rows';
import { rankWeights } from './search-postings';
import { postingsPage, type PostingTerms } from './search-postings.queries';

/** A product as pages and the JSON API show it: the goods' details plus what is derived from them. */
export type GoodsView = GoodsDetails & {
  id: string;
  effectivePriceCents: number;
  purchasable: boolean;
  visitUrl: string;
  /** Whether the product has a true-to-size 3D model (issue 22); `savedPics` then starts with its three rendered pictures. */
  hasModel: boolean;
  /** The model's glTF binary, or null. */
  modelUrl: string | null;
};

export type SortOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'for_you';

/**
 * "For you" (issue 24): the materials of the shopper's style profile — its top
 * style's first, its runner-up's next. Products carry no style, so a style
 * ranks by material (domain/discovery `styleMaterials`).
 */
export interface MaterialPreference {
  first: readonly string[];
  then: readonly string[];
}

export interface SearchInput {
  keywords?: string;
  categoryIds?: readonly string[];
  page?: number;
  pageSize?: number;
  sort?: SortOrder;
  filters?: SearchFilters;
  /** Also count what each filter value would show (`facets`). */
  withFacets?: boolean;
  /** For sort `for_you`: without it, that sort is relevance (with keywords) or newest. */
  prefer?: MaterialPreference | null;
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
  facets?: Facets;
}

export const goodsViewColumns = [
  'id', 'name', 'brand', 'description', 'category_id', 'price_cents', 'sale_price_cents', 'effective_price_cents',
  'availability', 'saved_pics', 'dimensions', 'shipping_type', 'shipping_cost', 'shipping_pct', 'vendor_id',
  'mark_type', 'mark_time', 'model_kind', 'model_variant', 'model_material', 'model_colour',
];

/**
 * Drawings listed before products had models: a product with a model shows its
 * rendered pictures instead. A model's pictures are made, never stored: one saved
 * into savedPics (a form sending back what it was shown) is not shown twice.
 */
const notAPhoto = (url: string) => url.startsWith('/media/art/') || url.startsWith('/media/models/');

export function toView(r: Record<string, any>): GoodsView {
  const facts = modelFactsOfRow(r);
  const model = productModelView(r.id, productSpecOf({ name: r.name, categoryId: r.category_id, dimensions: r.dimensions, ...facts }));
  const stored: string[] = r.saved_pics ?? [];
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
    savedPics: model.hasModel ? [...model.modelPictures, ...stored.filter((url) => !notAPhoto(url))] : stored.filter((url) => !url.startsWith('/media/models/')),
    visitUrl: `/marketPlace/product/${r.id}`,
    hasModel: model.hasModel,
    modelUrl: model.modelUrl,
    dimensions: r.dimensions,
    shippingType: r.shipping_type,
    shippingCost: r.shipping_cost,
    shippingPct: Number(r.shipping_pct),
    vendorId: r.vendor_id,
    markType: r.mark_type,
    markTime: r.mark_time,
    ...facts,
  };
  return { ...view, purchasable: isPurchasable(view) };
}

/** A tsquery as SQL (`?::tsquery` or `to_tsquery('english', ?)`) and its one binding. */
type TsQuery = { sql: string; value: string };

export const totalPagesFor = (total: number, pageSize: number) => Math.floor(total / pageSize) + 1;

/**
 * For each keyword, the dictionary words it may have meant. A word found in the
 * dictionary stands for itself; a misspelt one ("chiar", "sofs") is read as its
 * nearest neighbours by trigram distance that are also close by similarity or
 * edit distance. Words under four letters are matched as prefixes only.
 * `dictionary` is a table of words like the catalogue's (design cases keep their own, issue 24).
 */
export async function correct(db: Knex, words: string[], dictionary: string = wordsTable): Promise<Map<string, string[]>> {
  const result = new Map(words.map((w) => [w, [] as string[]]));
  const long = words.filter((w) => w.length >= 4);
  if (long.length === 0) return result;
  const { rows } = await db.raw<{ rows: { input: string; word: string }[] }>(
    `SELECT q.input, m.word
       FROM unnest(?::text[]) AS q(input)
       CROSS JOIN LATERAL (
         SELECT s.word, s.word <-> q.input AS distance FROM ${dictionary} s
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

/**
 * The search's tsquery: each word (or the words it may have meant), joined by
 * `joiner`. A word that names a kind stands for the kind's other names and the
 * kinds a shopper means with it ("sofa" also finds settees, loveseats and
 * sectionals; issue 22).
 */
export function tsqueryFor(corrections: Map<string, string[]>, joiner: '&' | '|', kinds = true, weight = ''): string {
  const groups = [...corrections].map(([word, near]) => {
    const meant = near.includes(word) || near.length === 0 ? [word] : [word, ...near];
    const named = kinds ? meant.map(kindOfWord).filter((k): k is NonNullable<typeof k> => k !== null) : [];
    const alternatives = [...new Set([...meant.map((w) => `${w}:*${weight}`), ...named.flatMap(wordsForKind)])];
    return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
  });
  return groups.join(` ${joiner} `);
}

/** The kinds the keywords ask for, with the kinds shoppers mean with them (none when no word names a kind). */
export function kindsAskedFor(corrections: Map<string, string[]>): string[] {
  const kinds = [...corrections].flatMap(([word, near]) => [word, ...near]).map(kindOfWord).filter((k): k is NonNullable<typeof k> => k !== null);
  return [...new Set(kinds.flatMap(kindFamily))];
}

/**
 * Relevance (issue 22): a product of the kind asked for (its name's head noun, the
 * read model's `kind`) comes first (+10), and of those one whose name has every word as typed (+5: a "sectional"
 * search shows sectionals before the loveseats it also finds), then the text rank
 * with the name weighted far above the brand and the description (ts_rank
 * weights for D, C, B, A: `rankWeights`, search-postings.ts).
 */
/** The listing's order: its sort keys, then newest first, then id, so that pages never overlap. */
function orderKeys(sort: SortOrder, ranked: boolean): { column: string; order: 'asc' | 'desc' }[] {
  const keys: { column: string; order: 'asc' | 'desc' }[] = [];
  if (sort === 'for_you') keys.push({ column: 'fit', order: 'desc' });
  if ((sort === 'relevance' || sort === 'for_you') && ranked) keys.push({ column: 'rank', order: 'desc' });
  if (sort === 'price_asc') keys.push({ column: 'effective_price_cents', order: 'asc' });
  if (sort === 'price_desc') keys.push({ column: 'effective_price_cents', order: 'desc' });
  keys.push({ column: 'listed_at', order: 'desc' }, { column: 'id', order: 'asc' });
  return keys;
}

/**
 * A page of the catalogue with its exact total (and, asked for, the filters' counts).
 *
 * Keyword searches compute the matches once (id, sort keys and, for relevance,
 * the rank), then take the page, the count and the filters' counts from that set
 * and read the full rows of the page only. Listings without keywords read the page
 * through the listed_at / price indexes and, at the same time, their total and
 * filters' counts from the facet cube (from the goods under a price filter). (A window
 * `count(*) OVER ()` would carry every matching row, all columns, through a
 * spilling sort: 250 ms for the whole catalogue at 100,000 products.)
 *
 * A one-word search reads the posting lists instead (`runPostings`, ADR 072);
 * `via.postings: false` keeps it on the narrow rows (the tests and the bench
 * compare the two).
 */
export async function searchGoodsUncached(db: Knex, input: SearchInput, via: { postings?: boolean } = {}): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 20, 1), 100);
  const page = Math.max(input.page ?? 1, 1);
  const words = searchWords(input.keywords ?? '').slice(0, 8);
  const asked: SortOrder = input.sort ?? (words.length ? 'relevance' : 'newest');
  const sort: SortOrder = asked === 'for_you' && !input.prefer ? (words.length ? 'relevance' : 'newest') : asked;
  // How well a product's material fits the preference: 2 the top style's, 1 the runner-up's.
  const fit = (k: Knex) => k.raw('CASE WHEN material = ANY(?::text[]) THEN 2 WHEN material = ANY(?::text[]) THEN 1 ELSE 0 END AS fit', [[...(input.prefer?.first ?? [])], [...(input.prefer?.then ?? [])]]);

  let categoryFilter: string[] | null = null;
  if (input.categoryIds?.length) categoryFilter = withDescendants(await listCategories(db), input.categoryIds);

  const corrections = await correct(db, words);
  // The query as exact lexemes where every word has a stem (search-lexemes.ts), else as before.
  const expansions = words.length ? await expandWords(db, queryWords(corrections)) : new Map();
  const queryOf = (joiner: '&' | '|', kinds = true, weight = ''): TsQuery => {
    const literal = lexemeQuery(corrections, expansions, joiner, kinds, weight);
    return literal !== null ? { sql: '?::tsquery', value: literal } : { sql: `to_tsquery('english', ?)`, value: tsqueryFor(corrections, joiner, kinds, weight) };
  };
  // A listing reads the goods (not delisted); a keyword search its own narrow rows (listed goods only, search-rows.ts).
  const filtered = (q: Knex.QueryBuilder, tsquery: TsQuery | null) => {
    if (!tsquery) q.where('delisted', false);
    if (categoryFilter) q.whereIn('category_id', categoryFilter);
    applyFilters(q, input.filters);
    if (tsquery) q.whereRaw(`search @@ ${tsquery.sql}`, [tsquery.value]);
    return q;
  };
  const run = async (tsquery: TsQuery, page: number): Promise<Record<string, any>[]> => {
    const offset = (page - 1) * pageSize;
    const keys = orderKeys(sort, true);
    return db.transaction(async (trx) => {
      // With the default random_page_cost (4, for spinning disks) the planner reads a
      // common word's matches (oak: 13% of the catalogue) by a sequential scan that
      // evaluates @@ on every row, twice as slow as the GIN index. The read model is
      // served from memory, so random reads are priced like sequential ones here.
      await trx.raw('SET LOCAL random_page_cost = 1.1');
      const matches = filtered(trx(searchRowsTable).select('id', 'listed_at', 'effective_price_cents'), tsquery);
      if (input.withFacets) matches.select('kind', 'material', 'colour', 'brand', 'in_stock');
      if (sort === 'for_you') matches.select(fit(trx));
      if (sort === 'relevance' || sort === 'for_you') {
        // ts_rank, not ts_rank_cd: the cover density of an expanded query ("sofa" is
        // seven words) cost 15 µs a row, 120 ms for a common word's 8,000 matches.
        // The name's words as typed are the query restricted to weight A.
        const named = queryOf('&', false, 'A');
        matches.select(
          trx.raw(
            `ts_rank(?::float4[], search, ${tsquery.sql})
             + CASE WHEN search @@ ${named.sql} THEN 5 ELSE 0 END
             + CASE WHEN kind = ANY(?::text[]) THEN 10 ELSE 0 END AS rank`,
            [rankWeights, tsquery.value, named.value, kindsAskedFor(corrections)],
          ),
        );
      }
      const query = trx
        .withMaterialized('matches', matches)
        .with('page', trx('matches').select('*').orderBy(keys).limit(pageSize).offset(offset))
        .select(...goodsViewColumns.map((c) => `g.${c}`))
        .from('page')
        .join(`${goodsTable} as g`, 'g.id', 'page.id')
        .orderBy(keys.map((k) => ({ ...k, column: `page.${k.column}` })));
      // The total, or (asked for) the filters' counts over the same matches, whose
      // grand total it is, in the same statement.
      if (!input.withFacets) query.select(trx('matches').count('*').as('total'));
      else
        query
          // First one pass to the combinations found (a few hundred), then the grouping sets over those.
          .with(
            'facets',
            trx.raw(
              `SELECT json_agg(f) AS rows FROM (
                 SELECT ${facetGroupingSql('sum(n)', 'lo', 'hi')}
                   FROM (SELECT kind, material, colour, brand, in_stock, count(*) AS n, min(effective_price_cents) AS lo, max(effective_price_cents) AS hi
                           FROM matches GROUP BY kind, material, colour, brand, in_stock) AS combinations
                  GROUP BY ${facetGroupingSets}) f`,
            ),
          )
          .select(trx.raw('(SELECT rows FROM facets) AS facet_rows'));
      return query;
    });
  };

  // A one-word search's page from the posting lists (ADR 072), with the goods' columns shown.
  const runPostings = (terms: PostingTerms, page: number) =>
    postingsPage(db, { terms, kinds: kindsAskedFor(corrections), keys: orderKeys(sort, true), categoryFilter, filters: input.filters, page, pageSize }, (query) =>
      query
        .select(...goodsViewColumns.map((c) => `g.${c}`))
        .from('page')
        .join(`${goodsTable} as g`, 'g.id', 'page.id')
        .orderBy(orderKeys(sort, true).map((k) => ({ ...k, column: `page.${k.column}` }))),
    );

  const used: Record<string, string> = {};
  for (const [word, near] of corrections) if (near.length && !near.includes(word)) used[word] = near[0];
  const result = (rows: Record<string, any>[], total: number, facets: Facets | null) => ({
    items: rows.map(toView), total, page, pageSize, totalPages: totalPagesFor(total, pageSize), corrections: used, ...(facets ? { facets } : {}),
  });

  if (words.length === 0) {
    // A listing: the page through the listed_at / price indexes, and beside it, on
    // another connection, the total and counts (from the facet cube).
    const [rows, counts] = await Promise.all([
      filtered(db(goodsTable).select(...goodsViewColumns, ...(sort === 'for_you' ? [fit(db)] : [])), null).orderBy(orderKeys(sort, false)).limit(pageSize).offset((page - 1) * pageSize),
      listingCounts(db, categoryFilter, input.filters, input.withFacets ?? false),
    ]);
    return result(rows, counts.total, counts.facets);
  }

  // A one-word search without the filters the postings lack (material, colour, brand, stock) or their counts.
  const f = input.filters;
  const terms = via.postings !== false && sort !== 'for_you' && !input.withFacets && !f?.colours?.length && !f?.materials?.length && !f?.brands?.length && !f?.inStock ? postingTerms(corrections, expansions) : null;
  if (terms) {
    const rows = await runPostings(terms, page);
    const countRows = rows.length === 0 && page > 1 ? await runPostings(terms, 1) : rows;
    return result(rows, countRows.length ? Number(countRows[0].total) : 0, null);
  }

  let tsquery = queryOf('&');
  let rows = await run(tsquery, page);
  // Nothing has every word: show what has any of them rather than an empty page.
  if (rows.length === 0 && page === 1 && words.length > 1) rows = await run((tsquery = queryOf('|')), page);
  // A page past the end has no row to carry the total: count from the first page.
  const countRows = rows.length === 0 && page > 1 ? await run(tsquery, 1) : rows;

  if (input.withFacets) {
    const facetRows = (countRows[0]?.facet_rows as FacetRow[] | undefined) ?? [];
    return result(rows, facetRows.find((r) => r.g === 31)?.n ?? 0, facetsFromRows(facetRows));
  }
  return result(rows, countRows.length ? Number(countRows[0].total) : 0, null);
}

/** `searchGoodsUncached`, answered from memory while the goods have not changed (search-cache.ts, ADR 059). */
export const searchGoods = (db: Knex, input: SearchInput): Promise<SearchResult> => cachedSearch(db, input, searchGoodsUncached);

export async function getGoodsByIds(db: Knex, ids: readonly string[]): Promise<GoodsView[]> {
  if (ids.length === 0) return [];
  const rows = await db(goodsTable).select(...goodsViewColumns).whereIn('id', ids);
  const byId = new Map(rows.map((r) => [r.id, toView(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function getGoods(db: Knex, id: string): Promise<(GoodsView & { delisted: boolean }) | null> {
  const row = await db(goodsTable).select(...goodsViewColumns, 'delisted').where({ id }).first();
  return row ? { ...toView(row), delisted: row.delisted } : null;
}

export async function countGoods(db: Knex): Promise<number> {
  const [{ count }] = await db(goodsTable).count({ count: '*' }).where('delisted', false);
  return Number(count);
}

/** Which of these products are delisted (unknown ids are simply not among them). */
export async function delistedAmong(db: Knex, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await db(goodsTable).select('id').whereIn('id', ids).where('delisted', true);
  return new Set(rows.map((r) => r.id));
}
