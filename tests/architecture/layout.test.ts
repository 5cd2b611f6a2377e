import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout's dependency rules (docs/decisions/009-layout.md), checked on every
 * relative import of every source file.
 */
const folders = ['domain', 'infra', 'projections', 'processes', 'workers', 'app', 'composition-root', 'admin'] as const;
type Folder = (typeof folders)[number];

const mayImport: Record<Folder, readonly Folder[]> = {
  domain: [],
  infra: ['domain'],
  projections: ['domain'],
  processes: ['domain'],
  workers: ['domain', 'infra', 'projections', 'processes'],
  app: ['domain', 'infra', 'projections', 'admin'],
  'composition-root': ['domain', 'infra', 'projections', 'processes', 'workers'],
  admin: [],
};
/** The one file through which the server bundle exports the composition root. */
const bundleEntry = 'app/entry.server.tsx';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

const folderOf = (file: string) => file.split(path.sep)[0] as Folder;

function crossings() {
  const found: { from: string; to: Folder; spec: string }[] = [];
  for (const folder of folders) {
    for (const file of sourceFiles(folder)) {
      for (const spec of importsOf(file)) {
        const target = spec.startsWith('~/') ? `app/${spec.slice(2)}` : spec.startsWith('.') ? path.normalize(path.join(path.dirname(file), spec)) : null;
        if (!target) continue;
        const to = folderOf(target);
        if (to !== folderOf(file) && (folders as readonly string[]).includes(to)) found.push({ from: file, to, spec });
      }
    }
  }
  return found;
}

describe('layout', () => {
  const all = crossings();

  it('each folder imports only the folders below it', () => {
    const broken = all.filter(({ from, to }) => !mayImport[folderOf(from)].includes(to) && !(from === bundleEntry && to === 'composition-root'));
    expect(broken.map((b) => `${b.from} → ${b.spec}`)).toEqual([]);
  });

  it('the dependency graph between folders has no cycle', () => {
    const edges = new Map<Folder, Set<Folder>>();
    for (const { from, to } of all) {
      if (from === bundleEntry) continue; // loaded at run time as the bundle, not imported by the composition root
      const set = edges.get(folderOf(from)) ?? new Set();
      set.add(to);
      edges.set(folderOf(from), set);
    }
    const reaches = (start: Folder, goal: Folder, seen = new Set<Folder>()): boolean =>
      [...(edges.get(start) ?? [])].some((next) => next === goal || (!seen.has(next) && (seen.add(next), reaches(next, goal, seen))));
    expect(folders.filter((f) => reaches(f, f))).toEqual([]);
  });

  it('the rules see real imports (the check cannot pass vacuously)', () => {
    expect(all.some(({ from, to }) => folderOf(from) === 'app' && to === 'domain')).toBe(true);
    expect(all.some(({ from, to }) => folderOf(from) === 'composition-root' && to === 'workers')).toBe(true);
  });

  it('domain/ and processes/ stay pure: no IO, no framework', () => {
    const impure = [...sourceFiles('domain'), ...sourceFiles('processes')].flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(knex|pg|react|@remix-run\/|fabric|kafkajs|@eventstore\/|node:fs|fs|express)/.test(spec))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(impure).toEqual([]);
  });
});
