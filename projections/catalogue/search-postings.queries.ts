import type { Knex } from 'knex';
import { applyFilters, type SearchFilters } from './facet-counts';
import { postingsTable, setKey } from './search-postings';

/** A one-word search's lexemes (search-lexemes.ts `postingTerms`). */
export interface PostingTerms {
  /** Every lexeme of the query: ts_rank divides by their number. */
  lexemes: string[];
  /** Those some product may have. */
  scan: string[];
  /** Those of the word as typed (the name tier). */
  named: string[];
}

export interface PostingsSearch {
  terms: PostingTerms;
  /** The kinds asked for (+10), none when the word names no kind. */
  kinds: string[];
  /** The listing's order (its last keys: newest, then id). */
  keys: { column: string; order: 'asc' | 'desc' }[];
  categoryFilter: string[] | null;
  filters?: SearchFilters;
  page: number;
  pageSize: number;
}

/**
 * A one-word search's page from the posting lists (search-postings.ts, ADR 072):
 * the same matches, rank and order as the narrow rows give, read by index-only
 * scans. One lexeme whose word names no kind is read in the index's order (its
 * rank is `named_rank`), the page being the next `pageSize` entries. Several
 * lexemes are summed per product, as ts_rank sums an `|` query's: from the set
 * postings when the lexemes are a kind's set, else by grouping the postings.
 * Lexemes no product has ever had (a typo's own spelling) are not read, but
 * still count in ts_rank's divisor.
 *
 * The statement holds `page` (id, rank and sort keys of the page's products) and
 * selects `total`; `readPage` adds the columns shown and runs it.
 */
export async function postingsPage(
  db: Knex,
  s: PostingsSearch,
  readPage: (query: Knex.QueryBuilder) => Promise<Record<string, any>[]>,
  grouped = false,
): Promise<Record<string, any>[]> {
  const { terms } = s;
  const kindTier = (column: string) => (s.kinds.length ? ` + CASE WHEN ${column} = ANY(?::text[]) THEN 10 ELSE 0 END` : '');
  const kindValues = s.kinds.length ? [s.kinds] : [];
  const share = `(score / ${terms.lexemes.length}::real)::float8`;
  const where = (q: Knex.QueryBuilder, lexemes: string[]) => {
    q.whereIn('lexeme', lexemes);
    if (s.categoryFilter) q.whereIn('category_id', s.categoryFilter);
    return applyFilters(q, s.filters);
  };
  const query = db.queryBuilder();
  let matches: Knex.QueryBuilder;
  const bySet = terms.scan.length > 1 && !grouped;
  if (terms.scan.length <= 1 || bySet) {
    // One row per product: a lexeme (a product has it once), or a set's posting (its scores summed when written).
    const lexemes = bySet ? [setKey(terms.lexemes)] : terms.scan;
    const named = terms.named.includes(lexemes[0]);
    const rank = bySet
      ? db.raw(`${share} + CASE WHEN a_lexemes && ?::text[] THEN 5 ELSE 0 END${kindTier('kind')} AS rank`, [terms.named, ...kindValues])
      : db.raw(`${terms.lexemes.length === 1 ? (named ? 'named_rank' : 'score::float8') : `${share}${named ? ' + CASE WHEN has_a THEN 5 ELSE 0 END' : ''}`}${kindTier('kind')} AS rank`, kindValues);
    matches = where(db(postingsTable).select('id', 'listed_at', 'effective_price_cents', rank), lexemes);
    query.select(where(db(postingsTable).count('*'), lexemes).as('total'));
  } else {
    const rank = `(sum(score) / ?::real)::float8 + CASE WHEN bool_or(has_a AND lexeme = ANY(?::text[])) THEN 5 ELSE 0 END${kindTier('min(kind)')} AS rank`;
    query.withMaterialized(
      'matches',
      where(db(postingsTable).select('id', db.raw('min(listed_at) AS listed_at, min(effective_price_cents) AS effective_price_cents'), db.raw(rank, [terms.lexemes.length, terms.named, ...kindValues])).groupBy('id'), terms.scan),
    );
    matches = db('matches').select('*');
    query.select(db('matches').count('*').as('total'));
  }
  query.with('page', matches.orderBy(s.keys).limit(s.pageSize).offset((s.page - 1) * s.pageSize));
  const rows = await readPage(query);
  // No set posting found: not a set the postings know (or nothing, or past the end): group the lexemes' postings.
  return rows.length === 0 && bySet ? postingsPage(db, s, readPage, true) : rows;
}
