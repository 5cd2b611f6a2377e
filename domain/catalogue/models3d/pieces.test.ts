import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel, isPieceName, modelBounds, pieces, pieceSpec, type PieceName } from '.';

/** Source files of the site (pages, components, the questionnaire's data). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}
const site = [...sources('app'), ...sources('domain')];

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

  it('are the only pictures the site names outside the catalogue: every /media/pieces/ name exists, and no page names a drawing', () => {
    const named = new Set<string>();
    for (const file of site) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\/media\/pieces\/([a-z-]+)\.webp/g)) named.add(m[1]);
      if (file.endsWith(path.join('projects', 'options.ts'))) for (const m of text.matchAll(/piece\('([a-z-]+)'\)/g)) named.add(m[1]);
      // The drawings' own route and renderer stay for addresses older orders and boards copied; nothing else names them.
      if (!/catalogue[/\\](art|routes[/\\]media\.art)|goods\.queries/.test(file)) expect(text.includes('/media/art/'), file).toBe(false);
    }
    expect(named.size).toBeGreaterThan(15);
    for (const name of named) expect(isPieceName(name), name).toBe(true);
  });
});
