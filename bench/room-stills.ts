import os from 'node:os';
import { buildModel, renderView } from '../domain/catalogue/models3d';
import { boardItemsOf } from '../domain/rooms/board-items';
import { defaultRoom } from '../domain/rooms/defaults';
import { firstLayout } from '../domain/rooms/layout';
import { renderRoomStill, STILL_HEIGHT, STILL_WIDTH, viewpointsFor } from '../domain/rooms/render';
import { encodePicture } from '../infra/images/model-pictures';
import { ms, times, type Row } from './report';
import { fortyProductBoard } from './rooms';
import { now, percentile } from './stats';

/**
 * Stills of a board's room (issue 23): the 40-product living room of
 * bench/rooms.ts, laid out by the first layout rule, rendered at 1600×900
 * (2×2 supersampled) from each of the viewpoint rule's viewpoints and encoded
 * as WebP — the work the renders process does per still, models built from
 * their specs each time. Baseline: a product picture (600×600, the sofa's
 * three-quarter view, built and rendered), timed just before it in the same
 * loop. `BENCH_ONLY=stills npm run bench` (no database).
 */
export const stillTargets = { renderMs: 5000 };

export interface StillFigures {
  products: number;
  stills: number;
  render: { p50: number; p95: number; cpuP50: number; bytesP50: number };
  baseline: { p50: number; p95: number };
  load: { start: number[]; end: number[] };
}

export async function benchStills(log: (m: string) => void, rounds = 4): Promise<StillFigures> {
  const start = os.loadavg();
  const { board, facts } = fortyProductBoard();
  const room = defaultRoom('Living Room');
  const { placements } = firstLayout(room, boardItemsOf(board, (id) => facts.get(id)));
  const views = viewpointsFor(room, placements);
  const sofa = { kind: 'sofa', dimensions: { width: 84, depth: 37, height: 33, unit: 'in' as const } };
  log(`stills: ${placements.length} products, ${views.length} viewpoints × ${rounds} rounds at ${STILL_WIDTH}×${STILL_HEIGHT} (baseline: a 600×600 product picture)`);
  const render: number[] = [], cpu: number[] = [], bytes: number[] = [], base: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    for (const view of views) {
      let t = now();
      await encodePicture(renderView(buildModel(sofa), 'three-quarter', { size: 600 }), 'webp');
      const b = now() - t;
      t = now();
      const c = process.cpuUsage();
      const pieces = placements.map((p) => {
        const f = facts.get(p.productId)!;
        return { placement: p, model: p.kind && f.dimensions ? buildModel({ kind: p.kind, dimensions: f.dimensions }) : null };
      });
      const body = await encodePicture(renderRoomStill(room, pieces, view), 'webp');
      const spent = now() - t, used = process.cpuUsage(c);
      if (r === 0) continue; // warm-up
      base.push(b); render.push(spent); cpu.push((used.user + used.system) / 1000); bytes.push(body.length);
    }
  }
  return {
    products: placements.length, stills: render.length,
    render: { p50: percentile(render, 50), p95: percentile(render, 95), cpuP50: percentile(cpu, 50), bytesP50: percentile(bytes, 50) },
    baseline: { p50: percentile(base, 50), p95: percentile(base, 95) },
    load: { start, end: os.loadavg() },
  };
}

export function stillRows(f: StillFigures): Row[] {
  return [{
    figure: `room still ${STILL_WIDTH}×${STILL_HEIGHT}, ${f.products} products, p95 (${f.stills} stills, WebP ${Math.round(f.render.bytesP50 / 1024)} KB)`,
    value: `${ms(f.render.p95)} (p50 ${ms(f.render.p50)}, CPU p50 ${ms(f.render.cpuP50)})`,
    baseline: `${ms(f.baseline.p95)} (product picture 600×600 p95)`,
    ratio: times(f.render.p95 / f.baseline.p95),
    target: `≤ ${stillTargets.renderMs} ms`,
    verdict: f.render.p95 <= stillTargets.renderMs ? 'PASS' : 'MISS',
  }];
}
