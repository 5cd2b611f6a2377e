import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPieceName } from '../../domain/catalogue/models3d';

/** Source files of the site (pages, components, the questionnaire's data). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}
const site = [...sources('app'), ...sources('domain')];

describe('named pieces (issue 22)', () => {
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
