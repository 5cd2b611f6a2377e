import { afterAll } from 'vitest';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { createRuntime, type Runtime } from '../../infra/runtime';
import { createTestDatabase } from './db';

/** A whole runtime (store, pipeline, inline projections) on a fresh test database. */
export async function createTestRuntime(env: Record<string, string> = {}): Promise<Runtime & { url: string }> {
  const { url } = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data', ...env });
  const runtime = await createRuntime(config, { databaseUrl: url, logger: createLogger('silent') });
  afterAll(() => runtime.close());
  return Object.assign(runtime, { url });
}
