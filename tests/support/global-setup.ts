import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { migrate } from '../../composition-root/migrations';
import { seedDemoData } from '../../composition-root/demo/seed';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';

/**
 * One real PostgreSQL server for the whole run (embedded, in a temporary folder),
 * with two template databases each test file clones (tests/support/db.ts): an
 * empty migrated one, and one with the demo catalogue and accounts seeded once
 * through the real commands and projections.
 */
export default async function setup(project: TestProject) {
  const dataDir = tempDataDir('roomcraft-test-');
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const admin = createDb(server.url('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_template');
  const template = createDb(server.url('roomcraft_template'), { max: 1 });
  await migrate(template);
  await template.destroy();
  await admin.raw('CREATE DATABASE roomcraft_demo_template TEMPLATE roomcraft_template');
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: dataDir });
  const demo = await createRuntime(config, { databaseUrl: server.url('roomcraft_demo_template'), logger: createLogger('silent') });
  await seedDemoData(demo);
  await demo.runner!.catchUp();
  await demo.close();
  await admin.destroy();
  project.provide('pgAdminUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
