import os from 'node:os';
import sharp from 'sharp';
import { buildModel, kindInfo, modelKinds, renderRoom, renderView, roomTypes, toGlb, typicalSize, viewsFor, type ModelSpec } from '../domain/catalogue/models3d';
import { encodePicture } from '../infra/images/model-pictures';
import { ms, times, type Row } from './report';
import { now, percentile } from './stats';

/**
 * The 3D kernel (issue 22): model generation per product and picture
 * rendering per view, each next to a baseline timed just before it in the same
 * loop (so both see the same moments of a noisy machine), and the GLB sizes.
 * Needs no database: `BENCH_ONLY=models3d npm run bench`.
 *
 *   - model: buildModel for every kind and variant at its typical size;
 *     baseline JSON.stringify of the same product (its catalogue record).
 *   - picture: renderView, 600×600 with 2×2 supersampling, every view of
 *     every kind; baseline sharp encoding a blank 600×600 picture as WebP
 *     (what storing the rendered one costs anyway).
 *   - GLB: toGlb sizes for every kind and variant.
 */
export const models3dTargets = { modelMs: 50, renderMs: 500, glbKb: 150 };

export interface Models3dFigures {
  products: number;
  model: { p50: number; p95: number; max: number; cpuP50: number; baselineP50: number; baselineP95: number; ratio: number; slowest: string };
  render: { views: number; size: number; p50: number; p95: number; max: number; cpuP50: number; baselineP50: number; baselineP95: number; ratio: number; encodeP50: number; slowest: string };
  room: { tiles: number; p50: number; max: number };
  glb: { medianKb: number; maxKb: number; largest: string };
  loadAverage: { start: number[]; end: number[] };
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

export async function benchModels3d(log: (message: string) => void, opts: { rounds?: number; size?: number } = {}): Promise<Models3dFigures> {
  const rounds = opts.rounds ?? 5;
  const size = opts.size ?? 600;
  const start = os.loadavg();
  const specs: { label: string; spec: ModelSpec; record: object }[] = modelKinds.flatMap((kind) =>
    kindInfo[kind].variants.map((variant) => {
      const [width, depth, height] = typicalSize(kind, variant);
      const spec: ModelSpec = { kind, variant, dimensions: { width, depth, height, unit: 'in' }, material: kindInfo[kind].material, colour: kindInfo[kind].colour };
      const record = { goodsId: 'g00001', name: `Bench ${kindInfo[kind].label}`, brand: 'Bench', description: 'A product for the benchmark.', categoryId: kind, priceCents: 99900, salePriceCents: null, availability: 'available', savedPics: [], dimensions: spec.dimensions, shippingType: 'STANDARD', shippingCost: 0, shippingPct: 0, vendorId: 'vendor-1', markType: 'AUTO', markTime: null };
      return { label: `${kind} ${variant}`, spec, record };
    }),
  );

  // Warm-up: every builder and the renderer once.
  for (const { spec } of specs) buildModel(spec);
  renderView(buildModel(specs[0].spec), 'three-quarter', { size: 64 });

  log(`models3d: ${specs.length} products × ${rounds} rounds of buildModel (baseline JSON.stringify of the product)`);
  const model: number[] = [], modelCpu: number[] = [], modelBase: number[] = [];
  let slowestModel = { ms: 0, label: '' };
  for (let r = 0; r < rounds; r++) {
    for (const { label, spec, record } of specs) {
      let t = now();
      JSON.stringify(record);
      modelBase.push(now() - t);
      const c = cpuMs();
      t = now();
      buildModel(spec);
      const took = now() - t;
      model.push(took);
      modelCpu.push(cpuMs() - c);
      if (took > slowestModel.ms) slowestModel = { ms: took, label };
    }
  }

  log('models3d: GLB sizes');
  const sizes = specs.map(({ label, spec }) => ({ label, kb: toGlb(buildModel(spec)).byteLength / 1024 }));
  const largest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));

  const blank = Buffer.alloc(size * size * 4, 255);
  const renders = modelKinds.flatMap((kind) => {
    const m = buildModel(specs.find((s) => s.spec.kind === kind)!.spec);
    return viewsFor(m).map((view) => ({ label: `${kind} ${view}`, model: m, view }));
  });
  log(`models3d: ${renders.length} pictures at ${size}×${size} (every view of every kind; baseline sharp WebP of a blank ${size}×${size})`);
  const render: number[] = [], renderCpu: number[] = [], renderBase: number[] = [], encode: number[] = [];
  let slowestRender = { ms: 0, label: '' };
  for (const { label, model: m, view } of renders) {
    let t = now();
    await sharp(blank, { raw: { width: size, height: size, channels: 4 } }).webp({ quality: 86 }).toBuffer();
    renderBase.push(now() - t);
    const c = cpuMs();
    t = now();
    const picture = renderView(m, view, { size });
    const took = now() - t;
    render.push(took);
    renderCpu.push(cpuMs() - c);
    if (took > slowestRender.ms) slowestRender = { ms: took, label };
    t = now();
    await encodePicture(picture, 'webp');
    encode.push(now() - t);
  }

  log(`models3d: ${roomTypes.length} room tiles at 480×360`);
  const room: number[] = [];
  for (const type of roomTypes) {
    const t = now();
    renderRoom(type);
    room.push(now() - t);
  }

  const p = (xs: number[], q: number) => percentile(xs, q);
  return {
    products: specs.length,
    model: { p50: p(model, 50), p95: p(model, 95), max: Math.max(...model), cpuP50: p(modelCpu, 50), baselineP50: p(modelBase, 50), baselineP95: p(modelBase, 95), ratio: p(model, 95) / p(modelBase, 95), slowest: `${slowestModel.label} ${ms(slowestModel.ms)}` },
    render: { views: renders.length, size, p50: p(render, 50), p95: p(render, 95), max: Math.max(...render), cpuP50: p(renderCpu, 50), baselineP50: p(renderBase, 50), baselineP95: p(renderBase, 95), ratio: p(render, 95) / p(renderBase, 95), encodeP50: p(encode, 50), slowest: `${slowestRender.label} ${ms(slowestRender.ms)}` },
    room: { tiles: room.length, p50: p(room, 50), max: Math.max(...room) },
    glb: { medianKb: p(sizes.map((s) => s.kb), 50), maxKb: largest.kb, largest: largest.label },
    loadAverage: { start, end: os.loadavg() },
  };
}

export function models3dRows(f: Models3dFigures): Row[] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS') as Row['verdict'];
  const kb = (n: number) => `${n.toFixed(0)} KB`;
  return [
    {
      figure: `3D model generation per product, p95 (${f.products} kinds and variants)`,
      value: `${ms(f.model.p95)} (p50 ${ms(f.model.p50)}, CPU p50 ${ms(f.model.cpuP50)})`,
      baseline: `${ms(f.model.baselineP95)} (JSON.stringify of the product)`,
      ratio: times(f.model.ratio),
      target: `≤ ${models3dTargets.modelMs} ms`,
      verdict: verdict(f.model.p95 <= models3dTargets.modelMs),
    },
    {
      figure: `product picture per view, p95 (${f.render.views} views, ${f.render.size}×${f.render.size}, 2×2 supersampled)`,
      value: `${ms(f.render.p95)} (p50 ${ms(f.render.p50)}, CPU p50 ${ms(f.render.cpuP50)})`,
      baseline: `${ms(f.render.baselineP95)} (sharp WebP of a blank ${f.render.size}×${f.render.size})`,
      ratio: times(f.render.ratio),
      target: `≤ ${models3dTargets.renderMs} ms`,
      verdict: verdict(f.render.p95 <= models3dTargets.renderMs),
    },
    { figure: 'product picture: WebP encoding of the render, p50', value: ms(f.render.encodeP50), baseline: `${ms(f.render.baselineP50)} (blank picture)`, ratio: times(f.render.encodeP50 / f.render.baselineP50), target: '(info)', verdict: '' },
    { figure: `room tile 480×360, p50 / max (${f.room.tiles} room types)`, value: `${ms(f.room.p50)} / ${ms(f.room.max)}`, baseline: '—', ratio: '—', target: '(info)', verdict: '' },
    { figure: 'GLB size, median / largest', value: `${kb(f.glb.medianKb)} / ${kb(f.glb.maxKb)} (${f.glb.largest})`, baseline: '—', ratio: '—', target: `≤ ${models3dTargets.glbKb} KB`, verdict: verdict(f.glb.maxKb <= models3dTargets.glbKb) },
  ];
}
