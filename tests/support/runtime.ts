import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { createRuntime, type AppRuntime } from '../../composition-root/runtime';
import { createTestDatabase } from './db';
import { atFileEnd } from './cleanup';

/** Settings for a test app: `env` adds to or overrides them. */
export const testConfig = (env: Record<string, string> = {}) =>
  // Tests speak as many clients through one socket: they name each client's address in X-Forwarded-For.
  loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data', TRUST_PROXY: '1', ...env });

/** A whole runtime (store, pipeline, inline projections) on a fresh test database. */
export async function createTestRuntime(env: Record<string, string> = {}): Promise<AppRuntime & { url: string }> {
  const { url } = await createTestDatabase();
  const runtime = await createRuntime(testConfig(env), { databaseUrl: url, logger: createLogger('silent') });
  atFileEnd(() => runtime.close());
  return Object.assign(runtime, { url });
}
