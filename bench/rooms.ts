import { boardSvg } from '../app/canvas/editor/board-svg';
import { type Board, emptyBoard } from '../domain/canvas/board';
import { applyEntry } from '../domain/canvas/entry';
import { productObject } from '../domain/canvas/objects';
import { addObjects } from '../domain/canvas/operations';
import { kindInfo, modelKinds, typicalSize } from '../domain/catalogue/models3d';
import type { ModelKind } from '../domain/catalogue/models3d/kinds';
import { boardItemsOf, type ProductFacts } from '../domain/rooms/board-items';
import { checkLayout } from '../domain/rooms/checks';
import { defaultRoom } from '../domain/rooms/defaults';
import { firstLayout } from '../domain/rooms/layout';
import { planModel } from '../domain/rooms/plan';
import { planPdf } from '../domain/rooms/plan-pdf';
import { planSvg } from '../domain/rooms/plan-svg';
import { ms, times, type Row } from './report';
import { now, percentile } from './stats';

/**
 * The board as a room (issue 23), without a database: a 40-product board laid
 * out in its room (the first layout rule), its warnings checked, and its floor
 * plan made as SVG and as a PDF — each next to the 2D board's own picture of the
 * same board (boardSvg, what the mood-board pages draw), timed just before it
 * in the same loop. `BENCH_ONLY=rooms npm run bench`.
 */
export const roomTargets = { pdfMs: 1000 };

export interface RoomFigures {
  products: number;
  layout: { p50: number; p95: number };
  checks: { p50: number; p95: number };
  pdf: { p50: number; p95: number; bytes: number };
  svg: { p50: number; p95: number };
  baseline: { p50: number; p95: number };
}

/** A living-room board of 40 products of every common kind, in the order a designer would pin them. */
export function fortyProductBoard(): { board: Board; facts: Map<string, ProductFacts> } {
  const wanted: ModelKind[] = ['sofa', 'armchair', 'armchair', 'coffee-table', 'side-table', 'side-table', 'floor-lamp', 'table-lamp', 'rug', 'tv-stand', 'bookcase', 'console', 'wall-art', 'wall-art', 'mirror', 'curtain', 'curtain', 'pillow', 'pillow', 'throw', 'vase', 'planter', 'ottoman', 'bench', 'dining-table', 'dining-chair', 'dining-chair', 'dining-chair', 'dining-chair', 'pendant', 'cabinet', 'desk', 'accent-chair', 'stool', 'runner', 'shade', 'loveseat', 'chest', 'nightstand', 'table-lamp'].filter((k) => (modelKinds as readonly string[]).includes(k)) as ModelKind[];
  const kinds = [...wanted, ...modelKinds].slice(0, 40);
  const facts = new Map<string, ProductFacts>();
  const objects = kinds.map((kind, i) => {
    const [width, depth, height] = typicalSize(kind);
    const productId = `bench-${i}`;
    facts.set(productId, { name: `Bench ${kindInfo[kind].label}`, kind, dimensions: { width, depth, height, unit: 'in' } });
    return productObject(`o${i}`, 'designer', { left: (i % 8) * 220, top: Math.floor(i / 8) * 200, width: 200, height: 180 }, { productId, name: `Bench ${kindInfo[kind].label}`, priceCents: 10_000, image: '/favicon.ico' });
  });
  const empty = emptyBoard();
  return { board: applyEntry(empty, addObjects(empty, objects, 'bench-rooms')), facts };
}

export function benchRooms(log: (m: string) => void, rounds = 15): RoomFigures {
  const { board, facts } = fortyProductBoard();
  const room = defaultRoom('Living Room');
  const items = boardItemsOf(board, (id) => facts.get(id));
  const layout: number[] = [], checks: number[] = [], pdf: number[] = [], svg: number[] = [], base: number[] = [];
  let bytes = 0;
  log(`rooms: ${items.length} products × ${rounds} rounds (baseline: the 2D board's picture, boardSvg)`);
  for (let r = 0; r < rounds + 2; r++) {
    let t = now();
    boardSvg(board);
    const b = now() - t;
    t = now();
    const placements = firstLayout(room, items).placements;
    const l = now() - t;
    t = now();
    const warnings = checkLayout(room, placements);
    const c = now() - t;
    t = now();
    const plan = planModel(room, placements, warnings);
    planSvg(plan);
    const s = now() - t;
    t = now();
    bytes = planPdf(plan, { date: new Date(), roomName: 'Bench living room' }).length;
    const p = now() - t + s;
    if (r < 2) continue;
    base.push(b); layout.push(l); checks.push(c); svg.push(s); pdf.push(p);
  }
  const fig = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });
  return { products: items.length, layout: fig(layout), checks: fig(checks), svg: fig(svg), pdf: { ...fig(pdf), bytes }, baseline: fig(base) };
}

export function roomRows(f: RoomFigures): Row[] {
  const base = `2D board picture ${ms(f.baseline.p50)} / ${ms(f.baseline.p95)}`;
  return [
    { figure: `room: first layout of ${f.products} products (p50 / p95)`, value: `${ms(f.layout.p50)} / ${ms(f.layout.p95)}`, baseline: base, ratio: times(f.layout.p95 / f.baseline.p95), target: '', verdict: '' },
    { figure: `room: clearance and collision checks, ${f.products} products`, value: `${ms(f.checks.p50)} / ${ms(f.checks.p95)}`, baseline: base, ratio: times(f.checks.p95 / f.baseline.p95), target: '', verdict: '' },
    { figure: 'room: floor plan as SVG', value: `${ms(f.svg.p50)} / ${ms(f.svg.p95)}`, baseline: base, ratio: times(f.svg.p95 / f.baseline.p95), target: '', verdict: '' },
    { figure: `room: floor plan PDF (plan + file, ${Math.round(f.pdf.bytes / 1024)} KB)`, value: `${ms(f.pdf.p50)} / ${ms(f.pdf.p95)}`, baseline: base, ratio: times(f.pdf.p95 / f.baseline.p95), target: `≤ ${roomTargets.pdfMs} ms`, verdict: f.pdf.p95 <= roomTargets.pdfMs ? 'PASS' : 'MISS' },
  ];
}
