import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, type Db } from '../../infra/db/knex';
import { atFileEnd } from './cleanup';

/**
 * A fresh, migrated database for one test file, dropped when the file ends;
 * `demo`: with the demo catalogue and accounts already in it (events and read models).
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<{ url: string; db: Db; name: string }> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) throw new Error('No test database in this project: a test that needs PostgreSQL belongs under tests/integration/ or tests/e2e/ (unit tests beside the code start none)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, { max: 1 });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${options.demo ? 'roomcraft_demo_template' : 'roomcraft_template'}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDb(url, { max: 20 });
  atFileEnd(async () => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  return { url, db, name };
}
