import fs from 'node:fs';
import path from 'node:path';
import { flatRoutesUniversal } from '@remix-run/dev/dist/config/flat-routes.js';

/**
 * The route modules, grouped by context (ADR 030): `app/<context>/routes/<name>`,
 * where `<name>` is the flat-routes file name the module had in app/routes/
 * (`payment.payStep.shipping.tsx`, `client_.order.tsx`, `$.tsx`). The file names
 * alone make the URLs, the nesting and the route ids, exactly as Remix's
 * flat-routes convention makes them for one folder (`routes/<name>` ids, so
 * `useRouteLoaderData('routes/client')` keeps working); only each module's file
 * is its context's. Two folders with one file name are refused, as are two
 * modules for one URL (Remix's own check).
 */
export function contextRouteFiles(appDirectory: string): string[] {
  return fs
    .readdirSync(appDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(appDirectory, entry.name, 'routes')))
    .flatMap((entry) =>
      fs
        .readdirSync(path.join(appDirectory, entry.name, 'routes'), { withFileTypes: true })
        .filter((file) => file.isFile() && /\.(tsx?|jsx?)$/.test(file.name) && !/\.(test|server)\.[jt]sx?$/.test(file.name))
        .map((file) => path.join(entry.name, 'routes', file.name)),
    )
    .sort();
}

export interface ContextRoute {
  id: string;
  file: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

export function contextRoutes(appDirectory: string): Record<string, ContextRoute> {
  const app = path.resolve(appDirectory);
  const files = contextRouteFiles(app);
  const byName = new Map<string, string>();
  for (const file of files) {
    const name = path.basename(file);
    const other = byName.get(name);
    if (other) throw new Error(`Two route modules have one name: ${other} and ${file}`);
    byName.set(name, file);
  }
  // Remix's flat-routes, on the names as if they were in one routes folder; then each route's real file.
  const manifest = flatRoutesUniversal(app, [...byName.keys()].map((name) => path.join(app, 'routes', name)), 'routes') as Record<string, ContextRoute>;
  for (const route of Object.values(manifest)) route.file = byName.get(path.basename(route.file))!;
  return manifest;
}
