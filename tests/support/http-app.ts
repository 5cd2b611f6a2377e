import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createHttpApp } from '../../infra/server/http';
import { createTestRuntime } from './runtime';

/**
 * The real Express app on a free port over a fresh test database. Needs the
 * production bundle: run `npx remix vite:build` first (npm test does).
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const entry = path.resolve('build/server/index.js');
  if (!fs.existsSync(entry)) throw new Error('build/server/index.js is missing: run `npx remix vite:build` before the HTTP tests');
  const runtime = await createTestRuntime(env);
  const app = await createHttpApp(runtime, entry);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { runtime, base };
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
