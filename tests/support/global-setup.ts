import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { migrate } from '../../composition-root/migrations';


/**
 * One real PostgreSQL server for the whole run (embedded, in a temporary folder),
 * with a migrated template database; each test file clones it (tests/support/db.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = tempDataDir('roomcraft-test-');
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const admin = createDb(server.url('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_template');
  const template = createDb(server.url('roomcraft_template'), { max: 1 });
  await migrate(template);
  await template.destroy();
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
