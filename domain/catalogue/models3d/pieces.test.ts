import { describe, expect, it } from 'vitest';
import { buildModel, isPieceName, modelBounds, pieces, pieceSpec, type PieceName } from '.';

describe('named pieces', () => {
  it('are each a model of their kind at its typical size, in their own finish', () => {
    for (const name of Object.keys(pieces) as PieceName[]) {
      const spec = pieceSpec(name);
      const model = buildModel(spec);
      expect(model.kind, name).toBe(pieces[name].kind);
      const b = modelBounds(model);
      expect((b.max[0] - b.min[0]) / (spec.dimensions.width * 0.0254), name).toBeCloseTo(1, 2);
    }
    expect(isPieceName('sage-velvet-sofa')).toBe(true);
    for (const bad of ['constructor', '__proto__', 'toString', '', 'Sage-velvet-sofa']) expect(isPieceName(bad), bad).toBe(false);
  });
});

describe('one named piece per kind', () => {
  it('every kind the kernel models has a picture the questionnaire can show', async () => {
    const { modelKinds } = await import('./kinds');
    const drawn = new Set(Object.values(pieces).map((p) => p.kind));
    expect(modelKinds.filter((k) => !drawn.has(k))).toEqual([]);
  });
});
