import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projections } from '../../composition-root/registry';
import { untestedTypes } from '../support/projection-coverage';
import config from '../../vitest.config';

/**
 * How the suite is laid out (vitest.config.ts): a test file's folder picks its
 * project. Unit tests start no database, so `npm run test:unit` needs no
 * PostgreSQL; every projection has a given/then spec in the integration project.
 */
const projects = (config.test?.projects ?? []) as { test: { name: string; include: string[]; globalSetup?: unknown } }[];
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

/** Test support that starts a database, the app or a browser. */
const startsThings = ['db', 'runtime', 'http-app', 'browser', 'own-postgres', 'global-setup', 'projection-spec', 'cleanup', 'file-end'].map((f) => path.resolve('tests/support', `${f}.ts`));

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(full);
    return e.name.endsWith('.test.ts') ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every file a file reaches through relative imports. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const next = resolveImport(file, m[1]!);
    if (next) reach(next, seen);
  }
  return seen;
}

describe('the test projects', () => {
  it('unit: beside the code and the layout rules, with no global setup (no PostgreSQL)', () => {
    const unit = project('unit');
    expect(unit.globalSetup).toBeUndefined();
    expect(unit.include).toEqual(expect.arrayContaining(['domain/**/*.test.ts', 'processes/**/*.test.ts', 'tests/architecture/**/*.test.ts']));
    expect(unit.include.some((glob) => glob.startsWith('tests/integration') || glob.startsWith('tests/e2e'))).toBe(false);
    expect(project('integration').include).toEqual(['tests/integration/**/*.test.ts']);
    expect(project('e2e').include).toEqual(['tests/e2e/**/*.test.ts']);
  });

  it('no unit test reaches test support that starts a database, the app or a browser', () => {
    const unitTests = [...['domain', 'infra', 'projections', 'app', 'composition-root', 'processes', 'workers'].flatMap((d) => testFiles(d)), ...testFiles('tests/architecture')];
    expect(unitTests.length).toBeGreaterThan(50);
    const offenders = unitTests.flatMap((file) => [...reach(path.resolve(file))].filter((f) => startsThings.includes(f)).map((f) => `${file} → ${path.relative('.', f)}`));
    expect(offenders, 'move these tests under tests/integration (or make them pure)').toEqual([]);
  });
});

describe('projection specs', () => {
  const specs = path.resolve('tests/integration/projections');
  it('every projection has a given/then spec, tests/integration/projections/<its name>.test.ts', () => {
    for (const p of projections) {
      const file = path.join(specs, `${p.name}.test.ts`);
      expect(fs.existsSync(file), `${path.relative('.', file)} for projection ${p.name}`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), p.name).toContain('describeProjection');
    }
  });

  it('no spec file is left for a projection that is gone', () => {
    const names = new Set(projections.map((p) => p.name));
    const files = fs.readdirSync(specs).filter((f) => f.endsWith('.test.ts')).map((f) => f.replace(/\.test\.ts$/, ''));
    expect(files.filter((f) => !names.has(f))).toEqual([]);
  });

  it('a spec leaving a handled event type untested fails its coverage check', () => {
    const handles = ['OrderPlaced', 'OrderPaid', 'OrderCancelled'];
    expect(untestedTypes(handles, new Set(['OrderPlaced', 'OrderPaid']))).toEqual(['OrderCancelled']);
    expect(untestedTypes(handles, new Set(handles))).toEqual([]);
  });
});

describe('cleanups in the database and browser tests', () => {
  /**
   * Vitest ignores an afterAll registered once the file has been collected: after an
   * await, inside a test or a hook, in a function called later. Only the file's top
   * level and describe callbacks are safe; anything else hands its cleanup to
   * atFileEnd (tests/support/cleanup.ts).
   */
  it('register afterAll only at the top of a file or of a describe (elsewhere: atFileEnd)', () => {
    const files = [...testFiles('tests/integration'), ...testFiles('tests/e2e'), ...fs.readdirSync('tests/support').filter((f) => f.endsWith('.ts')).map((f) => path.join('tests/support', f))];
    const late: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'afterAll') {
          let fn: ts.Node | undefined = node.parent;
          while (fn && !ts.isFunctionLike(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
          // describe(…), describe.skipIf(…)(…), describe.each(…)(…): the callback runs while the file is collected.
          const inDescribe = fn && ts.isFunctionLike(fn) && ts.isCallExpression(fn.parent) && /^describe\b/.test(fn.parent.expression.getText(source));
          if (!ts.isSourceFile(fn!) && !inDescribe) late.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(late, 'use atFileEnd (tests/support/cleanup.ts) there').toEqual([]);
  });
});
