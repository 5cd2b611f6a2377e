import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../infra/db/knex';

/**
 * A fresh, migrated database for one test file, dropped when the file ends;
 * `demo`: with the demo catalogue and accounts already in it (events and read models).
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<{ url: string; db: Db; name: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, { max: 1 });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${options.demo ? 'roomcraft_demo_template' : 'roomcraft_template'}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDb(url, { max: 20 });
  afterAll(async () => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  return { url, db, name };
}
