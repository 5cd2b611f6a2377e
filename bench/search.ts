import type { Db } from '../infra/db/knex';
import { goodsTable } from '../projections/catalogue/goods';
import { searchGoods, searchGoodsUncached, type SearchInput } from '../projections/catalogue/goods.queries';
import { searchWords } from '../projections/catalogue/search-words';
import { seededRandom } from '../composition-root/demo/catalogue';
import { now, percentile } from './stats';

/** What shoppers type: words, brands, typos, category pages, deep pages, price sorts. */
export const searchMix: { label: string; input: SearchInput }[] = [
  { label: 'sofa', input: { keywords: 'sofa' } },
  { label: 'oak', input: { keywords: 'oak' } },
  { label: 'walnut chair', input: { keywords: 'walnut chair' } },
  { label: 'velvet sofa', input: { keywords: 'velvet sofa' } },
  { label: 'brass floor lamp', input: { keywords: 'brass floor lamp' } },
  { label: 'chair', input: { keywords: 'chair' } },
  { label: 'Brightwell (brand)', input: { keywords: 'Brightwell' } },
  { label: 'Maple & Moss (brand)', input: { keywords: 'Maple & Moss' } },
  { label: 'harbor loom rug', input: { keywords: 'harbor loom rug' } },
  { label: 'chiar (typo)', input: { keywords: 'chiar' } },
  { label: 'sofs (typo)', input: { keywords: 'sofs' } },
  { label: 'walnutt (typo)', input: { keywords: 'walnutt' } },
  { label: 'leathr sofa (typo)', input: { keywords: 'leathr sofa' } },
  { label: 'marbel coffee table (typo)', input: { keywords: 'marbel coffee table' } },
  { label: 'oak in tables', input: { keywords: 'oak', categoryIds: ['tables'] } },
  { label: 'linen in seating', input: { keywords: 'linen', categoryIds: ['seating'] } },
  { label: '[seating]', input: { categoryIds: ['seating'] } },
  { label: '[lightings]', input: { categoryIds: ['lightings'] } },
  { label: '[sofas]', input: { categoryIds: ['sofas'] } },
  { label: '[seating] page 50', input: { categoryIds: ['seating'], page: 50 } },
  { label: 'chair page 50', input: { keywords: 'chair', page: 50 } },
  { label: 'oak page 20', input: { keywords: 'oak', page: 20 } },
  { label: 'all, newest', input: {} },
  { label: 'all page 50', input: { page: 50 } },
  { label: '[rugs] price asc', input: { categoryIds: ['rugs'], sort: 'price_asc' } },
  { label: 'walnut price desc', input: { keywords: 'walnut', sort: 'price_desc' } },
  { label: 'sofa price asc', input: { keywords: 'sofa', sort: 'price_asc' } },
  { label: 'all price asc', input: { sort: 'price_asc' } },
  { label: 'lamp in lightings page 5', input: { keywords: 'lamp', categoryIds: ['lightings'], page: 5 } },
  { label: 'teak outdoor', input: { keywords: 'teak outdoor' } },
];

export interface SearchFigure {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  baselineP50: number;
  baselineP95: number;
  ratio: number;
  perQuery: { label: string; p50: number; max: number; total: number }[];
}

/**
 * Each search call is followed by the baseline, a primary-key SELECT of the same
 * columns, so both see the same moments of a noisy machine.
 */
/** The shop's filters in use (issue 22): each call also counts every filter value (`withFacets`). */
export const facetMix: { label: string; input: SearchInput }[] = [
  ...searchMix.map((m) => ({ label: `${m.label} + counts`, input: { ...m.input, withFacets: true } })),
  { label: 'velvet sofa, living room, in stock', input: { keywords: 'velvet sofa', filters: { rooms: ['living-room'], inStock: true }, withFacets: true } },
  { label: '[seating] sage or teal, ≤ $1,500', input: { categoryIds: ['seating'], filters: { colours: ['sage', 'teal'], priceMaxCents: 150_000 }, withFacets: true } },
  { label: 'all, bedroom, oak, price asc', input: { sort: 'price_asc', filters: { rooms: ['bedroom'], materials: ['Oak'] }, withFacets: true } },
  { label: 'rug, $200–$800', input: { keywords: 'rug', filters: { priceMinCents: 20_000, priceMaxCents: 80_000 }, withFacets: true } },
  { label: 'all, brand Brightwell', input: { filters: { brands: ['Brightwell'] }, withFacets: true } },
];

/**
 * `cached` false (the default) measures the search itself; true goes through the
 * result cache (ADR 059), as the shop does: after the warm-up, every call is the
 * same search again with the goods unchanged, so it measures a hit.
 */
export async function benchSearch(db: Db, opts: { repeats?: number; seed?: number; mix?: typeof searchMix; cached?: boolean } = {}): Promise<SearchFigure> {
  const mix = opts.mix ?? searchMix;
  const searchGoodsOnce = opts.cached ? searchGoods : searchGoodsUncached;
  const repeats = opts.repeats ?? 11;
  const rand = seededRandom(opts.seed ?? 42);
  const ids = (await db(goodsTable).select('id').orderBy('id')).map((r) => r.id as string);
  const byPk = (id: string) => db(goodsTable).select('*').where({ id }).first();

  // Warm-up: every query and a few lookups once.
  for (const { input } of mix) await searchGoodsOnce(db, input);
  for (let i = 0; i < 50; i++) await byPk(ids[Math.floor(rand() * ids.length)]);

  const order = Array.from({ length: repeats }, () => mix.map((_, i) => i)).flat();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const times: number[] = [];
  const baseline: number[] = [];
  const byQuery = new Map<number, number[]>();
  const totals = new Map<number, number>();
  for (const q of order) {
    let start = now();
    const result = await searchGoodsOnce(db, mix[q].input);
    const ms = now() - start;
    times.push(ms);
    byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
    totals.set(q, result.total);
    start = now();
    await byPk(ids[Math.floor(rand() * ids.length)]);
    baseline.push(now() - start);
  }
  const p95 = percentile(times, 95);
  const baselineP95 = percentile(baseline, 95);
  return {
    calls: times.length,
    p50: percentile(times, 50),
    p95,
    p99: percentile(times, 99),
    baselineP50: percentile(baseline, 50),
    baselineP95,
    ratio: p95 / baselineP95,
    perQuery: mix.map((m, i) => ({
      label: m.label,
      p50: percentile(byQuery.get(i) ?? [], 50),
      max: Math.max(...(byQuery.get(i) ?? [])),
      total: totals.get(i) ?? 0,
    })),
  };
}

export interface PostingsFigure {
  queries: number;
  calls: number;
  p50: number;
  p95: number;
  narrowP50: number;
  narrowP95: number;
}

/**
 * ADR 072: the plain mix's one-word searches (not cached) from the posting lists
 * and, alternating call by call in a shuffled order, the same searches on the
 * narrow rows (`via.postings: false`, the path before) — the same answers, so
 * the same work asked of each.
 */
export async function benchPostings(db: Db, opts: { repeats?: number; seed?: number } = {}): Promise<PostingsFigure> {
  const mix = searchMix.filter((m) => searchWords(m.input.keywords ?? '').length === 1);
  const rand = seededRandom(opts.seed ?? 7);
  const order = Array.from({ length: opts.repeats ?? 11 }, () => mix.map((_, i) => i)).flat();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const { input } of mix) await searchGoodsUncached(db, input);
  const postings: number[] = [];
  const narrow: number[] = [];
  for (const [n, q] of order.entries()) {
    for (const via of n % 2 ? ['narrow', 'postings'] : ['postings', 'narrow']) {
      const start = now();
      await searchGoodsUncached(db, mix[q].input, { postings: via === 'postings' });
      (via === 'postings' ? postings : narrow).push(now() - start);
    }
  }
  return { queries: mix.length, calls: postings.length, p50: percentile(postings, 50), p95: percentile(postings, 95), narrowP50: percentile(narrow, 50), narrowP95: percentile(narrow, 95) };
}
