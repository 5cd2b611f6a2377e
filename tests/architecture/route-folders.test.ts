import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ContextRoute, contextRouteFiles, contextRoutes } from '../../vite.routes';

/**
 * Route modules grouped by context (ADR 030): app/<context>/routes/<flat-routes name>,
 * read by vite.routes.ts into the same URLs, nesting and route ids that one
 * app/routes/ folder gave them.
 */
const routes = contextRoutes('app');

/** The URL a route answers: its own path after its parents'. */
function urlOf(id: string): string {
  const parts: string[] = [];
  for (let route: ContextRoute | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) if (route.path) parts.unshift(route.path);
  return `/${parts.join('/')}`;
}

describe('route modules in their contexts’ folders', () => {
  it('there is no app/routes/ folder: every route module is in a context’s (or the shell’s) routes/ folder', () => {
    expect(fs.existsSync('app/routes')).toBe(false);
    const folders = new Set(contextRouteFiles('app').map((file) => file.split('/')[0]));
    expect(folders.has('shell')).toBe(true);
    expect(folders.has('commerce')).toBe(true);
    for (const folder of folders) expect(['web', 'ui', 'styles']).not.toContain(folder);
  });

  it('keeps the spec’s URLs, the flat-routes ids and the nesting', () => {
    const expected: Record<string, { url: string; parentId: string; file: string; index?: true }> = {
      'routes/_index': { url: '/', parentId: 'root', file: 'shell/routes/_index.tsx', index: true },
      'routes/$': { url: '/*', parentId: 'root', file: 'shell/routes/$.tsx' },
      'routes/client': { url: '/client', parentId: 'root', file: 'identity/routes/client.tsx' },
      'routes/client._index': { url: '/client', parentId: 'routes/client', file: 'identity/routes/client._index.tsx', index: true },
      'routes/client_.order.detail': { url: '/client/order/detail', parentId: 'root', file: 'shell/routes/client_.order.detail.tsx' },
      'routes/payment.index_.cart': { url: '/payment/index/cart', parentId: 'root', file: 'shell/routes/payment.index_.cart.tsx' },
      'routes/payment.payStep.shipping': { url: '/payment/payStep/shipping', parentId: 'root', file: 'commerce/routes/payment.payStep.shipping.tsx' },
      'routes/moodboard.detail.$canvasId': { url: '/moodboard/detail/:canvasId', parentId: 'root', file: 'canvas/routes/moodboard.detail.$canvasId.tsx' },
      'routes/api.admin.goods.$id.price': { url: '/api/admin/goods/:id/price', parentId: 'routes/api.admin.goods.$id', file: 'staff/routes/api.admin.goods.$id.price.ts' },
      'routes/go.$kind.($id)': { url: '/go/:kind/:id?', parentId: 'root', file: 'shell/routes/go.$kind.($id).tsx' },
      'routes/favicon[.]ico': { url: '/favicon.ico', parentId: 'root', file: 'shell/routes/favicon[.]ico.ts' },
      'routes/project.info.design': { url: '/project/info/design', parentId: 'routes/project.info', file: 'shell/routes/project.info.design.tsx' },
    };
    for (const [id, want] of Object.entries(expected)) {
      const route = routes[id];
      expect(route, id).toBeDefined();
      expect({ url: urlOf(id), parentId: route!.parentId, file: route!.file, ...(route!.index ? { index: true } : {}) }, id).toEqual(want);
    }
  });

  it('every module is a route, each route’s file exists, and no two routes answer one URL', () => {
    const files = contextRouteFiles('app');
    expect(Object.values(routes).map((r) => r.file).sort()).toEqual(files);
    for (const route of Object.values(routes)) expect(fs.existsSync(path.join('app', route.file)), route.file).toBe(true);
    // Layouts share their URL with their index route; leaves (what a request lands on) must not share one.
    const parents = new Set(Object.values(routes).map((r) => r.parentId));
    const leaves = Object.keys(routes).filter((id) => !parents.has(id));
    const urls = leaves.map(urlOf);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });

  it('refuses two context folders holding one route file name', () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'route-folders-'));
    try {
      fs.writeFileSync(path.join(app, 'root.tsx'), '');
      for (const context of ['orders', 'commerce']) {
        fs.mkdirSync(path.join(app, context, 'routes'), { recursive: true });
        fs.writeFileSync(path.join(app, context, 'routes', 'order.detail.$id.tsx'), '');
      }
      expect(() => contextRoutes(app)).toThrow('Two route modules have one name: commerce/routes/order.detail.$id.tsx and orders/routes/order.detail.$id.tsx');
      fs.rmSync(path.join(app, 'commerce', 'routes', 'order.detail.$id.tsx'));
      fs.writeFileSync(path.join(app, 'commerce', 'routes', 'order.detail.tsx'), '');
      const nested = contextRoutes(app);
      expect(nested['routes/order.detail.$id']).toMatchObject({ file: 'orders/routes/order.detail.$id.tsx', parentId: 'routes/order.detail', path: ':id' });
      expect(nested['routes/order.detail']).toMatchObject({ file: 'commerce/routes/order.detail.tsx', parentId: 'root', path: 'order/detail' });
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});
