import { launchChromium } from './chromium';
import { migrate } from '../composition-root/migrations';
import { productObject } from '../domain/canvas/objects';
import { createDb } from '../infra/db/knex';
import { child } from './commerce';
import { designerWithBoard } from './designer-board';
import { ms, times, type Row } from './report';
import { now, percentile } from './stats';

/**
 * The board as a room in a browser (issue 23): headless Chromium opens /threeD
 * on a board of 40 products, each with its model, until the scene's first frame
 * with every model in it (the page's own measure, from the scene's start, plus
 * the page load before it); baseline: the same board in the 2D mood-board editor
 * until its canvas is drawn, opened just before in the same browser. Also the
 * bytes the room's scene fetched (models and the 3D code). `BENCH_ONLY=room3d`;
 * `BENCH_DEBUG=1` prints each visit's navigation timings.
 */
export const room3dTargets = { firstFrameMs: 2000, assetsMb: 5 };

export interface Room3dFigures {
  products: number;
  open: { p50: number; p95: number };
  sceneP50: number;
  baseline: { p50: number; p95: number };
  assetBytes: number;
}

export async function benchRoom3d(serverUrl: (db: string) => string, log: (m: string) => void, rounds = 5): Promise<Room3dFigures> {
  const admin = createDb(serverUrl('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_room3d');
  await admin.destroy();
  const url = serverUrl('roomcraft_room3d');
  const migrator = createDb(url, { max: 1 });
  await migrate(migrator);
  await migrator.destroy();
  const app = await child(['app', url]);
  const db = createDb(url, { max: 2 });
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const userId = 'bench-room-designer';
    // 40 of the demo catalogue's products (the app seeded it), every one with a model.
    while (Number((await db('catalogue_goods_v1').count({ n: '*' }))[0]!.n) < 300) await new Promise((r) => setTimeout(r, 200));
    const goods: { id: string; name: string; price_cents: number }[] = await db('catalogue_goods_v1').where('delisted', false).whereNotNull('dimensions').orderBy('id').limit(40).select('id', 'name', 'price_cents');
    const objects = goods.map((g, i) => productObject(`p${i}`, userId, { left: (i % 8) * 220, top: Math.floor(i / 8) * 200, width: 200, height: 180 }, { productId: g.id, name: g.name, priceCents: g.price_cents, image: '/favicon.ico' }));
    const { email, boardId } = await designerWithBoard(db, base, { userId, password: 'bench password', projectId: 'bench-room3d', name: 'Bench living room', objects });

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/sign-in?redirectTo=%2Fmoodboard%2Findex`);
    const form = page.locator('form:has(input[type="password"])');
    await form.locator('input[name="email"]').first().fill(email);
    await form.locator('input[type="password"]').fill('bench password');
    await form.locator('button[type="submit"]').first().click();
    await page.waitForURL(/moodboard\/index/);
    while ((await page.request.get(`${base}/threeD?boardId=${boardId}`)).status() !== 200) await new Promise((r) => setTimeout(r, 200));

    const call = (await (await page.request.get(`${base}/api/diymb/${boardId}/room`)).json()).data as { facts: Record<string, { modelUrl: string | null }> };
    log(`room3d: ${Object.values(call.facts).filter((f) => f.modelUrl).length} of ${goods.length} products have a model (${Object.keys(call.facts).length} known)`);
    let assetBytes = 0;
    const open: number[] = [], scene: number[] = [], baseline: number[] = [];
    log(`room3d: ${goods.length} products × ${rounds} rounds in headless Chromium (baseline: the same board in the 2D editor)`);
    for (let r = 0; r <= rounds; r++) {
      let t = now();
      await page.goto(`${base}/moodboard/detail/${boardId}`);
      await page.getByTestId('board-canvas').waitFor({ timeout: 60_000 });
      const b = now() - t;
      const bodies: Promise<number>[] = [];
      let models = 0;
      const counted = (res: import('playwright-core').Response) => {
        const model = /\.glb$/.test(new URL(res.url()).pathname);
        if (!model && !/room-scene|GLTFLoader|OrbitControls|threeD/.test(res.url())) return;
        if (model) models++;
        bodies.push(res.body().then((x) => x.length, () => 0));
      };
      page.on('response', counted);
      const profiler = process.env.BENCH_DEBUG === 'profile' && r === rounds ? await page.context().newCDPSession(page) : null;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
        await profiler.send('Profiler.start');
      }
      const tracing = process.env.BENCH_DEBUG === 'trace' && r === rounds;
      if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink', 'gpu', 'loading'] });
      t = now();
      await page.goto(`${base}/threeD?boardId=${boardId}`);
      const stage = page.getByTestId('room3d-stage');
      await stage.and(page.locator('[data-state="ready"], [data-state="failed"]')).waitFor({ timeout: 60_000 });
      const o = now() - t;
      const sceneMs = Number(await stage.getAttribute('data-first-frame-ms'));
      if (process.env.BENCH_DEBUG) {
        const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { ttfb: Math.round(n.responseStart), html: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd), now: Math.round(performance.now()) }; });
        log(`room3d debug: ${JSON.stringify(nav)} scene ${sceneMs} ms (${await stage.getAttribute('data-frames')} frames drawn in ${await stage.getAttribute('data-draw-ms')} ms, ${await stage.getAttribute('data-triangles')} triangles), total ${Math.round(o)} ms`);
      }
      if (tracing) log(`room3d trace (main thread, last visit):\n${traceSummary(JSON.parse((await browser.stopTracing()).toString()))}`);
      if (profiler) log(`room3d profile (self time, last visit):\n${profileSummary((await profiler.send('Profiler.stop')).profile as CpuProfile)}`);
      if ((await stage.getAttribute('data-state')) !== 'ready') throw new Error('the 3D room did not load every model');
      page.off('response', counted);
      // The first round is cold: the browser fetches every model and the 3D code (later rounds have them cached).
      if (r === 0) {
        assetBytes = (await Promise.all(bodies)).reduce((a, n) => a + n, 0);
        log(`room3d: a first visit fetched ${models} models and the 3D code, ${(assetBytes / 1024).toFixed(0)} KB`);
        continue;
      }
      baseline.push(b); open.push(o); scene.push(sceneMs);
    }
    await context.close();
    const fig = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });
    return { products: goods.length, open: fig(open), sceneP50: percentile(scene, 50), baseline: fig(baseline), assetBytes };
  } finally {
    await browser.close();
    await app.stop();
    await db.destroy();
  }
}

export function room3dRows(f: Room3dFigures): Row[] {
  return [
    {
      figure: `3D room of ${f.products} products: page open to first full frame (p50 / p95)`,
      value: `${ms(f.open.p50)} / ${ms(f.open.p95)} (scene ${ms(f.sceneP50)})`,
      baseline: `2D editor, same board ${ms(f.baseline.p50)} / ${ms(f.baseline.p95)}`,
      ratio: times(f.open.p95 / f.baseline.p95),
      target: `≤ ${room3dTargets.firstFrameMs} ms`,
      verdict: f.open.p95 <= room3dTargets.firstFrameMs ? 'PASS' : 'MISS',
    },
    { figure: '3D room: models and 3D code fetched on a first visit', value: `${(f.assetBytes / 1024 / 1024).toFixed(2)} MB`, baseline: '—', ratio: '—', target: `≤ ${room3dTargets.assetsMb} MB`, verdict: f.assetBytes <= room3dTargets.assetsMb * 1024 * 1024 ? 'PASS' : 'MISS' },
  ];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** `BENCH_DEBUG=profile`: where the page's main thread spent the last visit, by function and by script. */
function profileSummary(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const script = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName || 'native'})`;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  return `by script:\n${top(byScript, 12)}\nby function:\n${top(self, 25)}`;
}

/** `BENCH_DEBUG=trace`: the renderer main thread's time by event name (complete events, nested ones shown as their own lines). */
function traceSummary(trace: { traceEvents: { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } }[] }): string {
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return '(no renderer main thread in the trace)';
  const totals = new Map<string, number>();
  for (const e of events) if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
}
