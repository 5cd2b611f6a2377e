import type { Knex } from 'knex';
import { knownVersion } from '../read-model-memo';

/**
 * Searches answered from memory while the goods have not changed (issue 27, ADR 059).
 *
 * The goods projection counts the goods changes it has applied in
 * `catalogue_goods_version_v1`, in the transaction that applies them
 * (`stampGoodsVersion`). A search
 * reads that stamp (a one-row primary-key read), and its result is kept under
 * (stamp, the search's input): the same search again, before the goods change,
 * is answered with it (frozen). Any change to the goods (a price, a stock mark,
 * a new listing) gives a new stamp, so nothing stale is ever served once the
 * change is committed, read-your-writes included. A rebuild empties the table:
 * with no stamp, nothing is cached.
 */
export const goodsVersionTable = 'catalogue_goods_version_v1';
/** The goods projection's name (projections/catalogue/goods.ts uses it; that module imports this one). */
export const goodsProjectionName = 'catalogue-goods';

/** Migration 0094: the one-row stamp. */
export async function addGoodsVersion(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE ${goodsVersionTable} (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`);
  // The goods changes recorded so far: what the projection's count would be had it always kept one.
  await knex.raw(
    `INSERT INTO ${goodsVersionTable} (id, version)
     SELECT 1, count(*) FROM es_events WHERE type IN ('GoodsListed', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDetailsChanged', 'GoodsDelisted')`,
  );
}

/**
 * In the goods projection's transaction: `changes` more goods changes applied.
 * The stamp counts them, so every change moves it on, and it ends the same
 * whatever the batches or the runner (inline, Kafka partitions, a rebuild):
 * the replay tests compare it with the live table, where a transaction id or a
 * batch's last position would differ.
 */
export async function stampGoodsVersion(trx: Knex, changes: number): Promise<void> {
  if (changes === 0) return;
  await trx.raw(
    `INSERT INTO ${goodsVersionTable} AS v (id, version) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET version = v.version + excluded.version`,
    [changes],
  );
}

/** The goods' current stamp, or null (a rebuild in progress: do not cache). */
export async function goodsVersion(db: Knex): Promise<string | null> {
  const row = await db(goodsVersionTable).where({ id: 1 }).first('version');
  return row ? String(row.version) : null;
}

/** Entries kept per database; the least recently used go first. */
const capacity = 500;
const caches = new WeakMap<Knex, Map<string, unknown>>();

/** Turned off by `SEARCH_CACHE=off` (and by the bench, to measure the search itself). */
let enabled = process.env.SEARCH_CACHE !== 'off';
export const setSearchCache = (on: boolean) => {
  enabled = on;
};

/** `value` and everything in it frozen (plain JSON-like data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * `search(db, input)` through the cache. `input` must be plain JSON (it is the key).
 * A result is frozen throughout and shared by every caller of the same search:
 * callers read it and build their own answers from it (a listing's cards, a call's
 * list), never change it. Frozen, a change would throw rather than reach another
 * caller. Before, each caller had its own structured clone, 1.5 % of a marketplace
 * page's CPU.
 */
export async function cachedSearch<I, R>(db: Knex, input: I, search: (db: Knex, input: I) => Promise<R>): Promise<R> {
  if (!enabled) return search(db, input);
  // Where the process knows where the goods last changed (ADR 073), no statement; otherwise the stamp.
  const version = knownVersion(db, [goodsProjectionName]) ?? (await goodsVersion(db));
  if (version === null) return search(db, input);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${version}\u001f${JSON.stringify(input)}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit as R;
  }
  const result = deepFreeze(await search(db, input));
  cache.set(key, result);
  if (cache.size > capacity) cache.delete(cache.keys().next().value!);
  return result;
}
