import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppImport, boundaryViolations, contextCycles } from './app-boundaries';

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

/** Every import between files of app/, both sides without extension (a folder import is its index). */
function appImports(): AppImport[] {
  return sourceFiles('app').flatMap((file) =>
    importsOf(file).flatMap((spec) => {
      const bare = spec.split('?')[0]!;
      const target = bare.startsWith('~/') ? `app/${bare.slice(2)}` : bare.startsWith('.') ? path.normalize(path.join(path.dirname(file), bare)) : null;
      if (!target?.startsWith('app/')) return [];
      const to = fs.existsSync(target) && fs.statSync(target).isDirectory() ? `${target}/index` : target.replace(/\.tsx?$/, '');
      return [{ from: file.replace(/\.tsx?$/, ''), to }];
    }),
  );
}

describe('boundaries inside app/ (ADR 030)', () => {
  const imports = appImports();

  it('web/ and ui/ import no context; contexts reach each other, and the shell and routes reach them, only through index.server.ts or index.ts', () => {
    expect(boundaryViolations(imports)).toEqual([]);
  });

  it('the contexts import each other without a cycle', () => {
    expect(contextCycles(imports)).toEqual([]);
  });

  it('the check sees real imports between contexts and into the kit (it cannot pass vacuously)', () => {
    expect(imports.some(({ from, to }) => from.startsWith('app/commerce/') && to === 'app/payments/index.server')).toBe(true);
    expect(imports.some(({ from, to }) => from.startsWith('app/identity/') && to.startsWith('app/ui/'))).toBe(true);
    expect(imports.some(({ from, to }) => from.startsWith('app/shell/') && /^app\/[a-z]+\/index(\.server)?$/.test(to))).toBe(true);
  });

  it('fails on a planted import of another context\'s internals, of the shell from a context, of a context from web/ or ui/', () => {
    const planted: AppImport[] = [
      { from: 'app/orders/application/refunds.server', to: 'app/commerce/application/checkout.server' },
      { from: 'app/orders/components/order-list', to: 'app/commerce/components/order-receipt' },
      { from: 'app/review/components/proposal-review', to: 'app/shell/components/site-header' },
      { from: 'app/web/page-form.server', to: 'app/identity/index.server' },
      { from: 'app/ui/form-field', to: 'app/commerce/index' },
      { from: 'app/ui/form-field', to: 'app/shell/components/site-header' },
      { from: 'app/web/links', to: 'app/ui/icons' },
      { from: 'app/shell/components/site-header', to: 'app/messaging/components/inbox-links' },
      { from: 'app/shell/routes/payment.index_.cart', to: 'app/commerce/server/cart-page.server' },
      { from: 'app/commerce/routes/payment.index_.cart', to: 'app/promotions/application/discounts.server' },
      { from: 'app/commerce/index', to: 'app/commerce/application/cart.server' },
    ];
    expect(boundaryViolations(planted)).toHaveLength(planted.length);
    const allowed: AppImport[] = [
      { from: 'app/orders/application/refunds.server', to: 'app/commerce/index.server' },
      { from: 'app/orders/components/order-list', to: 'app/commerce/index' },
      { from: 'app/orders/components/order-list', to: 'app/ui/money' },
      { from: 'app/ui/form-field', to: 'app/web/form-result' },
      { from: 'app/shell/components/site-header', to: 'app/messaging/index' },
      { from: 'app/commerce/routes/payment.index_.cart', to: 'app/promotions/index.server' },
      { from: 'app/commerce/index.server', to: 'app/commerce/application/cart.server' },
    ];
    expect(boundaryViolations(allowed)).toEqual([]);
    // The real tree with one planted import more fails too.
    expect(boundaryViolations([...imports, planted[0]!])).toEqual([`${planted[0]!.from} → ${planted[0]!.to}: another context is reached only through app/commerce/index.server.ts or index.ts`]);
  });

  it('fails on any cycle between contexts, two-way or longer, even through public faces', () => {
    expect(contextCycles([{ from: 'app/orders/x', to: 'app/commerce/index' }, { from: 'app/commerce/y', to: 'app/orders/index.server' }])).toEqual([['commerce', 'orders']]);
    const longer: AppImport[] = [
      { from: 'app/diy/a', to: 'app/canvas/index.server' },
      { from: 'app/canvas/b', to: 'app/projects/index.server' },
      { from: 'app/projects/c', to: 'app/diy/index' },
      { from: 'app/projects/c', to: 'app/identity/index.server' },
    ];
    expect(contextCycles(longer)).toEqual([['canvas', 'diy', 'projects']]);
    expect(contextCycles([...imports, { from: 'app/payments/application/payment.server', to: 'app/commerce/index.server' }])).not.toEqual([]);
    expect(contextCycles(longer.slice(0, 2))).toEqual([]);
  });
});
