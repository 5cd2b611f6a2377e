import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server-render patch (ADR 031's second addendum, scripts/patch-remix-ssr.mjs)
 * is in the builds Node loads after `npm install`: a page's route trees are built
 * once, not on every render, and a render still gets its own matches.
 */
const require = createRequire(import.meta.url);
const server = require('react-router-dom/server') as typeof import('react-router-dom/server');

describe('route trees on the server', () => {
  it('are kept across renders (npm install applied the patch to both builds)', () => {
    const remixServer = fs.readFileSync(path.join(path.dirname(require.resolve('@remix-run/react')), 'server.js'), 'utf8');
    expect(remixServer).toContain('let routes$1 = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);');
    expect(fs.readFileSync(require.resolve('react-router-dom/server'), 'utf8')).toContain('let { manifest, dataRoutes } = dataRoutesOf(routes);');
  });

  it("the static router's data routes are built once per route tree; each render's matches point at them and are its own", () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'product', path: 'product/:id' }, { id: 'list', path: 'list' }] }];
    const context = (pathname: string, id: string) => ({
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches: [
        { params: {}, pathname: '/', pathnameBase: '/', route: { id: 'root', path: '/' } },
        { params: { id }, pathname, pathnameBase: pathname, route: { id: 'product', path: 'product/:id' } },
      ],
      loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null,
    }) as unknown as Parameters<typeof server.createStaticRouter>[1];
    const a = server.createStaticRouter(routes, context('/product/p1', 'p1'));
    const b = server.createStaticRouter(routes, context('/product/p2', 'p2'));
    expect(b.routes).toBe(a.routes);
    expect(a.state.matches[1]!.route).toBe(a.routes[0]!.children![0]);
    expect(a.state.matches[1]!.params).toEqual({ id: 'p1' });
    expect(b.state.matches[1]!.params).toEqual({ id: 'p2' });
    expect(a.state.matches).not.toBe(b.state.matches);
    // Another tree is built on its own.
    const other = server.createStaticRouter([{ id: 'only', path: '/only' }], { ...context('/only', 'x'), matches: [] } as never);
    expect(other.routes).not.toBe(a.routes);
    expect(other.routes.map((r) => r.id)).toEqual(['only']);
  });
});
