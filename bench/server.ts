import fs from 'node:fs';
import { freePort, startEmbeddedPostgres, tempDataDir, type EmbeddedServer } from '../infra/db/embedded';
import { createDb, type Db } from '../infra/db/knex';
import { migrate } from '../composition-root/migrations';


export interface BenchDatabase {
  url: string;
  db: Db;
  dataDir: string;
  port: number;
  /** Closes the pool, stops the server and removes its folder. Safe to call twice. */
  dispose: () => Promise<void>;
}

/**
 * One embedded PostgreSQL in a temporary folder for the whole run, with one
 * migrated database. Every figure and its baseline are measured on it.
 */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = tempDataDir('roomcraft-bench-');
  const port = await freePort();
  let server: EmbeddedServer | undefined;
  let db: Db | undefined;
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await db?.destroy().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    const admin = createDb(server.url('postgres'), { max: 1 });
    await admin.raw('CREATE DATABASE roomcraft_bench');
    await admin.destroy();
    const url = server.url('roomcraft_bench');
    db = createDb(url, { max: 12 });
    await migrate(db);
    return { url, db, dataDir, port, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
