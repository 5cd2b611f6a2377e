import type { Knex } from 'knex';

/**
 * Token buckets kept in PostgreSQL, for when the app runs as several processes
 * (cluster workers, several machines): one allowance per key whichever process
 * serves the request. One statement takes tokens: the bucket refilled for the
 * time since its last take, then the cost taken, or nothing changed when less
 * than that is left (the refill is computed again from the same instant next time).
 * UNLOGGED: limits are short-lived, and a server crash forgetting them only
 * refills every bucket. Not a read model: the HTTP adapter's memory of recent use.
 */
export const rateBucketsTable = 'rate_buckets';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE UNLOGGED TABLE ${rateBucketsTable} (key text PRIMARY KEY, tokens double precision NOT NULL, at timestamptz NOT NULL)`);
}

export interface Bucket {
  burst: number;
  perSecond: number;
}

/** Takes `cost` (one by default) from the key's bucket: false when less than that is left (nothing taken then). */
export async function takeToken(db: Knex, key: string, bucket: Bucket, cost = 1): Promise<boolean> {
  const { rows } = await db.raw(
    `INSERT INTO ${rateBucketsTable} AS b (key, tokens, at) SELECT ?, ?::float8 - ?::float8, clock_timestamp() WHERE ?::float8 <= ?::float8
     ON CONFLICT (key) DO UPDATE
       SET tokens = least(?::float8, b.tokens + extract(epoch FROM clock_timestamp() - b.at) * ?::float8) - ?::float8, at = clock_timestamp()
       WHERE least(?::float8, b.tokens + extract(epoch FROM clock_timestamp() - b.at) * ?::float8) >= ?::float8
     RETURNING tokens`,
    [key, bucket.burst, cost, cost, bucket.burst, bucket.burst, bucket.perSecond, cost, bucket.burst, bucket.perSecond, cost],
  );
  return rows.length > 0;
}

/** Gives one back to the key's bucket (never above its burst). */
export async function giveTokenBack(db: Knex, key: string, bucket: Bucket): Promise<void> {
  await db.raw(`UPDATE ${rateBucketsTable} SET tokens = least(?::float8, tokens + 1) WHERE key = ?`, [bucket.burst, key]);
}

/** Forgets buckets untouched for `idleSeconds` (full again by then, for every limit that refills within it). */
export async function sweepBuckets(db: Knex, idleSeconds: number): Promise<number> {
  const { rowCount } = await db.raw(`DELETE FROM ${rateBucketsTable} WHERE at < clock_timestamp() - make_interval(secs => ?)`, [idleSeconds]);
  return rowCount ?? 0;
}
