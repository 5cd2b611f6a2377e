import type { Knex } from 'knex';
import { modelKinds, wordsForKind } from '../../domain/catalogue/models3d';
import { searchRowsTable } from './search-rows';

/**
 * The keyword search's posting lists (issue 27, ADR 072):
 * `catalogue_search_postings_v1`, one row per lexeme of every listed product's
 * search vector, with what a one-word search ranks, filters and sorts by:
 *
 * - `score`: the product's text rank for that lexeme alone — PostgreSQL's own
 *   `ts_rank` with the search's weights, so nothing of the ranking is written
 *   twice. For a query that is one lexeme or lexemes joined by `|`, `ts_rank`
 *   is the sum of these scores over the query's lexemes the product has,
 *   divided by how many lexemes the query has (PostgreSQL's `calc_rank_or`).
 * - `has_a`: the lexeme is in the product's name (weight A).
 * - `named_rank`: `score` plus 5 when `has_a` — a one-word search's rank when
 *   the word names no kind, so the B-tree `(lexeme, named_rank DESC,
 *   listed_at DESC, id)` holds its results in their order: the page is the
 *   index's next twenty entries, whatever the word's number of matches.
 * - the kind, category, listing time and effective price, for the kind tier,
 *   the category and price filters and the price sorts.
 *
 * **Set postings**: a search for a kind reads the kind's other names too
 * ("sofa" is `'sofa' | 'couch' | 'section' | 'loveseat' | 'sette' | …`), which
 * as lexemes means summing each product's postings over the set: a hash
 * aggregate over every match, about half of such a search's time. So each set
 * of stems a kind stands for (`catalogue_search_sets_v1`, from the kinds'
 * words when the read model was built) has postings of its own under its key (a space
 * and the stems: no lexeme has a space): per product with any stem of the set,
 * the sum of its scores in lexeme order (as the aggregate sums them) and the
 * set's lexemes in its name (`a_lexemes`). A search whose lexemes are exactly a
 * set reads those like one lexeme. Any other reads the lexemes, and so does one
 * whose set postings find nothing — as for a set the kinds' words make only
 * since the read model was built (`fillSets`).
 *
 * Why: a common word's matches ("oak": 14,294 of 100,000 products) had every
 * vector read and ranked on each search, 15–20 ms however few were shown. Read
 * here by an index-only scan they cost a fraction of that. The multi-word
 * searches (`&`: their rank depends on the words' distances) and the filters on
 * material, colour, brand and stock keep reading the narrow rows (search-rows.ts).
 *
 * Kept by the goods projection in the transaction that changes the goods,
 * derived from the narrow rows it has just written: a product's postings are
 * replaced when a new price, new details or a delisting changes what they hold
 * (a stock mark does not), so the next search sees the change.
 */
export const postingsTable = 'catalogue_search_postings_v1';

/** The sets of stems the kinds stand for (two or more), each row a stem and its set's key. */
export const setsTable = 'catalogue_search_sets_v1';

/** The text rank's weights for D, C, B and A (the name far above the brand and the description; goods.queries.ts). */
export const rankWeights = '{0.02, 0.05, 0.2, 1.0}';

/** A set's key: a space, then its stems in byte order (COLLATE "C"), space-separated. */
export const setKey = (stems: readonly string[]) => ` ${[...new Set(stems)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))).join(' ')}`;

/**
 * Common table expressions (for a WITH list) that insert into `table` the
 * postings of the rows of `source` (a relation with the narrow rows' columns):
 * `new_postings`, a row per lexeme, and from those `new_set_postings`, a row per
 * set the product has a stem of. A lexeme becomes a one-lexeme tsquery quoted
 * as tsquery input reads it (quotes doubled, backslashes escaped), never parsed.
 */
export const postingsCtes = (source: string, table = postingsTable) => `
  new_postings AS (
    INSERT INTO ${table} (lexeme, id, score, named_rank, has_a, kind, category_id, listed_at, effective_price_cents)
    SELECT u.lexeme, s.id, r.score, r.score::float8 + CASE WHEN 'A' = ANY(u.weights) THEN 5 ELSE 0 END,
           'A' = ANY(u.weights), s.kind, s.category_id, s.listed_at, s.effective_price_cents
      FROM ${source} s
     CROSS JOIN LATERAL unnest(s.search) AS u
     CROSS JOIN LATERAL (
       SELECT ts_rank('${rankWeights}'::float4[], s.search, ('''' || replace(replace(u.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery) AS score
     ) r
    RETURNING lexeme, id, score, has_a, kind, category_id, listed_at, effective_price_cents
  ), new_set_postings AS (
    INSERT INTO ${table} (lexeme, id, score, named_rank, has_a, a_lexemes, kind, category_id, listed_at, effective_price_cents)
    SELECT k.key, p.id, sum(p.score ORDER BY p.lexeme), sum(p.score ORDER BY p.lexeme)::float8, bool_or(p.has_a),
           coalesce(array_agg(p.lexeme ORDER BY p.lexeme) FILTER (WHERE p.has_a), '{}'),
           min(p.kind), min(p.category_id), min(p.listed_at), min(p.effective_price_cents)
      FROM new_postings p JOIN ${setsTable} k ON k.lexeme = p.lexeme
     GROUP BY k.key, p.id
  )`;

/** Inserts the postings and set postings of the rows in `source` into `table` (the bench's copy, else the postings). */
export const insertPostingsSql = (source: string, table = postingsTable) => `WITH ${postingsCtes(source, table)} SELECT 1`;

/** The kinds' one-word names (as a search names a kind, search-lexemes.ts), once per distinct set of two or more. */
function kindWordSets(): string[][] {
  const sets = new Map<string, string[]>();
  for (const kind of modelKinds) {
    const words = wordsForKind(kind);
    if (words.length > 1) sets.set([...words].sort().join(','), words);
  }
  return [...sets.values()];
}

/**
 * The sets of stems, from the kinds' words, when the table is empty: at the
 * migration, and in the goods projection's first batch after a rebuild emptied
 * it. Never changed after that, so every product's set postings are of the same
 * sets; a rebuild takes the kinds' words as they then are. (Two partitions' batches
 * filling it at once: the second's rows are already there.)
 */
export async function fillSets(knex: Knex): Promise<void> {
  // Each word's stem as a search takes it (search-lexemes.ts `expandWords`: the first lexeme of its vector).
  await knex.raw(
    `WITH words AS (
       SELECT w.n, (tsvector_to_array(to_tsvector('english', w.word)))[1] COLLATE "C" AS stem
         FROM json_to_recordset(?::json) AS w(n int, word text)
     ), keyed AS (
       SELECT n, ' ' || string_agg(DISTINCT stem, ' ' ORDER BY stem) AS key
         FROM words WHERE stem IS NOT NULL GROUP BY n HAVING count(DISTINCT stem) > 1
     )
     INSERT INTO ${setsTable} (key, lexeme)
     SELECT DISTINCT k.key, w.stem FROM keyed k JOIN words w USING (n)
      WHERE w.stem IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${setsTable})
     ON CONFLICT (key, lexeme) DO NOTHING`,
    [JSON.stringify(kindWordSets().flatMap((words, n) => words.map((word) => ({ n, word }))))],
  );
}

/** Migration 0102: the sets of stems, the postings filled from the narrow search rows, and their order index. */
export async function addSearchPostings(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${setsTable} (key text COLLATE "C" NOT NULL, lexeme text COLLATE "C" NOT NULL, PRIMARY KEY (key, lexeme));
    CREATE INDEX ${setsTable}_lexeme ON ${setsTable} (lexeme);
    CREATE TABLE ${postingsTable} (
      lexeme text COLLATE "C" NOT NULL,
      id text NOT NULL,
      score real NOT NULL,
      named_rank double precision NOT NULL,
      has_a boolean NOT NULL,
      a_lexemes text[],
      kind text,
      category_id text NOT NULL,
      listed_at timestamptz NOT NULL,
      effective_price_cents integer NOT NULL,
      PRIMARY KEY (id, lexeme)
    );
  `);
  await fillSets(knex);
  await knex.raw(`
    ${insertPostingsSql(searchRowsTable)};
    CREATE INDEX ${postingsTable}_order ON ${postingsTable} (lexeme, named_rank DESC, listed_at DESC, id)
      INCLUDE (score, has_a, a_lexemes, kind, category_id, effective_price_cents);
  `);
}

/**
 * In the goods projection, after `syncSearchRows`: the postings of goods whose
 * price, details or listing the batch changed, replaced from their narrow rows
 * (none when delisted). New
 * listings' postings are written as their rows are inserted (goods.ts).
 */
export async function syncPostings(trx: Knex, changed: readonly string[]): Promise<void> {
  if (changed.length === 0) return;
  await trx(postingsTable).whereIn('id', changed).delete();
  await trx.raw(insertPostingsSql(`(SELECT * FROM ${searchRowsTable} WHERE id = ANY(?::text[]))`), [[...changed]]);
}
