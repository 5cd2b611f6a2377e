import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { migrate } from '../../composition-root/migrations';
import { seedDemoData } from '../../composition-root/demo/seed';
import { createRuntime } from '../../composition-root/runtime';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { makeThrowAway } from './throw-away-server';

/**
 * One real PostgreSQL server for the whole run (embedded, in a temporary folder),
 * with two template databases each test file clones (tests/support/db.ts): an
 * empty migrated one, and one with the demo catalogue and accounts seeded once
 * through the real commands and projections.
 *
 * The `integration` and `e2e` projects both name this file; Vitest runs each
 * project's global setup, so the server is started once per run (kept on
 * globalThis of the Vitest process) and stopped after the last project is done.
 * The `unit` project does not name it: unit tests start no database.
 */
interface Shared {
  adminUrl: Promise<string>;
  users: number;
  stop: () => Promise<void>;
}
const key = Symbol.for('roomcraft.test-postgres');
const shared = globalThis as unknown as { [key]?: Shared };

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const dataDir = tempDataDir('roomcraft-test-');
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const admin = createDb(server.url('postgres'), { max: 1 });
  try {
    await makeThrowAway(admin);
    await admin.raw('CREATE DATABASE roomcraft_template');
    const template = createDb(server.url('roomcraft_template'), { max: 1 });
    await migrate(template);
    await template.destroy();
    await admin.raw('CREATE DATABASE roomcraft_demo_template TEMPLATE roomcraft_template');
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: dataDir });
    const demo = await createRuntime(config, { databaseUrl: server.url('roomcraft_demo_template'), logger: createLogger('silent') });
    await seedDemoData(demo);
    await demo.runner!.catchUp();
    // What follows the demo orders and reviews (their mails, the emptied cart) is done in the template, not in each test's app.
    await demo.processes?.catchUp();
    await demo.runner!.catchUp();
    await demo.close();
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await admin.destroy();
  }
  return { adminUrl: server.url('postgres'), stop };
}

export default async function setup(project: TestProject) {
  let s = shared[key];
  if (!s) {
    const started = startServer();
    s = shared[key] = { adminUrl: started.then((x) => x.adminUrl), users: 0, stop: async () => (await started).stop() };
  }
  s.users += 1;
  project.provide('pgAdminUrl', await s.adminUrl);
  return async () => {
    s.users -= 1;
    if (s.users > 0) return;
    delete shared[key];
    await s.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
