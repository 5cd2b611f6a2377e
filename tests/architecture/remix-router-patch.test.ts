import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The route-matching patch (ADR 031, scripts/patch-remix-router.mjs) is in the
 * router Node loads after `npm install`, and matching still answers what the
 * upstream router answers: ranks, params, splats, case, a tree matched again.
 */
const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof import('@remix-run/router');

describe('route matching on the server', () => {
  it('keeps its ranked branches per route tree (npm install applied the patch)', () => {
    const source = fs.readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(source).toContain('let branches = rankedBranchesOf(routes);');
    expect(source).toContain('function compilePathUncached(');
    expect(source).toContain('function matchRoutesImplUncached(');
  });

  it('answers a pathname matched before with a fresh copy: changing one answer changes no later one', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'product', path: 'product/:id' }, { id: 'list', path: 'list' }] }];
    const first = router.matchRoutes(routes, '/product/p1')!;
    (first[1]!.params as Record<string, string>).id = 'changed';
    (first as unknown[]).pop();
    const again = router.matchRoutes(routes, { pathname: '/product/p1', search: '?x=1' })!;
    expect(again.map((m) => m.route.id)).toEqual(['root', 'product']);
    expect(again[1]!.params).toEqual({ id: 'p1' });
    // As upstream: one params object for the whole answer.
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(router.matchRoutes(routes, '/product/p2')?.at(-1)?.params).toEqual({ id: 'p2' });
    expect(router.matchRoutes(routes, '/list?p=1')?.map((m) => m.route.id)).toEqual(['root', 'list']);
    expect(router.matchRoutes(routes, '/base/list', '/base')?.map((m) => m.route.id)).toEqual(['root', 'list']);
    expect(router.matchRoutes(routes, '/nowhere')).toBeNull();
    expect(router.matchRoutes(routes, '/nowhere')).toBeNull();
  });

  it('matches as upstream does, the first time and every time after', () => {
    const routes = [
      { id: 'root', path: '/', children: [
        { id: 'home', index: true },
        { id: 'product', path: 'product/:id' },
        { id: 'product-page', path: 'product/page' },
        { id: 'optional', path: 'lang/:code?/about' },
        { id: 'api-splat', path: 'api/*' },
        { id: 'api-login', path: 'api/client/login' },
      ] },
      { id: 'splat', path: '*' },
    ];
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id);
    for (let round = 0; round < 3; round++) {
      expect(ids('/')).toEqual(['root', 'home']);
      expect(ids('/product/page')).toEqual(['root', 'product-page']);
      expect(ids('/Product/PAGE/')).toEqual(['root', 'product-page']);
      expect(router.matchRoutes(routes, '/product/abc')?.at(-1)?.params).toEqual({ id: 'abc' });
      expect(ids('/lang/about')).toEqual(['root', 'optional']);
      expect(router.matchRoutes(routes, '/lang/fr/about')?.at(-1)?.params).toEqual({ code: 'fr' });
      expect(ids('/api/client/login')).toEqual(['root', 'api-login']);
      expect(router.matchRoutes(routes, '/api/x/y')?.at(-1)?.params).toEqual({ '*': 'x/y' });
      expect(router.matchRoutes(routes, '/nowhere/at/all')?.at(-1)?.params).toEqual({ '*': 'nowhere/at/all' });
    }
    // Another tree is ranked on its own.
    expect(router.matchRoutes([{ id: 'only', path: '/only' }], '/product/page')).toBeNull();
    expect(router.matchPath({ path: '/p/:q', end: false }, '/p/1/2')).toMatchObject({ params: { q: '1' }, pathnameBase: '/p/1' });
    expect(router.matchPath({ path: '/p/:q', end: true }, '/p/1/2')).toBeNull();
  });
});
