import type { Knex } from 'knex';
import { kindOfWord, wordsForKind } from '../../domain/catalogue/models3d';

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

/**
 * `tsqueryFor`'s query as tsquery input (cast with ::tsquery, not to_tsquery):
 * a typed word's prefix as the exact lexemes it stands for, a kind's names as
 * their stems, `weight` on the typed words' lexemes. Null when a word has no stem
 * (a stop word): the caller then keeps to_tsquery, which drops it.
 */
export function lexemeQuery(corrections: Map<string, string[]>, expansions: Map<string, Expansion>, joiner: '&' | '|', kinds = true, weight = ''): string | null {
  const groups: string[] = [];
  for (const [word, near] of corrections) {
    const meant = near.includes(word) || near.length === 0 ? [word] : [word, ...near];
    const named = kinds ? meant.map(kindOfWord).filter((k): k is NonNullable<typeof k> => k !== null).flatMap(wordsForKind) : [];
    const alternatives: string[] = [];
    for (const w of meant) {
      const e = expansions.get(w);
      if (!e) return null;
      if (e.lexemes === null) alternatives.push(`${quoted(e.stem)}:*${weight}`);
      // No product has a lexeme with this prefix: the stem alone matches the same nothing.
      else if (e.lexemes.length === 0) alternatives.push(`${quoted(e.stem)}${weight ? `:${weight}` : ''}`);
      else alternatives.push(...e.lexemes.map((l) => `${quoted(l)}${weight ? `:${weight}` : ''}`));
    }
    for (const w of named) {
      const e = expansions.get(w);
      if (!e) return null;
      alternatives.push(quoted(e.stem));
    }
    const unique = [...new Set(alternatives)];
    groups.push(unique.length === 1 ? unique[0] : `(${unique.join(' | ')})`);
  }
  return groups.join(` ${joiner} `);
}
