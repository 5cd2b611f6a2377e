import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { colourByKey } from '../finishes';
import { buildModel, kindInfo, modelBounds, modelKinds, toGlb, typicalSize, type Model, type ModelKind } from '.';
import { linearOf } from './finish';
import type { Dimensions } from '../goods';

const inches = (w: number, d: number, h: number): Dimensions => ({ width: w, depth: d, height: h, unit: 'in' });

/** Every kind in every variant, at its typical size and at a smaller and a larger one. */
const cases = modelKinds.flatMap((kind) =>
  kindInfo[kind].variants.flatMap((variant) => {
    const [w, d, h] = typicalSize(kind, variant);
    return [
      { kind, variant, size: 'typical', dims: inches(w, d, h) },
      { kind, variant, size: 'smaller', dims: inches(w * 0.75, d * 0.8, h * 0.85) },
      { kind, variant, size: 'larger', dims: inches(w * 1.3, d * 1.2, h * 1.15) },
    ];
  }),
);

const metres = (d: Dimensions) => ({ w: d.width * 0.0254, d: d.depth * 0.0254, h: d.height * 0.0254 });

/** Parts whose boxes touch or overlap (within `tol` metres) are connected; returns the parts not connected to the support. */
function floating(model: Model, tol = 0.002): string[] {
  const parts = model.parts;
  // The planes the model stands on or hangs from: the floor y = 0, the wall z = -depth/2, the ceiling y = height.
  const grounded = (i: number) => {
    const p = parts[i];
    if (model.support === 'floor') return p.min[1] <= tol;
    if (model.support === 'wall') return p.min[2] <= -model.size.depth / 2 + tol;
    return p.max[1] >= model.size.height - tol;
  };
  const touch = (a: number, b: number) => [0, 1, 2].every((k) => parts[a].min[k] <= parts[b].max[k] + tol && parts[b].min[k] <= parts[a].max[k] + tol);
  const reached = new Set(parts.map((_, i) => i).filter(grounded));
  const queue = [...reached];
  while (queue.length) {
    const a = queue.pop()!;
    for (let b = 0; b < parts.length; b++) if (!reached.has(b) && touch(a, b)) { reached.add(b); queue.push(b); }
  }
  return parts.filter((_, i) => !reached.has(i)).map((p) => p.name);
}

describe('product models', () => {
  it('cover every kind the marketplace sells', () => {
    expect(modelKinds).toEqual(expect.arrayContaining([
      'sofa', 'sectional', 'loveseat', 'armchair', 'accent-chair', 'dining-chair', 'stool', 'bench', 'ottoman', 'coffee-table', 'side-table', 'console',
      'dining-table', 'desk', 'bed', 'nightstand', 'dresser', 'chest', 'bookcase', 'tv-stand', 'cabinet', 'floor-lamp', 'table-lamp', 'pendant', 'rug',
      'runner', 'mirror', 'wall-art', 'curtain', 'shade', 'pillow', 'throw', 'vase', 'planter', 'outdoor-sofa', 'outdoor-chair', 'outdoor-table',
    ]));
  });

  it.each(cases)('$kind ($variant, $size): the bounding box is the product’s size within 1%, standing on y = 0, centred', ({ kind, variant, dims }) => {
    const model = buildModel({ kind, variant, dimensions: dims });
    const { min, max } = modelBounds(model);
    const m = metres(dims);
    expect(model.kind).toBe(kind);
    expect(model.variant).toBe(variant);
    expect(Math.abs(max[0] - min[0] - m.w) / m.w).toBeLessThanOrEqual(0.01);
    expect(Math.abs(max[1] - min[1] - m.h) / m.h).toBeLessThanOrEqual(0.01);
    expect(Math.abs(max[2] - min[2] - m.d) / m.d).toBeLessThanOrEqual(0.01);
    expect(Math.abs(min[1])).toBeLessThan(0.0005);
    // Origin at the centre of the floor under the product.
    expect(Math.abs(min[0] + max[0])).toBeLessThan(0.01 * m.w);
    expect(Math.abs(min[2] + max[2])).toBeLessThan(0.01 * m.d);
  });

  it.each(cases)('$kind ($variant, $size): nothing floats — every part reaches the floor, wall or ceiling through parts it touches', ({ kind, variant, dims }) => {
    const model = buildModel({ kind, variant, dimensions: dims });
    expect(model.support).toBe(kindInfo[kind].support);
    expect(floating(model)).toEqual([]);
    if (model.support === 'floor') {
      // The lowest parts (legs, a base, a rug's back) are on the floor.
      expect(model.parts.filter((p) => p.min[1] < 0.0005).length).toBeGreaterThan(0);
    }
  });

  it('the connectivity check finds a part that floats', () => {
    const model = buildModel({ kind: 'dining-table', dimensions: inches(72, 38, 30) });
    const lifted = { ...model, parts: model.parts.map((p) => (p.name.startsWith('leg') ? { ...p, min: [p.min[0], p.min[1] + 0.2, p.min[2]] as const, max: [p.max[0], p.max[1] + 0.2, p.max[2]] as const } : p)) };
    // Legs lifted off the floor: the legs now reach nothing, and the top and apron float with them.
    expect(floating(lifted).length).toBeGreaterThan(0);
  });

  it.each(modelKinds.map((kind) => ({ kind })))('$kind: normals are unit length and triangles face the way their normals do', ({ kind }) => {
    const [w, d, h] = kindInfo[kind].typical;
    const model = buildModel({ kind, dimensions: inches(w, d, h) });
    let disagree = 0, total = 0;
    for (const p of model.parts) {
      for (let i = 0; i < p.normals.length; i += 3) expect(Math.hypot(p.normals[i], p.normals[i + 1], p.normals[i + 2])).toBeCloseTo(1, 4);
      for (let t = 0; t < p.indices.length; t += 3) {
        const [a, b, c] = [p.indices[t] * 3, p.indices[t + 1] * 3, p.indices[t + 2] * 3];
        const e1 = [0, 1, 2].map((k) => p.positions[b + k] - p.positions[a + k]);
        const e2 = [0, 1, 2].map((k) => p.positions[c + k] - p.positions[a + k]);
        const n = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]];
        const area = Math.hypot(n[0], n[1], n[2]);
        if (area < 1e-9) continue;
        const vn = [0, 1, 2].map((k) => p.normals[a + k] + p.normals[b + k] + p.normals[c + k]);
        total++;
        if (n[0] * vn[0] + n[1] * vn[1] + n[2] * vn[2] <= 0) disagree++;
      }
    }
    expect(total).toBeGreaterThan(10);
    expect(disagree / total).toBeLessThan(0.01);
  });

  it('the same input gives byte-identical output, every kind and variant', () => {
    for (const { kind, variant, dims } of cases.filter((c) => c.size === 'typical')) {
      const a = toGlb(buildModel({ kind, variant, dimensions: dims, material: kindInfo[kind].material, colour: kindInfo[kind].colour }));
      const b = toGlb(buildModel({ kind, variant, dimensions: { ...dims }, material: kindInfo[kind].material, colour: kindInfo[kind].colour }));
      expect(Buffer.from(a).equals(Buffer.from(b)), `${kind} ${variant}`).toBe(true);
    }
  });

  it('inches and centimetres give the same model', () => {
    const a = buildModel({ kind: 'sofa', dimensions: inches(84, 37, 33) });
    const b = buildModel({ kind: 'sofa', dimensions: { width: 84 * 2.54, depth: 37 * 2.54, height: 33 * 2.54, unit: 'cm' } });
    expect(modelBounds(b)).toEqual(modelBounds(a));
  });

  it('is made of the product’s material and colour, and other finishes that go with it', () => {
    const model = buildModel({ kind: 'sofa', dimensions: inches(84, 37, 33), material: 'Velvet', colour: 'sage' });
    const main = model.materials.find((m) => m.name === 'main')!;
    expect(main.baseColor.slice(0, 3)).toEqual(linearOf(colourByKey.get('sage')!.hsl));
    expect(main.roughness).toBeGreaterThan(0.7);
    expect(model.parts.filter((p) => p.material === 'main').map((p) => p.name)).toEqual(expect.arrayContaining(['base', 'left arm', 'seat cushion 1', 'back cushion 1']));
    expect(model.parts.find((p) => p.name.startsWith('leg'))!.material).toBe('wood');
    const brass = buildModel({ kind: 'floor-lamp', dimensions: inches(16, 16, 62), material: 'Brass' });
    expect(brass.materials.find((m) => m.name === 'main')!.metallic).toBe(1);
  });

  it('builds the shape each kind is, not another: a sofa has a seat, a back and arms; a table a top and legs; a roller shade a roll, not pleats', () => {
    const names = (kind: ModelKind, variant?: string) => {
      const [w, d, h] = typicalSize(kind, variant);
      return buildModel({ kind, variant, dimensions: inches(w, d, h) }).parts.map((p) => p.name).join(', ');
    };
    expect(names('sofa')).toMatch(/seat cushion.*back cushion|back cushion.*seat cushion/);
    expect(names('sofa')).toMatch(/left arm.*right arm/);
    expect(names('dining-table')).toMatch(/top.*leg front left.*leg back right/);
    expect(names('shade', 'roller')).toMatch(/roll, .*blind.*bottom rail/);
    expect(names('shade', 'roller')).not.toMatch(/pleat|panel/);
    expect(names('curtain')).toMatch(/rod.*panel/);
    expect(names('pillow')).toBe('pillow');
    expect(names('bed')).toMatch(/mattress.*duvet.*pillow.*headboard/);
    expect(names('pendant', 'chandelier')).toMatch(/canopy.*arm 1.*candle 1/);
  });

  it.each([
    ['zero', { width: 0, depth: 37, height: 33 }, 'width'],
    ['negative', { width: 84, depth: -37, height: 33 }, 'depth'],
    ['NaN', { width: 84, depth: 37, height: NaN }, 'height'],
    ['infinite', { width: Infinity, depth: 37, height: 33 }, 'width'],
    ['100 m', { width: 84, depth: 37, height: 100 / 0.0254 }, 'height'],
    ['a string', { width: '84' as unknown as number, depth: 37, height: 33 }, 'width'],
  ])('refuses %s dimensions with a field message', (_, dims, field) => {
    let error: unknown;
    try {
      buildModel({ kind: 'sofa', dimensions: { ...dims, unit: 'in' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    const v = error as ValidationError;
    expect(Object.keys(v.fields)).toEqual([field]);
    expect(v.fields[field]).toBe(`The ${field} must be a number between 0.2 and 315 inches.`);
  });

  it('says the limits in the unit given', () => {
    expect(() => buildModel({ kind: 'rug', dimensions: { width: 10000, depth: 200, height: 1, unit: 'cm' } })).toThrow('The width must be a number between 0.5 and 800 cm.');
  });

  it.each([
    ['an unknown kind', { kind: 'spaceship' }, 'kind', 'There is no 3D model for this kind of product.'],
    ['an unknown unit', { dimensions: { width: 7, depth: 3, height: 3, unit: 'ft' as 'in' } }, 'unit', 'Please give the dimensions in inches or centimetres.'],
    ['a variant of another kind', { variant: 'arc' }, 'variant', 'A sofa comes as square-arm, round-arm.'],
    ['an unknown material', { material: 'Plutonium' }, 'material', 'Please choose one of the catalogue’s materials.'],
    ['an unknown colour', { colour: 'octarine' }, 'colour', 'Please choose one of the catalogue’s colours.'],
  ])('refuses %s', (_, change, field, message) => {
    const spec = { kind: 'sofa', dimensions: inches(84, 37, 33), ...change };
    expect(() => buildModel(spec)).toThrow(ValidationError);
    try {
      buildModel(spec);
    } catch (e) {
      expect((e as ValidationError).fields[field]).toBe(message);
    }
  });

  it('chooses variants by parameter, never at random', () => {
    const spec = { kind: 'floor-lamp', dimensions: inches(60, 16, 78) };
    expect(buildModel(spec).variant).toBe('straight');
    expect(buildModel({ ...spec, variant: 'arc' }).variant).toBe('arc');
    // Defaults follow the material or the proportions, deterministically.
    expect(buildModel({ kind: 'dining-chair', dimensions: inches(19, 21, 32), material: 'Velvet' }).variant).toBe('upholstered');
    expect(buildModel({ kind: 'pendant', dimensions: inches(12, 12, 22), material: 'Glass' }).variant).toBe('globe');
    expect(buildModel({ kind: 'cabinet', dimensions: inches(38, 20, 72) }).variant).toBe('tall');
    expect(buildModel({ kind: 'cabinet', dimensions: inches(66, 18, 30) }).variant).toBe('sideboard');
  });
});
