import type { Db } from '../infra/db/knex';
import type { Runtime } from '../infra/runtime';
import { seededRandom, type DemoGoods } from '../composition-root/demo/catalogue';
import { designCaseStream } from '../domain/content/design-case';
import { caseStyles } from '../domain/content/design-case';
import { inspirationRooms, budgetBands } from '../domain/content/inspiration';
import { colours } from '../domain/catalogue/finishes';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { categoriesProjection } from '../projections/catalogue/categories';
import { goodsProjection } from '../projections/catalogue/goods';
import { searchGoods } from '../projections/catalogue/goods.queries';
import { caseSearchProjection } from '../projections/content/case-search';
import { designCasesProjection } from '../projections/content/design-cases';
import { ProjectionRunner } from '../workers/projection-runner';
import { galleryOf, galleryQuery, inspirationVersion } from '../app/content/application/inspiration.server';
import { searchAll } from '../app/search/application/search-all.server';
import { now, percentile, pool } from './stats';

/**
 * Issue 24: /inspiration and /search over 10,000 published cases and 100,000
 * products. Each figure is the page's server work (its loader's reads: the
 * gallery page and its version; the search over every source), each call
 * followed by the baseline, the marketplace index's read (its newest 20 and
 * counts), so both see the same moments of a noisy machine.
 */
export interface InspirationFigure {
  cases: number;
  loadMs: number;
  catchUpMs: number;
  gallery: { p50: number; p95: number; calls: number };
  search: { p50: number; p95: number; calls: number };
  baseline: { p50: number; p95: number };
  slowest: { label: string; p50: number }[];
}

const moods = ['retreat', 'refresh', 'edit', 'story', 'makeover', 'nook', 'corner', 'haven'];

/** 10,000 staff cases, each authored and published, furnished with 4–12 products of the catalogue. */
async function loadCases(db: Db, goods: DemoGoods[], count: number) {
  const rand = seededRandom(2024);
  const nameOf = new Map(goods.map((g) => [g.goodsId, g.name]));
  const chunk = 200;
  await pool(Math.ceil(count / chunk), 4, (c) =>
    db.transaction(async (trx) => {
      const inTrx = new PostgresEventStore(trx);
      for (let i = c * chunk; i < Math.min(count, (c + 1) * chunk); i++) {
        const room = inspirationRooms[i % inspirationRooms.length];
        const style = caseStyles[Math.floor(rand() * caseStyles.length)];
        const n = 4 + Math.floor(rand() * 9);
        const goodsIds = Array.from({ length: n }, () => goods[Math.floor(rand() * goods.length)].goodsId);
        const names = goodsIds.slice(0, 2).map((id) => nameOf.get(id) ?? '');
        const caseId = `bench-${i}`;
        const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
        const content = {
          title: `${style} ${room.name.toLowerCase()} ${moods[i % moods.length]} ${i}`,
          description: `A ${style.toLowerCase()} ${room.name.toLowerCase()} around ${names.join(' and ')}.`,
          roomTypeId: room.roomTypeId, style, budgetCents: 50_000 * (2 + Math.floor(rand() * 40)), goodsIds,
          pictures: [{ url: '/media/rooms/living-room.webp', alt: '' }], floorPlan: null, boards: [],
        };
        const meta = (k: string) => ({ commandId: `bench:case:${caseId}:${k}`, actor: { kind: 'system' as const } });
        await inTrx.append(
          designCaseStream(caseId),
          [
            { type: 'DesignCaseAuthored', data: { caseId, authorId: 'bench', content, authoredAt: at }, metadata: meta('a') },
            { type: 'DesignCasePublished', data: { caseId, publishedBy: 'bench', publishedAt: at }, metadata: meta('p') },
          ],
          { expectedVersion: 'no_stream', commandId: `bench:case:${caseId}` },
        );
      }
    }),
  );
}

const galleryMix: { label: string; params: string }[] = [
  { label: '/inspiration', params: '' },
  { label: 'page 20', params: 'page=20' },
  { label: 'style Modern', params: 'style=Modern' },
  { label: 'room kitchen (/inspiration/kitchen)', params: 'room=5' },
  { label: 'colour sage', params: 'colour=sage' },
  { label: 'budget under $2,000', params: 'budget=under-2k' },
  { label: 'style + colour + budget', params: `style=Coastal&colour=navy&budget=${budgetBands[2].id}` },
  { label: 'room + style + colour, page 3', params: 'room=3&style=Scandinavian&colour=natural-oak&page=3' },
  { label: `colour ${colours[20].key}, page 5`, params: `colour=${colours[20].key}&page=5` },
];

const searchMix = ['sofa', 'modern', 'scandinavian bedroom', 'walnut', 'oak dining table', 'coastal', 'velvet sofa', 'brass lamp', 'sofs', 'scandinavain', 'mid century living room', 'kitchen', 'farmhouse kitchen edit', 'xyzzy'];

export async function benchInspiration(db: Db, goods: DemoGoods[], log: (m: string) => void, count = 10_000): Promise<InspirationFigure> {
  let start = now();
  await loadCases(db, goods, count);
  const loadMs = now() - start;
  log(`appended ${count.toLocaleString('en-US')} design cases (authored + published) in ${(loadMs / 1000).toFixed(1)} s`);
  start = now();
  // The content projections read the goods' events too: they start from the beginning of the feed.
  await new ProjectionRunner(db, new PostgresEventStore(db), [categoriesProjection, goodsProjection, designCasesProjection, caseSearchProjection]).catchUp();
  const catchUpMs = now() - start;
  log(`content projections caught up in ${(catchUpMs / 1000).toFixed(1)} s`);
  await db.raw('VACUUM ANALYZE content_case_search_v1, content_design_cases_v1, content_case_words_v1, content_case_goods_v1');

  const runtime = { db } as unknown as Runtime;
  const gallery = (params: string) => Promise.all([galleryOf(runtime, galleryQuery(new URLSearchParams(params))), inspirationVersion(runtime)]);
  const search = (keyword: string) => searchAll(runtime, { keyword });
  const baseline = () => searchGoods(db, {});
  for (const g of galleryMix) await gallery(g.params);
  for (const k of searchMix) await search(k);
  for (let i = 0; i < 10; i++) await baseline();

  const rand = seededRandom(7);
  const calls: { kind: 'gallery' | 'search'; i: number }[] = [
    ...Array.from({ length: 11 }, () => galleryMix.map((_, i) => ({ kind: 'gallery' as const, i }))).flat(),
    ...Array.from({ length: 11 }, () => searchMix.map((_, i) => ({ kind: 'search' as const, i }))).flat(),
  ];
  for (let i = calls.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [calls[i], calls[j]] = [calls[j], calls[i]];
  }
  const times = { gallery: [] as number[], search: [] as number[], baseline: [] as number[] };
  const byLabel = new Map<string, number[]>();
  for (const c of calls) {
    const label = c.kind === 'gallery' ? `gallery ${galleryMix[c.i].label}` : `search “${searchMix[c.i]}”`;
    let t = now();
    if (c.kind === 'gallery') await gallery(galleryMix[c.i].params);
    else await search(searchMix[c.i]);
    const ms = now() - t;
    times[c.kind].push(ms);
    byLabel.set(label, [...(byLabel.get(label) ?? []), ms]);
    t = now();
    await baseline();
    times.baseline.push(now() - t);
  }
  const fig = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), calls: xs.length });
  return {
    cases: count, loadMs, catchUpMs,
    gallery: fig(times.gallery), search: fig(times.search), baseline: { p50: percentile(times.baseline, 50), p95: percentile(times.baseline, 95) },
    slowest: [...byLabel].map(([label, xs]) => ({ label, p50: percentile(xs, 50) })).sort((a, b) => b.p50 - a.p50).slice(0, 8),
  };
}

/** The rows of the report: /inspiration and /search p95 next to the marketplace index's read, target ≤ 100 ms. */
export function inspirationRows(f: InspirationFigure, goodsCount: number, target = 100) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const base = `${ms(f.baseline.p95)} (marketplace index read p95)`;
  return [
    { figure: `/inspiration server work p95, ${f.cases.toLocaleString('en-US')} cases + ${goodsCount.toLocaleString('en-US')} products (${f.gallery.calls} calls)`, value: `${ms(f.gallery.p95)} (p50 ${ms(f.gallery.p50)})`, baseline: base, ratio: `${(f.gallery.p95 / f.baseline.p95).toFixed(2)}×`, target: `≤ ${target} ms`, verdict: (f.gallery.p95 <= target ? 'PASS' : 'MISS') as 'PASS' | 'MISS' },
    { figure: `/search server work p95, products + cases + styles (${f.search.calls} calls)`, value: `${ms(f.search.p95)} (p50 ${ms(f.search.p50)})`, baseline: base, ratio: `${(f.search.p95 / f.baseline.p95).toFixed(2)}×`, target: `≤ ${target} ms`, verdict: (f.search.p95 <= target ? 'PASS' : 'MISS') as 'PASS' | 'MISS' },
  ];
}
