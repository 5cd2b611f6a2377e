import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

/**
 * How our connections read values, set per connection rather than in pg's
 * global registry: bigint (int8) and xid8 (oid 5069) come back as numbers —
 * every value we store fits — and timestamptz as ISO strings, which keeps read
 * models comparable across replays; numeric stays a string.
 */
const ownParsers: Record<number, (value: string) => unknown> = {
  20: Number,
  5069: Number,
  1184: (value) => (pg.types.getTypeParser(1184) as (v: string) => Date)(value).toISOString(),
};
const pgTypes = {
  getTypeParser: (oid: number, format?: string) => ownParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text' | undefined),
};

export type Db = Knex;

/**
 * Our connections never hold the server up: a statement may run 30 s, and a
 * transaction left idle is ended after 10 s (an open transaction anywhere on the
 * server holds the event feed back; workers/feed-stall-watch.ts names others').
 */
export const connectionTimeouts = { statementTimeoutMs: 30_000, idleInTransactionMs: 10_000 };

export function createDb(
  url: string,
  pool: { min?: number; max?: number; statementTimeoutMs?: number; idleInTransactionMs?: number } = {},
): Db {
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: url,
      types: pgTypes,
      statement_timeout: pool.statementTimeoutMs ?? connectionTimeouts.statementTimeoutMs,
      idle_in_transaction_session_timeout: pool.idleInTransactionMs ?? connectionTimeouts.idleInTransactionMs,
    },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 30_000,
  });
}
