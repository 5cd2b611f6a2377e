import fs from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadServerBuild, type LoadedBuild } from '../../composition-root/load-build';
import { createLogger } from '../../infra/logger';
import type { Runtime } from '../../infra/runtime';
import { createTestDatabase } from './db';
import { testConfig } from './runtime';
import { atFileEnd } from './cleanup';

let loaded: Promise<LoadedBuild> | undefined;

/**
 * The production build (run `npx remix vite:build` first; npm test does),
 * loaded once per test process. The runtime comes from the bundle's own
 * composition root, as with `npm start`.
 */
function serverBuild(): Promise<LoadedBuild> {
  loaded ??= (async () => {
    const entry = path.resolve('build/server/index.js');
    // A build running at the same moment empties build/ for a second or two.
    for (let waited = 0; !fs.existsSync(entry); waited += 250) {
      if (waited > 30_000) throw new Error('build/server/index.js is missing: run `npx remix vite:build` before the HTTP tests');
      await new Promise((r) => setTimeout(r, 250));
    }
    return loadServerBuild(entry);
  })();
  return loaded;
}

/** Serves `runtime` with the real Express app on a free port. Returns its base URL and how to close it. */
async function serveRuntime(runtime: Runtime, socketOptions?: { idleMs?: number; replyMs?: number; sessionCheckMs?: number }) {
  const { build, root, clientDir, createUpgradeHandler } = await serverBuild();
  const server = root.createHttpApp(runtime, build, clientDir).listen(0, '127.0.0.1');
  const sockets = createUpgradeHandler(runtime, socketOptions);
  server.on('upgrade', (req, socket, head) => {
    if (!sockets.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await once(server, 'listening');
  const close = async () => {
    sockets.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

/**
 * The app over a fresh test database; `demoData`: one cloned from the template
 * holding the demo catalogue and accounts. `env` adds settings.
 *
 * Closed after the test file when started while the file is collected. Vitest
 * never runs an afterAll registered inside a hook or a test, so a file that starts
 * the app there closes it itself: `close()` (HTTP server, sockets, then the runtime
 * and its pools), e.g. from the teardown its beforeAll returns.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { demoData?: boolean; socketOptions?: { idleMs?: number; replyMs?: number; sessionCheckMs?: number }; databaseUrl?: string } = {},
) {
  const { root } = await serverBuild();
  const url = options.databaseUrl ?? (await createTestDatabase({ demo: options.demoData })).url;
  const runtime = Object.assign(await root.createRuntime(testConfig(env), { databaseUrl: url, logger: createLogger('silent') }), { url });
  const served = await serveRuntime(runtime, options.socketOptions);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= served.close().then(() => runtime.close()));
  atFileEnd(close);
  return { runtime, base: served.base, close };
}

export interface ApiAnswer<T = any> {
  status: number;
  success: boolean;
  data: T;
  message: string;
  headers: Headers;
}

/**
 * A JSON API client that keeps its token the way the spec's client does: the
 * `authorization` header, replaced by the token a sign-in or sign-out returns.
 * `address` is sent as X-Forwarded-For (the app trusts one proxy hop).
 */
export class ApiClient {
  constructor(
    readonly base: string,
    public token: string | null = null,
    readonly address = '203.0.113.1',
  ) {}

  async call<T = any>(pathname: string, body?: Record<string, unknown> | string, options: { method?: string; contentType?: string } = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.token) headers.authorization = this.token;
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${this.base}/api${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = (await response.json()) as { success: boolean; data: T; message: string };
    const token = (json.data as { token?: unknown } | null)?.token;
    if (json.success && typeof token === 'string') this.token = token;
    return { status: response.status, ...json, headers: response.headers };
  }
}

/** Every error the app logs from now on, one line each (the logger still writes them). */
export function loggedErrors(runtime: Runtime): string[] {
  const logged: string[] = [];
  const error = runtime.logger.error.bind(runtime.logger);
  runtime.logger.error = (msg, fields) => {
    logged.push(`${msg} ${JSON.stringify(fields ?? {}).slice(0, 300)}`);
    error(msg, fields);
  };
  return logged;
}
