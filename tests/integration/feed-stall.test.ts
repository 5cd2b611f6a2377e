import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb } from '../../infra/db/knex';
import type { Logger } from '../../infra/logger';
import { transactionsHoldingFeed, watchFeedStalls } from '../../workers/feed-stall-watch';
import { createTestDatabase } from '../support/db';

const ours = createTestDatabase();

describe('a stalled feed', () => {
  it('names a transaction left open in another database on the same server', async () => {
    const { db } = await ours;
    const adminUrl = inject('pgAdminUrl');
    const name = `other_${randomBytes(4).toString('hex')}`;
    const admin = createDb(adminUrl, { max: 1 });
    await admin.raw(`CREATE DATABASE ${name}`);
    const other = createDb(adminUrl.replace(/\/postgres$/, `/${name}`), { max: 1, idleInTransactionMs: 0 });
    afterAll(async () => {
      await other.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    });
    const trx = await other.transaction();
    await trx.raw('SELECT pg_current_xact_id()'); // holds a transaction id, as any write does
    const { rows } = await trx.raw('SELECT pg_backend_pid() AS pid');
    await new Promise((r) => setTimeout(r, 300));

    const holders = await transactionsHoldingFeed(db, 200);
    expect(holders).toContainEqual(expect.objectContaining({ pid: rows[0].pid, database: name, state: 'idle in transaction' }));

    const warnings: Record<string, unknown>[] = [];
    const logger: Logger = { debug() {}, info() {}, error() {}, warn: (msg, fields) => warnings.push({ msg, ...fields }) };
    const stop = watchFeedStalls(db, logger, { thresholdMs: 200, everyMs: 50 });
    for (let waited = 0; warnings.length === 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(warnings[0]).toMatchObject({ msg: 'the event feed is held back by an open transaction', pid: rows[0].pid, database: name });
    await trx.rollback();
    expect((await transactionsHoldingFeed(db, 200)).map((h) => h.pid)).not.toContain(rows[0].pid);
  });

  it('our own connections end a transaction left idle', async () => {
    const { url } = await ours;
    const short = createDb(url, { max: 1, idleInTransactionMs: 200 });
    afterAll(() => short.destroy());
    const trx = await short.transaction();
    await trx.raw('SELECT 1');
    await new Promise((r) => setTimeout(r, 600));
    await expect(trx.raw('SELECT 1')).rejects.toThrow(/terminat|idle-in-transaction|Connection/i);
    await trx.rollback().catch(() => undefined);
  });
});
