import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { migrate, migrations, type Migration } from '../../composition-root/migrations';
import { createDb } from '../../infra/db/knex';
import { shippedMigrations } from '../support/shipped-migrations';

/**
 * Databases migrated before the contexts' manifests (ADR 024) hold the shipped
 * migration names in the shipped order: migrating them now must run no
 * migration twice and skip none.
 */
const admin = createDb(inject('pgAdminUrl'), { max: 1 });
const opened: { name: string; db: Knex }[] = [];

async function emptyDatabase(): Promise<Knex> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE template0`);
  const db = createDb(inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`), { max: 2 });
  opened.push({ name, db });
  return db;
}

afterAll(async () => {
  for (const { name, db } of opened) {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await admin.destroy();
});

/** Migrate as an older build did: the shipped names (up to `until`), in the shipped order. */
async function migrateAsShipped(db: Knex, until: string) {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  const shipped = shippedMigrations.slice(0, shippedMigrations.indexOf(until as never) + 1).map((name) => byName.get(name)!);
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => shipped,
    getMigrationName: (m) => m.name,
    getMigration: async (m) => ({ up: m.up, down: async () => undefined }),
  };
  await db.migrate.latest({ migrationSource: source });
}

const ran = async (db: Knex) => (await db('knex_migrations').orderBy('id').select('name')).map((r: { name: string }) => r.name);

describe('migrating a database an older build migrated', () => {
  it('runs nothing again once it holds every shipped migration, and only what was added since', async () => {
    const db = await emptyDatabase();
    await migrateAsShipped(db, 'process_runner');
    expect(await ran(db)).toEqual([...shippedMigrations]);
    await migrate(db);
    const added = migrations.map((m) => m.name).filter((n) => !(shippedMigrations as readonly string[]).includes(n));
    expect(await ran(db)).toEqual([...shippedMigrations, ...added]);
    await migrate(db);
    expect((await ran(db)).length).toBe(shippedMigrations.length + added.length);
  });

  it('runs the rest of the list in its order for a database stopped part-way (before the 0015 migrations)', async () => {
    const db = await emptyDatabase();
    await migrateAsShipped(db, '0014_diy_read_models');
    await migrate(db);
    const names = migrations.map((m) => m.name);
    expect(await ran(db)).toEqual(names);
    expect(names.filter((n) => n.startsWith('0015_'))).toEqual(['0015_cart_lines_refer', '0015_order_lines_refer', '0015_projects_delivered_at', '0015_canvas_read_models']);
  });
});
