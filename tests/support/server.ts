import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createHttpApp } from '../../infra/server/http';
import type { Runtime } from '../../infra/runtime';

/** The real Express + Remix production build on a free port; closed after the file. */
export async function startTestServer(runtime: Runtime): Promise<{ baseUrl: string }> {
  const app = await createHttpApp(runtime, path.resolve('build/server/index.js'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
