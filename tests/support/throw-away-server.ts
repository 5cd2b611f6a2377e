import type { Db } from '../../infra/db/knex';

/**
 * A test's PostgreSQL server is thrown away after the run: durability buys
 * nothing, and each CREATE DATABASE and each commit would wait for the disk.
 * `admin` is a connection to the server's `postgres` database.
 */
export async function makeThrowAway(admin: Db): Promise<void> {
  for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) await admin.raw(`ALTER SYSTEM SET ${setting}`);
  await admin.raw('SELECT pg_reload_conf()');
}
