import net from 'node:net';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { migrate } from '../../infra/db/migrations';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

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
