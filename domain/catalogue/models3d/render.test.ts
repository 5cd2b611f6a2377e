import { describe, expect, it } from 'vitest';
import { buildModel, kindInfo, modelKinds, renderRoom, renderView, roomKinds, roomTypes, viewsFor, type ModelKind, type Picture } from '.';
import { colourByKey } from '../finishes';
import { hslToSrgb } from './finish';
import { render } from './render/raster';

const inches = (w: number, d: number, h: number) => ({ width: w, depth: d, height: h, unit: 'in' as const });

/** The silhouette: the box of pixels the geometry covers at least half of. */
function silhouette(p: Picture) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity, count = 0;
  for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) {
    if (p.coverage[y * p.width + x] < 128) continue;
    count++;
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  return { width: x1 - x0 + 1, height: y1 - y0 + 1, cx: (x0 + x1 + 1) / 2, cy: (y0 + y1 + 1) / 2, count, touchesEdge: x0 === 0 || y0 === 0 || x1 === p.width - 1 || y1 === p.height - 1 };
}

/** The measured width/height of a silhouette is the expected one within 3% plus two pixels of rounding. */
function expectAspect(s: ReturnType<typeof silhouette>, expected: number) {
  const slack = 0.03 + 2 / Math.min(s.width, s.height);
  expect(Math.abs(s.width / s.height - expected) / expected).toBeLessThanOrEqual(slack);
}

const flat: ModelKind[] = ['rug', 'runner', 'throw', 'bedding'];

describe('pictures rendered from the model', () => {
  it.each(modelKinds.map((kind) => ({ kind })))('$kind: the front elevation (a plan for flat goods) has the product’s proportions', ({ kind }) => {
    const [w, d, h] = kindInfo[kind].typical;
    const model = buildModel({ kind, dimensions: inches(w, d, h) });
    const view = flat.includes(kind) ? 'plan' : 'front';
    expect(viewsFor(model)).toContain(view);
    const s = silhouette(renderView(model, view, { size: 200, supersample: 1, background: 'transparent' }));
    expectAspect(s, flat.includes(kind) ? w / d : w / h);
  });

  it('follows any size it is given, not a drawing per kind: a sofa 53.7 in wide and 47.9 in high, then 96 in wide', () => {
    const odd = silhouette(renderView(buildModel({ kind: 'sofa', dimensions: inches(53.7, 21.3, 47.9) }), 'front', { size: 240, supersample: 1 }));
    expectAspect(odd, 53.7 / 47.9);
    const wide = silhouette(renderView(buildModel({ kind: 'sofa', dimensions: inches(96, 21.3, 47.9) }), 'front', { size: 240, supersample: 1 }));
    expectAspect(wide, 96 / 47.9);
    expect(wide.width / wide.height).toBeGreaterThan((odd.width / odd.height) * 1.6);
  });

  it('changing the width changes the picture', () => {
    const a = renderView(buildModel({ kind: 'dining-table', dimensions: inches(72, 38, 30) }), 'three-quarter', { size: 120 });
    const b = renderView(buildModel({ kind: 'dining-table', dimensions: inches(60, 38, 30) }), 'three-quarter', { size: 120 });
    expect(Buffer.from(a.rgba).equals(Buffer.from(b.rgba))).toBe(false);
    const sa = silhouette(renderView(buildModel({ kind: 'dining-table', dimensions: inches(72, 38, 30) }), 'front', { size: 160, supersample: 1 }));
    const sb = silhouette(renderView(buildModel({ kind: 'dining-table', dimensions: inches(60, 38, 30) }), 'front', { size: 160, supersample: 1 }));
    expectAspect(sa, 72 / 30);
    expectAspect(sb, 60 / 30);
  });

  it('two kinds of the same size look different; the colour of the picture is the product’s', () => {
    const dims = inches(30, 30, 30);
    const chair = renderView(buildModel({ kind: 'armchair', dimensions: dims }), 'front', { size: 100, supersample: 1 });
    const table = renderView(buildModel({ kind: 'side-table', dimensions: dims }), 'front', { size: 100, supersample: 1 });
    const covered = (p: Picture) => p.coverage.reduce((n, c) => n + (c > 127 ? 1 : 0), 0);
    // An armchair is solid; a pedestal table is mostly air under its top.
    expect(covered(chair)).toBeGreaterThan(covered(table) * 2);
    const mean = (p: Picture) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let i = 0; i < p.coverage.length; i++) if (p.coverage[i] === 255) { for (let k = 0; k < 3; k++) sum[k] += p.rgba[i * 4 + k]; n++; }
      return sum.map((x) => x / n);
    };
    for (const colour of ['navy', 'mustard', 'forest']) {
      const p = renderView(buildModel({ kind: 'ottoman', dimensions: inches(30, 20, 17), material: 'Velvet', colour }), 'three-quarter', { size: 100, supersample: 1 });
      const [r, g, b] = mean(p);
      const [er, eg, eb] = hslToSrgb(...colourByKey.get(colour)!.hsl);
      // The strongest channel of the picture is the colour's strongest.
      expect([r, g, b].indexOf(Math.max(r, g, b))).toBe([er, eg, eb].indexOf(Math.max(er, eg, eb)));
    }
  });

  it.each(modelKinds.map((kind) => ({ kind })))('$kind: three views, each with the product centred, inside the margin, on a white card', ({ kind }) => {
    const [w, d, h] = kindInfo[kind].typical;
    const model = buildModel({ kind, dimensions: inches(w, d, h) });
    const views = viewsFor(model);
    expect(views).toHaveLength(3);
    expect(new Set(views).size).toBe(3);
    for (const view of views) {
      const p = renderView(model, view, { size: 96, supersample: 1 });
      const s = silhouette(p);
      expect(s.count, view).toBeGreaterThan(30);
      if (view === 'detail') continue; // a detail crops on purpose
      expect(s.touchesEdge, view).toBe(false);
      expect(Math.abs(s.cx - 48), view).toBeLessThanOrEqual(3);
      expect(Math.abs(s.cy - 48), view).toBeLessThanOrEqual(3);
      // The card's corners are white.
      expect([...p.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    }
  });

  it('casts a soft shadow on the card under what stands on the floor', () => {
    const p = renderView(buildModel({ kind: 'sofa', dimensions: inches(84, 37, 33) }), 'three-quarter', { size: 160 });
    let shaded = 0;
    for (let i = 0; i < p.coverage.length; i++) if (p.coverage[i] === 0 && p.rgba[i * 4] < 235) shaded++;
    expect(shaded).toBeGreaterThan(200);
    const t = renderView(buildModel({ kind: 'sofa', dimensions: inches(84, 37, 33) }), 'three-quarter', { size: 160, background: 'transparent' });
    // Transparent: the card is clear, the shadow translucent, the sofa opaque.
    expect(t.rgba[3]).toBe(0);
    expect([...t.rgba.filter((_, i) => i % 4 === 3)].some((a) => a > 10 && a < 200)).toBe(true);
  });

  it.each([
    ['wall-art', 'botanical', 'three-quarter'],
    ['sofa', 'round-arm', 'three-quarter'],
    ['pendant', 'globe', 'front'],
    ['bed', 'upholstered', 'three-quarter'],
  ] as const)('%s (%s), %s: shading a smooth surface once per pixel looks like shading every sample', (kind, variant, view) => {
    const [w, d, h] = kindInfo[kind].typical;
    const model = buildModel({ kind, variant, dimensions: inches(w, d, h) });
    const scene = { placements: [{ model }], receiver: model.support === 'ceiling' ? 'none' as const : model.support };
    const camera = { azimuth: view === 'front' ? 0 : 30, elevation: view === 'front' ? 0 : 10, fov: view === 'front' ? 0 : 24, margin: 0.08 };
    const fast = render(scene, { width: 160, height: 160, camera });
    const reference = render(scene, { width: 160, height: 160, camera, shadeEverySample: true });
    // Where a shadow's edge crosses a pixel the two differ a little; a pixel shaded as another point differs a lot.
    let far = 0;
    for (let i = 0; i < fast.rgba.length; i += 4) if ([0, 1, 2].some((k) => Math.abs(fast.rgba[i + k] - reference.rgba[i + k]) > 50)) far++;
    expect(far).toBeLessThanOrEqual(1);
  });

  it('renders the same bytes twice', () => {
    const model = buildModel({ kind: 'floor-lamp', variant: 'arc', dimensions: inches(60, 16, 78) });
    const a = renderView(model, 'three-quarter', { size: 96 });
    const b = renderView(buildModel({ kind: 'floor-lamp', variant: 'arc', dimensions: inches(60, 16, 78) }), 'three-quarter', { size: 96 });
    expect(Buffer.from(a.rgba).equals(Buffer.from(b.rgba))).toBe(true);
  });
});

describe('room tiles', () => {
  it('show what each room has: a kitchen its stools and pendants, not a dresser; a bathroom more than a mirror', () => {
    expect(roomKinds('living-room')).toEqual(expect.arrayContaining(['sofa', 'coffee-table', 'rug', 'armchair', 'floor-lamp']));
    expect(roomKinds('bedroom')).toEqual(expect.arrayContaining(['bed', 'nightstand', 'table-lamp']));
    expect(roomKinds('dining-room')).toEqual(expect.arrayContaining(['dining-table', 'dining-chair', 'pendant']));
    expect(roomKinds('kitchen')).toEqual(expect.arrayContaining(['stool', 'pendant']));
    expect(roomKinds('kitchen')).not.toContain('dresser');
    expect(roomKinds('bathroom').length).toBeGreaterThan(2);
    expect(roomKinds('home-office')).toEqual(expect.arrayContaining(['desk', 'bookcase']));
    expect(roomKinds('outdoor')).toEqual(expect.arrayContaining(['outdoor-sofa', 'outdoor-chair', 'outdoor-table']));
    expect(roomKinds('kids-bedroom')).toEqual(expect.arrayContaining(['bed', 'ottoman']));
    expect(roomKinds('hallway')).toEqual(expect.arrayContaining(['console', 'mirror', 'runner', 'bench']));
    expect(roomKinds('hallway')).not.toContain('bed');
    expect(roomKinds('open-plan')).toEqual(expect.arrayContaining(['sofa', 'dining-table', 'dining-chair']));
  });

  it('renders each room type as a room corner filling most of the tile, every one different', () => {
    const seen = new Set<string>();
    for (const type of roomTypes) {
      const p = renderRoom(type, { width: 96, height: 72, supersample: 1 });
      expect([p.width, p.height]).toEqual([96, 72]);
      const covered = p.coverage.reduce((n, c) => n + (c > 127 ? 1 : 0), 0);
      expect(covered / (96 * 72), type).toBeGreaterThan(0.5);
      seen.add(Buffer.from(p.rgba).toString('base64'));
    }
    expect(seen.size).toBe(roomTypes.length);
  });
});
