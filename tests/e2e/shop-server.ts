import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { seedDemoData, demoGoodsCount } from '../../infra/demo/seed';
import { demoCategories } from '../../infra/demo/catalogue';
import { createHttpApp } from '../../infra/server/http';
import { countGoods } from '../../projections/catalogue/goods.queries';
import { listCategories } from '../../projections/catalogue/categories';
import { createTestRuntime } from '../support/runtime';

/**
 * The real shop in this process: a fresh database, the demo catalogue, the
 * production Remix build (run `npx remix vite:build` first) on a free port.
 * `env` adds settings (e.g. social sign-in providers).
 */
export async function startShop(env: Record<string, string> = {}) {
  const runtime = await createTestRuntime(env);
  await seedDemoData(runtime);
  // Seeding appends events; the inline projections catch up on their own.
  const deadline = Date.now() + 90_000;
  while ((await countGoods(runtime.db)) < demoGoodsCount || (await listCategories(runtime.db)).length < demoCategories.length) {
    if (Date.now() > deadline) throw new Error('read models did not catch up with the demo data');
    await new Promise((r) => setTimeout(r, 100));
  }
  const entry = path.resolve('build/server/index.js');
  // A build running at the same moment empties build/ for a second or two.
  for (let waited = 0; !fs.existsSync(entry); waited += 250) {
    if (waited > 30_000) throw new Error('No build at build/server/index.js: run `npx remix vite:build` first');
    await new Promise((r) => setTimeout(r, 250));
  }
  const app = await createHttpApp(runtime, entry);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { runtime, base };
}

/** Page text as a shopper reads it: React's text separators and common entities removed. */
export function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Product ids linked from a page, in order, without repeats. */
export function productIds(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/marketPlace\/product\/([^"?#]+)"/g)].map((m) => decodeURIComponent(m[1])))];
}
