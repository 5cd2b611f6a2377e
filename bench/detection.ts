import type { Db } from '../infra/db/knex';
import type { DetectedObject } from '../domain/detection/objects';
import { matchObject } from '../projections/detection/candidates';
import { getGoodsByIds } from '../projections/catalogue/goods.queries';
import { seededRandom, type DemoGoods } from '../composition-root/demo/catalogue';
import type { Row } from './report';
import { ms, times } from './report';
import { now, percentile } from './stats';

/**
 * Issue 25: matching a render's pieces to the catalogue — 8 detected objects
 * (a living room: sofa, armchair, coffee table, rug, floor lamp, pendant,
 * mirror, side table), each ranked over the 100,000 products by the candidate
 * query and the matcher, the 8 at once as the page does. Each call is followed
 * by the baseline: reading 8 products by primary key (what showing them costs
 * anyway), so both see the same moments of a noisy machine.
 */
export interface DetectionFigure {
  calls: number;
  p50: number;
  p95: number;
  baselineP50: number;
  baselineP95: number;
}

const render: DetectedObject[] = [
  ['sofa', 'sage', 'Velvet', 210, 150_000],
  ['armchair', 'ivory', 'Boucle', 80, null],
  ['coffee-table', 'walnut', 'Walnut', 115, 60_000],
  ['rug', 'oat', 'Wool', 240, null],
  ['floor-lamp', 'brass', 'Brass', 40, 25_000],
  ['pendant', 'rattan', 'Rattan', 45, null],
  ['mirror', 'brass', null, 75, null],
  ['side-table', 'white-marble', 'Marble', 45, 30_000],
].map(([kind, colour, material, widthCm, priceHintCents]) => ({ label: String(kind), kind, colour, material, widthCm, priceHintCents, box: { x: 0.1, y: 0.1, w: 0.3, h: 0.3 }, confidence: 0.8 }) as DetectedObject);

export async function benchDetection(db: Db, goods: DemoGoods[], log: (m: string) => void, rounds = 60): Promise<DetectionFigure> {
  const rand = seededRandom(25);
  const ids = goods.map((g) => g.goodsId);
  const match = () => Promise.all(render.map((o) => matchObject(db, o, 5)));
  log('detection: warm-up');
  for (let i = 0; i < 5; i++) await match();
  const t: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = now();
    const found = await match();
    t.push(now() - start);
    if (found.some((m) => m.length === 0)) throw new Error('a piece found no product');
    start = now();
    await getGoodsByIds(db, Array.from({ length: 8 }, () => ids[Math.floor(rand() * ids.length)]!));
    base.push(now() - start);
  }
  return { calls: rounds, p50: percentile(t, 50), p95: percentile(t, 95), baselineP50: percentile(base, 50), baselineP95: percentile(base, 95) };
}

export function detectionRows(f: DetectionFigure, goodsCount: number): Row[] {
  return [
    {
      figure: `shop the photo: 8 pieces matched over ${goodsCount.toLocaleString('en-US')} products (p95, p50 ${ms(f.p50)})`,
      value: ms(f.p95),
      baseline: `${ms(f.baselineP95)} (8 products by primary key)`,
      ratio: times(f.p95 / f.baselineP95),
      target: '≤ 200 ms',
      verdict: f.p95 <= 200 ? 'PASS' : 'MISS',
    },
  ];
}
