import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { createDb } from '../../infra/db/knex';
import { createTestDatabase } from '../support/db';
import { eventStoreContract, feedVisible } from './event-store.contract';
import type { FeedCheckpoint, RecordedEvent } from '../../domain/shared/feed';
import { eventsOfProcessesAfter } from '../../workers/process-outputs';

const database = createTestDatabase();
eventStoreContract('postgres', async () => {
  const { db, url } = await database;
  return new PostgresEventStore(db, url);
});

describe('postgres event store: the head', () => {
  it('is the newest event by transaction id as a number, not as the text it is sent as (99 before 100)', async () => {
    // A database of its own: its only events carry transaction ids on either side of a digit boundary.
    const { db, url } = await createTestDatabase();
    await db.raw('TRUNCATE es_events');
    const row = (stream: string, transactionId: number) => ({ stream_id: stream, stream_position: 1, event_id: randomUUID(), type: 'Probe', data: {}, transaction_id: String(transactionId) });
    await db('es_events').insert([row('older', 99), row('newer', 100)]);
    const store = new PostgresEventStore(db, url);
    const newer = (await db('es_events').where({ stream_id: 'newer' }).first()).global_position;
    expect(await store.head({ committed: true })).toEqual({ transactionId: 100, position: Number(newer) });
    expect(await store.head()).toEqual({ transactionId: 100, position: Number(newer) });
  });
});

describe('postgres event store: asynchronous commit (ADR 068)', () => {
  it('turns synchronous_commit off for the one append asked to, and for nothing after it on the connection', async () => {
    const { url } = await database;
    // One connection, so the statement after the append runs where the append ran.
    const db = createDb(url, { max: 1 });
    try {
      const store = new PostgresEventStore(db, url);
      // The test server commits asynchronously for speed (global-setup): this connection waits for the disk, as a real server does.
      await db.raw('SET synchronous_commit = on');
      const sent: string[] = [];
      db.on('query', (q: { sql: string }) => sent.push(q.sql));
      const [quiet, loud] = [`async-${randomUUID()}`, `sync-${randomUUID()}`];
      await store.appendMany([{ streamId: quiet, events: [{ type: 'Beacon', data: { n: 1 } }], expectedVersion: 'any' }], { asyncCommit: true });
      expect(sent.filter((q) => q.includes('es_append'))).toEqual([expect.stringContaining("set_config('synchronous_commit', 'off', true)")]);
      // Local to the append's own transaction: the connection is back to the server's setting.
      expect((await db.raw('SHOW synchronous_commit')).rows[0].synchronous_commit).toBe('on');
      sent.length = 0;
      await store.appendMany([{ streamId: loud, events: [{ type: 'Order', data: { n: 2 } }], expectedVersion: 'any' }]);
      expect(sent.filter((q) => q.includes('es_append'))).toEqual([expect.not.stringContaining('synchronous_commit')]);
      // Both are stored alike.
      expect((await store.readStream(quiet)).events.map((e) => e.data)).toEqual([{ n: 1 }]);
      expect((await store.readStream(loud)).events.map((e) => e.data)).toEqual([{ n: 2 }]);
    } finally {
      await db.destroy();
    }
  });
});

describe('postgres event store: gap safety', () => {
  it('never lets a reader skip an event that commits late', async () => {
    const { db, url } = await database;
    const store = new PostgresEventStore(db, url);
    // Hold a transaction open that has already taken a position but not committed.
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    await slow.query('BEGIN');
    await slow.query(`SELECT es_append('slow-stream', -1, NULL, '[{"id":"7b0e0a4e-8c57-4a4a-9d7e-000000000001","type":"Slow","data":{}}]'::jsonb)`);
    const fast = await store.append('fast-stream', [{ type: 'Fast', data: {} }], { expectedVersion: 'any' });
    const before = await store.readAll({ limit: 10000 });
    // The fast event committed, but the slow transaction is older: neither may be read yet.
    expect(before.some((e) => e.type === 'Fast')).toBe(false);
    await slow.query('COMMIT');
    await slow.end();
    await expect.poll(async () => (await store.readAll({ limit: 10000 })).map((e) => e.type), feedVisible).toEqual(expect.arrayContaining(['Slow', 'Fast']));
    const after = await store.readAll({ limit: 10000 });
    expect(after.find((e) => e.type === 'Fast')!.globalPosition).toBe(fast.lastPosition);
  });

  it('a live reader sees every event from many concurrent appenders exactly once, in order', async () => {
    const { db, url } = await database;
    const store = new PostgresEventStore(db, url);
    const start = await store.readAll({ limit: 100000 });
    let checkpoint: FeedCheckpoint = start.length
      ? { transactionId: start.at(-1)!.transactionId, position: start.at(-1)!.globalPosition }
      : { transactionId: 0, position: 0 };
    const writers = 12;
    const perWriter = 60;
    const seen: RecordedEvent[] = [];
    let writing = true;
    const total = { n: 0 };
    let finishedAt = 0;
    const deadline = () => (finishedAt ||= Date.now()) + feedVisible.timeout;
    const reader = (async () => {
      for (;;) {
        const batch = await store.readAll({ after: checkpoint, limit: 37 });
        for (const e of batch) seen.push(e);
        if (batch.length) checkpoint = { transactionId: batch.at(-1)!.transactionId, position: batch.at(-1)!.globalPosition };
        // Done once the writers are finished and everything they wrote has been seen; a
        // transaction of another test file on the same server may hide the tail a while.
        else if (!writing && (seen.filter((e) => e.type === 'Gap').length >= total.n || Date.now() > deadline())) return;
        else await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        // Each writer has its own connection and holds its transaction open for a
        // random moment after appending, so commits land out of position order.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        for (let i = 0; i < perWriter; i++) {
          const size = 1 + ((w + i) % 3);
          const events = Array.from({ length: size }, (_, k) => ({ id: randomUUID(), type: 'Gap', data: { w, i, k } }));
          await client.query('BEGIN');
          await client.query('SELECT es_append($1, -1, NULL, $2::jsonb)', [`gap-${w}-${i % 4}`, JSON.stringify(events)]);
          if (Math.random() < 0.3) await client.query('SELECT pg_sleep($1)', [Math.random() / 50]);
          await client.query('COMMIT');
          total.n += size;
        }
        await client.end();
      }),
    );
    writing = false;
    await reader;
    const gap = seen.filter((e) => e.type === 'Gap');
    // Exactly once.
    expect(gap).toHaveLength(total.n);
    expect(new Set(gap.map((e) => e.globalPosition)).size).toBe(total.n);
    // In order: the feed order is strictly increasing by (transaction, position) …
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1];
      const b = seen[i];
      expect(b.transactionId > a.transactionId || (b.transactionId === a.transactionId && b.globalPosition > a.globalPosition)).toBe(true);
    }
    // … and every stream is seen in its own order, with no holes.
    const byStream = new Map<string, number[]>();
    for (const e of gap) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamPosition]);
    for (const positions of byStream.values()) expect(positions).toEqual(positions.map((_, i) => i + 1));
  });
});

describe('postgres event store: wake-ups', () => {
  it('wakes a reader in another process (LISTEN/NOTIFY) after an append commits', async () => {
    const { db, url } = await database;
    const reader = new PostgresEventStore(db, url);
    const writer = new PostgresEventStore(db);
    const woken = new Promise<void>((resolve) => reader.onAppended(resolve));
    // LISTEN is set up asynchronously; append until the wake-up arrives (bounded).
    for (let i = 0; i < 50; i++) {
      await writer.append('wake-test', [{ type: 'Ping', data: { i } }], { expectedVersion: 'any' });
      const done = await Promise.race([woken.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))]);
      if (done) break;
    }
    await expect(woken).resolves.toBeUndefined();
    await reader.close();
  });
});

describe('the events of processes after a command', () => {
  it('finds a process’s commands more than a page of the feed after the command that started them', async () => {
    const { db, url } = await database;
    const store = new PostgresEventStore(db, url);
    const started = await store.append(`started-${randomUUID()}`, [{ type: 'Started', data: {} }], { expectedVersion: 'no_stream' });
    const name = `process-${randomUUID()}`;
    const [early, late] = [`claimed-${randomUUID()}`, `claimed-${randomUUID()}`];
    await store.append(early, [{ type: 'Claimed', data: {}, metadata: { commandId: `${name}:early` } }], { expectedVersion: 'no_stream', commandId: `${name}:early` });
    // Other writers: 2,500 events between the process's first and last command.
    for (let i = 0; i < 5; i++)
      await store.append(`noise-${randomUUID()}`, Array.from({ length: 500 }, (_, n) => ({ type: 'Noise', data: { n } })), { expectedVersion: 'no_stream' });
    await store.append(late, [{ type: 'Claimed', data: {}, metadata: { commandId: `${name}:late` } }], { expectedVersion: 'no_stream', commandId: `${name}:late` });
    await store.append(`other-${randomUUID()}`, [{ type: 'Other', data: {}, metadata: { commandId: `another-${name}:x` } }], { expectedVersion: 'no_stream', commandId: `another-${name}:x` });
    await expect.poll(async () => (await eventsOfProcessesAfter(store, started.checkpoint, [name])).map((o) => o.streamId), feedVisible).toEqual([early, late]);
  });

  it('finds them while an older transaction is still in flight (the feed holds them back; sign-in would answer before its claims)', async () => {
    const { db, url } = await database;
    const store = new PostgresEventStore(db, url);
    const started = await store.append(`started-${randomUUID()}`, [{ type: 'Started', data: {} }], { expectedVersion: 'no_stream' });
    // Another app's transaction on the same server, begun before the process's command (it holds a transaction id).
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('SELECT pg_current_xact_id()');
    try {
      const name = `process-${randomUUID()}`;
      const claimed = `claimed-${randomUUID()}`;
      await store.append(claimed, [{ type: 'Claimed', data: {}, metadata: { commandId: `${name}:x` } }], { expectedVersion: 'no_stream', commandId: `${name}:x` });
      expect((await store.readAll({ after: started.checkpoint })).map((e) => e.streamId)).not.toContain(claimed);
      expect((await eventsOfProcessesAfter(store, started.checkpoint, [name])).map((o) => o.streamId)).toEqual([claimed]);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
  });
});
