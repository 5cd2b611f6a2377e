import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { migrate } from '../../composition-root/migrations';
import { seedDemoData } from '../../composition-root/demo/seed';
import { createRuntime } from '../../composition-root/runtime';
import { freePort, startEmbeddedPostgres, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { createLogger } from '../../infra/logger';
import { testConfig } from './runtime';
import { atFileEnd } from './cleanup';
import { makeThrowAway } from './throw-away-server';

export interface OwnPostgres {
  /** The server's `postgres` database (to create others, or to watch its connections). */
  adminUrl: string;
  /** The database holding the demo data. */
  url: string;
  /**
   * Stops the server, and fails when a connection to it is still open then: a pool
   * the test (or the app it started) left open, which would otherwise only show as
   * knex's "Connection ended unexpectedly" when the server goes.
   */
  stop(): Promise<void>;
}

/** Connections to the server other than the asking one, as pg_stat_activity lists them. */
async function openConnections(adminUrl: string): Promise<Array<{ datname: string; state: string; query: string }>> {
  const admin = createDb(adminUrl, { max: 1 });
  try {
    const { rows } = await admin.raw(`SELECT datname, state, left(query, 120) AS query FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`);
    return rows;
  } finally {
    await admin.destroy();
  }
}

/**
 * A PostgreSQL server of this test file's own, with one migrated database
 * (`demo`: holding the demo data too). For tests that hold back the event feed
 * of a whole server (an open transaction anywhere on it): on the shared server
 * that would hold back every other test file's read models meanwhile, and their
 * commands would stop waiting for them.
 *
 * Vitest never runs an afterAll registered inside a hook or a test, so the caller
 * stops it (after closing what it opened on it), e.g. from the teardown its
 * beforeAll returns; it is stopped at the file's end at the latest.
 */
export async function ownPostgres(options: { demo?: boolean } = {}): Promise<OwnPostgres> {
  const dataDir = tempDataDir('roomcraft-own-');
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const admin = createDb(server.url('postgres'), { max: 1 });
  await makeThrowAway(admin);
  await admin.raw('CREATE DATABASE roomcraft_own');
  await admin.destroy();
  const url = server.url('roomcraft_own');
  const db = createDb(url, { max: 1 });
  await migrate(db);
  await db.destroy();
  if (options.demo) {
    const seeding = await createRuntime(testConfig({ DATA_DIR: dataDir }), { databaseUrl: url, logger: createLogger('silent') });
    await seedDemoData(seeding);
    await seeding.runner!.catchUp();
    // What follows the demo orders and reviews (mails, the emptied cart) is done here, not in the test's app.
    await seeding.processes?.catchUp();
    await seeding.runner!.catchUp();
    await seeding.close();
  }
  const adminUrl = server.url('postgres');
  let stopping: Promise<void> | undefined;
  const own: OwnPostgres = {
    adminUrl,
    url,
    stop: () => (stopping ??= stopServer()),
  };
  atFileEnd(() => own.stop());
  return own;

  async function stopServer() {
    {
      // A closed pool's backends leave pg_stat_activity a moment after their client said goodbye.
      let open = await openConnections(adminUrl);
      for (let tries = 0; open.length && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        open = await openConnections(adminUrl);
      }
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (open.length) throw new Error(`${open.length} connection(s) to the test's own PostgreSQL server left open (a pool not closed): ${JSON.stringify(open)}`);
    }
  }
}

/** A server of the file's own with the demo data (see `ownPostgres`). */
export const ownPostgresWithDemoData = () => ownPostgres({ demo: true });

/**
 * A transaction holding a transaction id, left open in another database on the
 * same server: it holds back the server's event feed (ADR 001) until `end()`.
 */
export async function holdFeedBack(adminUrl: string): Promise<{ end(): Promise<void> }> {
  const name = `other_${randomBytes(4).toString('hex')}`;
  const admin = createDb(adminUrl, { max: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  const other = createDb(adminUrl.replace(/\/postgres$/, `/${name}`), { max: 1, idleInTransactionMs: 0 });
  const trx = await other.transaction();
  await trx.raw('SELECT pg_current_xact_id()');
  let ending: Promise<void> | undefined;
  return {
    end: () =>
      (ending ??= (async () => {
        await trx.rollback().catch(() => undefined);
        await other.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      })()),
  };
}
