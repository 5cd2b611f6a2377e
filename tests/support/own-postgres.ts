import fs from 'node:fs';
import { migrate } from '../../composition-root/migrations';
import { seedDemoData } from '../../composition-root/demo/seed';
import { createRuntime } from '../../composition-root/runtime';
import { freePort, startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { createLogger } from '../../infra/logger';
import { testConfig } from './runtime';
import { atFileEnd } from './cleanup';

/**
 * A PostgreSQL server of this test file's own, with one database holding the demo
 * data, stopped when the file ends. For tests that hold back the event feed of a
 * whole server (an open transaction anywhere on it): on the shared server that
 * would hold back every other test file's read models meanwhile.
 */
export async function ownPostgresWithDemoData(): Promise<{ adminUrl: string; url: string }> {
  const dataDir = tempDataDir('roomcraft-own-');
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  atFileEnd(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const admin = createDb(server.url('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_own');
  await admin.destroy();
  const url = server.url('roomcraft_own');
  const db = createDb(url, { max: 1 });
  await migrate(db);
  await db.destroy();
  const seeding = await createRuntime(testConfig({ DATA_DIR: dataDir }), { databaseUrl: url, logger: createLogger('silent') });
  await seedDemoData(seeding);
  await seeding.runner!.catchUp();
  await seeding.close();
  return { adminUrl: server.url('postgres'), url };
}
