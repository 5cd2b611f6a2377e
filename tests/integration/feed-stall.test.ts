import { randomBytes } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDb } from '../../infra/db/knex';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import type { Logger } from '../../infra/logger';
import { feedStallCheck, transactionsHoldingFeed, watchFeedStalls } from '../../workers/feed-stall-watch';
import { ownPostgres } from '../support/own-postgres';
import { createTestRuntime } from '../support/runtime';
import { atFileEnd } from '../support/cleanup';

/**
 * A server of this file's own: the transactions these tests leave open hold back
 * the feed of every database on their server, and other test files run meanwhile.
 */
const ours = (async () => {
  const own = await ownPostgres();
  const db = createDb(own.url, { max: 5 });
  atFileEnd(() => db.destroy());
  return { db, url: own.url, adminUrl: own.adminUrl };
})();

function recordingLogger() {
  const warnings: Record<string, unknown>[] = [];
  const logger: Logger = { debug() {}, info() {}, error() {}, warn: (msg, fields) => warnings.push({ msg, ...fields }) };
  return { warnings, logger };
}

/** A transaction holding a transaction id, left open in a database of its own on the same server. */
async function openTransactionElsewhere() {
  const { adminUrl } = await ours;
  const name = `other_${randomBytes(4).toString('hex')}`;
  const admin = createDb(adminUrl, { max: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  const other = createDb(adminUrl.replace(/\/postgres$/, `/${name}`), { max: 1, idleInTransactionMs: 0 });
  atFileEnd(async () => {
    await other.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  const trx = await other.transaction();
  await trx.raw('SELECT pg_current_xact_id()'); // holds a transaction id, as any write does
  const { rows } = await trx.raw('SELECT pg_backend_pid() AS pid');
  return { trx, pid: rows[0].pid as number, database: name };
}

/** Until the transaction is `thresholdMs` old by the server's clock (its age is what the watcher reads). */
async function untilOlderThan(db: Awaited<typeof ours>['db'], pid: number, thresholdMs: number) {
  for (;;) {
    const { rows } = await db.raw('SELECT now() - xact_start > make_interval(secs => ?) AS old FROM pg_stat_activity WHERE pid = ?', [thresholdMs / 1000, pid]);
    if (rows[0]?.old) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a stalled feed', () => {
  it('holds our events back while a transaction is open in another database, and the watcher names it', async () => {
    const { db, url } = await ours;
    const store = new PostgresEventStore(db, url);
    atFileEnd(() => store.close());
    const before = await store.readAll({ limit: 100_000 });
    const held = await openTransactionElsewhere();

    // Our append commits, yet the feed does not show it: projections would wait for it.
    await store.append(`feed-stall-${randomBytes(4).toString('hex')}`, [{ type: 'StallProbe', data: {} }], { expectedVersion: 'no_stream' });
    expect(await store.readAll({ limit: 100_000 })).toHaveLength(before.length);

    await untilOlderThan(db, held.pid, 200);
    expect(await transactionsHoldingFeed(db, 200)).toContainEqual(
      expect.objectContaining({ pid: held.pid, database: held.database, state: 'idle in transaction', query: 'SELECT pg_backend_pid() AS pid' }),
    );

    const { warnings, logger } = recordingLogger();
    const stop = watchFeedStalls(db, logger, { thresholdMs: 200, everyMs: 50 });
    for (let waited = 0; warnings.length === 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(warnings[0]).toMatchObject({ msg: 'the event feed is held back by an open transaction', pid: held.pid, database: held.database });

    await held.trx.rollback();
    expect(await store.readAll({ limit: 100_000 })).toHaveLength(before.length + 1);
    expect((await transactionsHoldingFeed(db, 200)).map((h) => h.pid)).not.toContain(held.pid);
  });

  it('logs one holder once a minute at most, whatever the checks', async () => {
    const { db } = await ours;
    const held = await openTransactionElsewhere();
    // It holds back the feed of every database on the server: let it go as soon as this test is done.
    onTestFinished(async () => {
      await held.trx.rollback().catch(() => undefined);
    });
    await untilOlderThan(db, held.pid, 100);
    const { warnings, logger } = recordingLogger();
    let clock = 0;
    const check = feedStallCheck(db, logger, { thresholdMs: 100, now: () => clock });
    const aboutHeld = () => warnings.filter((w) => w.pid === held.pid);
    await check();
    clock += 59_000;
    await check();
    await check();
    expect(aboutHeld()).toHaveLength(1);
    clock += 1_000;
    await check();
    expect(aboutHeld()).toHaveLength(2);
  });

  it('our own connections end a transaction left idle', async () => {
    const { url } = await ours;
    const short = createDb(url, { max: 1, idleInTransactionMs: 200 });
    atFileEnd(() => short.destroy());
    const trx = await short.transaction();
    await trx.raw('SELECT 1');
    const { rows } = await trx.raw('SELECT pg_backend_pid() AS pid');
    // Wait until the server has ended that backend (no fixed sleep), then the transaction is gone.
    const { db } = await ours;
    for (let n = 0; n < 200; n++) {
      const alive = await db.raw('SELECT 1 FROM pg_stat_activity WHERE pid = ?', [rows[0].pid]);
      if (alive.rows.length === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await expect(trx.raw('SELECT 1')).rejects.toThrow(/terminat|idle-in-transaction|Connection/i);
    await trx.rollback().catch(() => undefined);
  });

  it('the app opens its connections with the configured timeouts', async () => {
    const runtime = await createTestRuntime({ PG_STATEMENT_TIMEOUT_MS: '45000', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '7000' });
    const { rows } = await runtime.db.raw('SELECT current_setting(?) AS statement, current_setting(?) AS idle', ['statement_timeout', 'idle_in_transaction_session_timeout']);
    expect(rows[0]).toEqual({ statement: '45s', idle: '7s' });
    const defaults = await createTestRuntime();
    const { rows: standard } = await defaults.db.raw('SELECT current_setting(?) AS statement, current_setting(?) AS idle', ['statement_timeout', 'idle_in_transaction_session_timeout']);
    expect(standard[0]).toEqual({ statement: '30s', idle: '10s' });
  });
});
