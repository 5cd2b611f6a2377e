import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// bigint (int8) and xid8 come back as strings by default; every value we store fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// xid8 (oid 5069) is missing from pg's TypeId list.
(pg.types.setTypeParser as (oid: number, parse: (v: string) => unknown) => void)(5069, (v) => Number(v));
// numeric stays a string; dates as ISO strings keep read models comparable across replays.
const parseTimestamptz = pg.types.getTypeParser(1184) as (v: string) => Date;
pg.types.setTypeParser(1184, (v: string) => parseTimestamptz(v).toISOString());

export type Db = Knex;

export function createDb(url: string, pool: { min?: number; max?: number } = {}): Db {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 30_000,
  });
}
