import { describe, expect, it } from 'vitest';
import { correct, searchGoodsUncached, type SearchInput } from '../../projections/catalogue/goods.queries';
import { expandWords, postingTerms, queryWords } from '../../projections/catalogue/search-lexemes';
import { goodsTable } from '../../projections/catalogue/goods';
import { insertPostingsSql, postingsTable, setKey, setsTable, syncPostings } from '../../projections/catalogue/search-postings';
import { searchRowsTable, syncSearchRows } from '../../projections/catalogue/search-rows';
import { searchWords } from '../../projections/catalogue/search-words';
import { createTestDatabase } from '../support/db';

/**
 * ADR 072: a one-word search reads the posting lists, and must answer exactly as
 * the same search over the narrow rows' vectors (ts_rank, the name test, the kind
 * tier, then newest): the same products, in the same order, with the same total —
 * the whole answer compared, on the demo catalogue, for words a shopper types
 * (kinds and their other names, materials, brands, typos, a stop word, a
 * two-letter prefix, a word nothing has) under every sort, a category, price and
 * kind filters, and pages from the first to past the end.
 */
const db = createTestDatabase({ demo: true });

const words = ['sofa', 'sofas', 'couch', 'sectional', 'runner', 'rug', 'chair', 'chandelier', 'nightstand', 'lamp', 'table', 'desk', 'mirror', 'ottoman', 'bed', 'oak', 'walnut', 'velvet', 'linen', 'brass', 'ceramic', 'teak', 'boucle', 'brightwell', 'sofs', 'chiar', 'walnutt', 'leathr', 'the', 'oa', 'zzzzqx'];
const variants: Partial<SearchInput>[] = [
  {},
  { page: 2, pageSize: 5 },
  { page: 50 },
  { sort: 'newest' },
  { sort: 'price_asc' },
  { sort: 'price_desc', pageSize: 7 },
  { categoryIds: ['seating'] },
  { categoryIds: ['lightings'], sort: 'price_asc' },
  { filters: { priceMinCents: 20_000, priceMaxCents: 80_000 } },
  { filters: { kinds: ['sofa', 'loveseat'] } },
  { filters: { rooms: ['living-room'] }, page: 2, pageSize: 3 },
];

describe('one-word searches from the posting lists (issue 27, ADR 072)', () => {
  for (const word of words)
    it(`“${word}”: the same answer as the narrow rows give, under every sort, filter and page`, async () => {
      const { db: conn } = await db;
      for (const variant of variants) {
        const input: SearchInput = { keywords: word, ...variant };
        const fromPostings = await searchGoodsUncached(conn, input);
        const fromVectors = await searchGoodsUncached(conn, input, { postings: false });
        expect(fromPostings, JSON.stringify(input)).toEqual(fromVectors);
      }
    });

  it('products made to test the rank: a word in the name, only in the brand or the description, several of a search\'s lexemes in one product, kinds asked for or not', async () => {
    const { db: conn } = await db;
    const trx = await conn.transaction();
    try {
      const { rows: columns } = await trx.raw(`SELECT column_name FROM information_schema.columns WHERE table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`, [goodsTable]);
      const source = (await trx(searchRowsTable).first('id')).id as string;
      const made: Record<string, { name: string; brand: string; description: string; kind: string | null }> = {
        m1: { name: 'Harbor Side Table', brand: 'Oak House', description: 'Walnut legs and a walnut top', kind: 'side-table' },
        m2: { name: 'Walnut Sofa Couch', brand: 'Lumen', description: 'A sofa, a couch and a loveseat in one', kind: 'sofa' },
        m3: { name: 'Plain Stool', brand: 'Lumen', description: 'Oak, oak and more oak; sits beside a sofa', kind: null },
        m4: { name: 'Wool Rug Runner', brand: 'Oak House', description: 'A runner rug for the hall', kind: 'runner' },
        m5: { name: 'Oak Oak Oak Sofa', brand: 'Walnut Works', description: 'Oak', kind: 'loveseat' },
      };
      for (const [id, m] of Object.entries(made)) {
        const list = columns.map((c: { column_name: string }) => `"${c.column_name}"`);
        const values = list.map((c: string) => (['"id"', '"name"', '"brand"', '"description"', '"kind"'].includes(c) ? '?' : c));
        await trx.raw(`INSERT INTO ${goodsTable} (${list.join(', ')}) SELECT ${values.join(', ')} FROM ${goodsTable} WHERE id = ?`, [
          ...list.flatMap((c: string) => ({ '"id"': [id], '"name"': [m.name], '"brand"': [m.brand], '"description"': [m.description], '"kind"': [m.kind] })[c] ?? []),
          source,
        ]);
      }
      await syncSearchRows(trx, Object.keys(made));
      await syncPostings(trx, Object.keys(made));
      for (const keywords of ['oak', 'walnut', 'sofa', 'couch', 'rug', 'runner', 'table', 'harbor', 'lumen'])
        for (const variant of [{ pageSize: 100 }, { sort: 'price_desc' as const }, { page: 2, pageSize: 3 }]) {
          const input: SearchInput = { keywords, ...variant };
          const fromPostings = await searchGoodsUncached(trx, input);
          expect(fromPostings, JSON.stringify(input)).toEqual(await searchGoodsUncached(trx, input, { postings: false }));
          if (!variant.page && !variant.sort) expect(fromPostings.items.some((g) => g.id in made), JSON.stringify(input)).toBe(true);
        }
    } finally {
      await trx.rollback();
    }
  });

  it('the comparison covers what the postings path must get right: several lexemes summed per product, found-nothing, and most products', async () => {
    const { db: conn } = await db;
    const termsOf = async (word: string) => {
      const corrections = await correct(conn, searchWords(word));
      return postingTerms(corrections, await expandWords(conn, queryWords(corrections)));
    };
    // A stop word, and a prefix standing for more than 32 lexemes, stay on the narrow rows (and answer the same); the rest are postings.
    expect(await termsOf('the')).toBeNull();
    // (Lexemes no product has match nothing: they make "qq" a prefix of 40.)
    await conn('catalogue_search_lexemes_v1').insert(Array.from({ length: 40 }, (_, i) => ({ lexeme: `qq${i}` })));
    expect(await termsOf('qq')).toBeNull();
    const input = { keywords: 'qq', sort: 'price_asc' as const };
    expect(await searchGoodsUncached(conn, input)).toEqual(await searchGoodsUncached(conn, input, { postings: false }));
    const postingWords = words.filter((w) => w !== 'the');
    const all = await Promise.all(postingWords.map(termsOf));
    expect(postingWords.filter((_, i) => all[i] === null)).toEqual([]);
    // Some products of the demo catalogue have two lexemes of one search ("rug" is also "runner"): their scores are summed.
    let summed = 0;
    for (const t of all) {
      const [{ n }] = await conn
        .from(conn(postingsTable).select('id').whereIn('lexeme', t!.lexemes).groupBy('id').havingRaw('count(*) > 1').as('x'))
        .count({ n: '*' });
      summed += Number(n);
    }
    expect(summed).toBeGreaterThan(0);
    const [{ n: found }] = await conn(postingsTable).countDistinct({ n: 'id' }).whereIn('lexeme', all.flatMap((t) => t!.lexemes));
    const [{ n: listed }] = await conn(searchRowsTable).count({ n: '*' });
    expect(Number(found)).toBeGreaterThan(Number(listed) / 2);
  });

  it('a kind\'s set of names is read from its set postings; without them (a set the read model does not know) the lexemes\' postings give the same answer', async () => {
    const { db: conn } = await db;
    const corrections = await correct(conn, searchWords('sofa'));
    const terms = postingTerms(corrections, await expandWords(conn, queryWords(corrections)))!;
    const key = setKey(terms.lexemes);
    expect((await conn(setsTable).where({ key }).pluck('lexeme')).sort()).toEqual([...terms.lexemes].sort());
    const [{ n: products }] = await conn(postingsTable).whereIn('lexeme', terms.lexemes).countDistinct({ n: 'id' });
    const [{ n: setPostings }] = await conn(postingsTable).where({ lexeme: key }).count({ n: '*' });
    expect(Number(setPostings)).toBe(Number(products));
    const inputs: SearchInput[] = [{ keywords: 'sofa' }, { keywords: 'couch', sort: 'price_asc' }, { keywords: 'sofa', page: 3, pageSize: 4 }];
    const before = await Promise.all(inputs.map((input) => searchGoodsUncached(conn, input)));
    const trx = await conn.transaction();
    try {
      await trx(postingsTable).where({ lexeme: key }).delete();
      for (const [i, input] of inputs.entries()) expect(await searchGoodsUncached(trx, input), JSON.stringify(input)).toEqual(before[i]);
    } finally {
      await trx.rollback();
    }
  });

  it('a lexeme with a quote or a backslash becomes a posting of its own, ranked as that lexeme alone', async () => {
    const { db: conn } = await db;
    const trx = await conn.transaction();
    try {
      const vector = `$$'o''brien':1A 'back\\\\slash':2A,4C 'plain':3B$$::tsvector`;
      await trx(searchRowsTable).insert({ id: 'odd', search: trx.raw(vector), category_id: 'seating', kind: null, material: null, colour: null, brand: 'x', in_stock: true, listed_at: new Date(), effective_price_cents: 100 });
      await trx.raw(insertPostingsSql(`(SELECT * FROM ${searchRowsTable} WHERE id = 'odd')`));
      const rows = await trx(postingsTable).where({ id: 'odd' }).select('lexeme', 'has_a', 'score', 'named_rank').orderBy('lexeme');
      expect(rows.map((r) => [r.lexeme, r.has_a])).toEqual([
        ['back\\slash', true],
        ["o'brien", true],
        ['plain', false],
      ]);
      // Each found in the vector (a wrongly quoted lexeme would rank 0), the name's 5 above its score.
      for (const r of rows) {
        expect(r.score).toBeGreaterThan(0);
        expect(r.named_rank).toBeCloseTo(r.score + (r.has_a ? 5 : 0), 5);
      }
    } finally {
      await trx.rollback();
    }
  });
});
