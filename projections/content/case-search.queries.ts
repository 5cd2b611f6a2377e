import type { Knex } from 'knex';
import { wordsTable } from '../catalogue/goods';
import { correct, tsqueryFor } from '../catalogue/goods.queries';
import { searchWords } from '../catalogue/search-words';
import { caseSearchTable, caseWordsTable } from './case-search';

/** The gallery's filters (issue 24); each narrows the list. */
export interface GalleryFilter {
  roomTypeId?: string | null;
  style?: string | null;
  colour?: string | null;
  budget?: { minCents: number; maxCents: number | null } | null;
}

/** A page of published cases, newest first, with their total: ids only (the cards are read by id). */
export async function galleryPage(db: Knex, { start, pageSize, ...f }: GalleryFilter & { start: number; pageSize: number }): Promise<{ total: number; ids: string[] }> {
  const base = () => {
    const q = db(caseSearchTable).where({ published: true });
    if (f.roomTypeId) q.where({ room_type_id: f.roomTypeId });
    if (f.style) q.where({ style: f.style });
    if (f.colour) q.whereRaw('colours @> ARRAY[?]::text[]', [f.colour]);
    if (f.budget) {
      q.where('budget_cents', '>=', f.budget.minCents);
      if (f.budget.maxCents !== null) q.where('budget_cents', '<', f.budget.maxCents);
    }
    return q;
  };
  const [[{ n }], rows] = await Promise.all([
    base().count<{ n: string }[]>({ n: '*' }),
    base().select('case_id').orderBy([{ column: 'published_at', order: 'desc' }, { column: 'case_id', order: 'desc' }]).offset(start).limit(pageSize),
  ]);
  return { total: Number(n), ids: rows.map((r) => r.case_id as string) };
}

/** How many published cases show each colour (a case shows its products' colours). */
export async function caseColourCounts(db: Knex): Promise<Map<string, number>> {
  const { rows } = await db.raw<{ rows: { colour: string; n: string }[] }>(`SELECT colour, count(*) AS n FROM ${caseSearchTable}, unnest(colours) AS colour WHERE published GROUP BY colour`);
  return new Map(rows.map((r) => [r.colour, Number(r.n)]));
}

/** How many published cases there are of each room type. */
export async function caseRoomCounts(db: Knex): Promise<Map<string, number>> {
  const rows: { room_type_id: string; n: string }[] = await db(caseSearchTable).where({ published: true }).groupBy('room_type_id').select('room_type_id').count({ n: '*' });
  return new Map(rows.map((r) => [r.room_type_id, Number(r.n)]));
}

/** The products published cases show most (shop the look), with how many cases show each; optionally of one room type. */
export async function productsInCases(db: Knex, { roomTypeId, limit }: { roomTypeId?: string | null; limit: number }): Promise<{ goodsId: string; cases: number }[]> {
  const { rows } = await db.raw<{ rows: { goods_id: string; n: string }[] }>(
    `SELECT g AS goods_id, count(*) AS n FROM ${caseSearchTable}, unnest(goods_ids) AS g
      WHERE published ${roomTypeId ? 'AND room_type_id = ?' : ''}
      GROUP BY g ORDER BY count(*) DESC, g LIMIT ?`,
    roomTypeId ? [roomTypeId, limit] : [limit],
  );
  return rows.map((r) => ({ goodsId: r.goods_id, cases: Number(r.n) }));
}

/**
 * For each keyword, the words it may have meant, from the cases' own words and
 * the catalogue's (product names): a word either knows stands for itself.
 */
async function caseCorrections(db: Knex, words: string[]): Promise<Map<string, string[]>> {
  const [own, shop] = await Promise.all([correct(db, words, caseWordsTable), correct(db, words, wordsTable)]);
  return new Map(
    words.map((w) => {
      const a = own.get(w) ?? [];
      const b = shop.get(w) ?? [];
      return [w, a.includes(w) || b.includes(w) ? [w] : [...new Set([...a, ...b])].slice(0, 3)];
    }),
  );
}

/** Case ranking weights (D description, C product names, B style and room, A title), as the catalogue weights name over description. */
const caseRankWeights = '{0.05, 0.2, 0.5, 1.0}';
/** How many matching cases at most are ranked (twice: title/style/room matches and any). */
const candidates = 500;

export interface CaseHit {
  caseId: string;
  rank: number;
}

/**
 * Published cases matching the keyword, best first: the text rank, plus 5 when
 * the title has every word as typed; misspelt words are read as the words they
 * were near (as the marketplace does). Nothing has every word: any of them.
 * At most `limit` hits (limit ≤ 500) and their total.
 */
export async function searchCases(db: Knex, keyword: string, limit: number): Promise<{ total: number; hits: CaseHit[]; corrections: Record<string, string> }> {
  const words = searchWords(keyword).slice(0, 8);
  if (!words.length) return { total: 0, hits: [], corrections: {} };
  const corrections = await caseCorrections(db, words);
  // Bounded work however common the words (ADR 043): the candidates are the newest 500
  // cases whose title, style or room match and the newest 500 that match anywhere;
  // only those are ranked. The total is counted apart, without ranking.
  const run = async (tsquery: string, strong: string) => {
    const [{ rows }, { rows: counted }] = await Promise.all([
      db.raw<{ rows: { case_id: string; rank: number }[] }>(
        `WITH strong AS (SELECT case_id FROM ${caseSearchTable} WHERE published AND search @@ to_tsquery('english', ?) ORDER BY published_at DESC LIMIT ${candidates}),
              anywhere AS (SELECT case_id FROM ${caseSearchTable} WHERE published AND search @@ to_tsquery('english', ?) ORDER BY published_at DESC LIMIT ${candidates}),
              picked AS (SELECT case_id FROM strong UNION SELECT case_id FROM anywhere)
         SELECT c.case_id, ts_rank(?::float4[], c.search, to_tsquery('english', ?))
                  + CASE WHEN c.search @@ to_tsquery('english', ?) THEN 5 ELSE 0 END AS rank
           FROM picked JOIN ${caseSearchTable} c USING (case_id)
          ORDER BY rank DESC, c.published_at DESC, c.case_id
          LIMIT ?`,
        [strong, tsquery, caseRankWeights, tsquery, tsqueryFor(corrections, '&', false, 'A'), limit],
      ),
      db.raw<{ rows: { n: string }[] }>(`SELECT count(*) AS n FROM ${caseSearchTable} WHERE published AND search @@ to_tsquery('english', ?)`, [tsquery]),
    ]);
    return { rows, total: Number(counted[0]?.n ?? 0) };
  };
  let found = await run(tsqueryFor(corrections, '&'), tsqueryFor(corrections, '&', false, 'AB'));
  if (!found.rows.length && words.length > 1) found = await run(tsqueryFor(corrections, '|'), tsqueryFor(corrections, '|', false, 'AB'));
  const { rows, total } = found;
  const used: Record<string, string> = {};
  for (const [word, near] of corrections) if (near.length && !near.includes(word)) used[word] = near[0];
  return { total, hits: rows.map((r) => ({ caseId: r.case_id, rank: Number(r.rank) })), corrections: used };
}
