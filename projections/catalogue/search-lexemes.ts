import type { Knex } from 'knex';
import { kindOfWord, wordsForKind } from '../../domain/catalogue/models3d';
import type { PostingTerms } from './search-postings.queries';

/**
 * The lexemes of the goods' search vectors (issue 27, ADR 059), so that a typed
 * word's prefix ("oak:*") can be searched as the exact lexemes it stands for
 * ("oak" | "oaken"). A prefix query makes PostgreSQL re-read and re-test every
 * matching product's vector (its GIN matches are "to be rechecked"); exact
 * lexemes are not (for "oak"'s 14,294 matches: count 3.5×, ranked page 2.6×
 * cheaper, measured on the SQL). The same products match either way. Kept by the
 * goods projection (a listing, or new details); never shrinks (a lexeme no
 * product has any more matches nothing).
 */
export const lexemesTable = 'catalogue_search_lexemes_v1';

/** A prefix standing for more lexemes than this stays a prefix. */
const maxLexemes = 32;

/** Migration 0095: the table, filled from the goods. C collation: prefixes are byte ranges. */
export async function addSearchLexemes(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${lexemesTable} (lexeme text COLLATE "C" PRIMARY KEY);
    INSERT INTO ${lexemesTable} (lexeme) SELECT DISTINCT unnest(tsvector_to_array(search)) FROM catalogue_goods_v1;
  `);
}

/** In the goods projection: the lexemes of these goods' vectors. */
export async function learnLexemes(trx: Knex, goodsIds: readonly string[]): Promise<void> {
  if (goodsIds.length === 0) return;
  await trx.raw(
    `INSERT INTO ${lexemesTable} (lexeme)
     SELECT DISTINCT unnest(tsvector_to_array(search)) FROM catalogue_goods_v1 WHERE id = ANY(?::text[])
     ON CONFLICT (lexeme) DO NOTHING`,
    [[...goodsIds]],
  );
}

/** A word's stem (as to_tsquery('english') reads it) and the lexemes starting with it, or null (a stop word). */
type Expansion = { stem: string; lexemes: string[] | null } | null;

/** What each word stands for: its stem and the lexemes with that prefix (null when more than `maxLexemes`). */
export async function expandWords(db: Knex, words: readonly string[]): Promise<Map<string, Expansion>> {
  const result = new Map<string, Expansion>(words.map((w) => [w, null]));
  if (words.length === 0) return result;
  const { rows } = await db.raw<{ rows: { word: string; stem: string | null; lexemes: string[] }[] }>(
    `SELECT w.word, s.stem,
            ARRAY(SELECT l.lexeme FROM ${lexemesTable} l
                   WHERE l.lexeme >= s.stem AND l.lexeme < s.stem || chr(1114111)
                   ORDER BY l.lexeme LIMIT ${maxLexemes + 1}) AS lexemes
       FROM unnest(?::text[]) AS w(word)
       CROSS JOIN LATERAL (SELECT (tsvector_to_array(to_tsvector('english', w.word)))[1] COLLATE "C" AS stem) s`,
    [[...new Set(words)]],
  );
  for (const { word, stem, lexemes } of rows) result.set(word, stem === null ? null : { stem, lexemes: lexemes.length > maxLexemes ? null : lexemes });
  return result;
}

/** Every word a search's tsquery names: the words (or what they may have meant) and the kinds' names. */
export function queryWords(corrections: Map<string, string[]>): string[] {
  const words = [...corrections].flatMap(([word, near]) => (near.includes(word) || near.length === 0 ? [word] : [word, ...near]));
  const kinds = words.map(kindOfWord).filter((k): k is NonNullable<typeof k> => k !== null);
  return [...new Set([...words, ...kinds.flatMap(wordsForKind)])];
}

/** A lexeme as tsquery input: quoted, quotes and backslashes escaped. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** One word's alternatives: its lexemes (or its stem, kept a prefix: `prefix`) and the stems of the kinds it names. */
interface Alternatives {
  typed: { lexeme: string; prefix: boolean; absent: boolean }[];
  kinds: { lexeme: string; absent: boolean }[];
}

/** What each word of `corrections` stands for, in order, or null when a word has no stem (a stop word). */
function alternativesOf(corrections: Map<string, string[]>, expansions: Map<string, Expansion>, kinds: boolean): Alternatives[] | null {
  const groups: Alternatives[] = [];
  for (const [word, near] of corrections) {
    const meant = near.includes(word) || near.length === 0 ? [word] : [word, ...near];
    const named = kinds ? meant.map(kindOfWord).filter((k): k is NonNullable<typeof k> => k !== null).flatMap(wordsForKind) : [];
    const group: Alternatives = { typed: [], kinds: [] };
    for (const w of meant) {
      const e = expansions.get(w);
      if (!e) return null;
      if (e.lexemes === null) group.typed.push({ lexeme: e.stem, prefix: true, absent: false });
      // No product has a lexeme with this prefix: the stem alone matches the same nothing.
      else if (e.lexemes.length === 0) group.typed.push({ lexeme: e.stem, prefix: false, absent: true });
      else group.typed.push(...e.lexemes.map((lexeme) => ({ lexeme, prefix: false, absent: false })));
    }
    for (const w of named) {
      const e = expansions.get(w);
      if (!e) return null;
      // A stem no product has ever had is not among the lexemes (known when they were listed in full).
      group.kinds.push({ lexeme: e.stem, absent: e.lexemes !== null && !e.lexemes.includes(e.stem) });
    }
    groups.push(group);
  }
  return groups;
}

/**
 * `tsqueryFor`'s query as tsquery input (cast with ::tsquery, not to_tsquery):
 * a typed word's prefix as the exact lexemes it stands for, a kind's names as
 * their stems, `weight` on the typed words' lexemes. Null when a word has no stem
 * (a stop word): the caller then keeps to_tsquery, which drops it.
 */
export function lexemeQuery(corrections: Map<string, string[]>, expansions: Map<string, Expansion>, joiner: '&' | '|', kinds = true, weight = ''): string | null {
  const groups = alternativesOf(corrections, expansions, kinds);
  if (groups === null) return null;
  const query = groups.map(({ typed, kinds }) => {
    const alternatives = [
      ...typed.map(({ lexeme, prefix }) => (prefix ? `${quoted(lexeme)}:*${weight}` : `${quoted(lexeme)}${weight ? `:${weight}` : ''}`)),
      ...kinds.map((k) => quoted(k.lexeme)),
    ];
    const unique = [...new Set(alternatives)];
    return unique.length === 1 ? unique[0] : `(${unique.join(' | ')})`;
  });
  return query.join(` ${joiner} `);
}

/**
 * A one-word search as posting lists (search-postings.ts, ADR 072): every
 * lexeme of `lexemeQuery`'s query (`lexemes`: ts_rank divides by their number),
 * those that may have postings (`scan`: not a stem no product has ever had, as a
 * typo's own spelling), and those of the word as typed (`named`: its name test,
 * the query with weight A and no kinds). Null when the search is not one word,
 * has a stop word or keeps a prefix (those read the narrow rows).
 */
export function postingTerms(corrections: Map<string, string[]>, expansions: Map<string, Expansion>): PostingTerms | null {
  const groups = alternativesOf(corrections, expansions, true);
  if (groups === null || groups.length !== 1) return null;
  const [{ typed, kinds }] = groups;
  if (typed.some((t) => t.prefix)) return null;
  const all = [...typed, ...kinds];
  const lexemes = [...new Set(all.map((t) => t.lexeme))];
  // A lexeme is scanned when any of its sources may have it.
  const scan = lexemes.filter((l) => all.some((t) => t.lexeme === l && !t.absent));
  return { lexemes, scan, named: [...new Set(typed.map((t) => t.lexeme))] };
}
