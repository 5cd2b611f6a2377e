import { describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../../domain/shared/errors';
import type { EventStore } from '../../infra/eventstore/port';
import type { RecordedEvent } from '../../domain/shared/feed';

/**
 * A committed event reaches the feed once every older transaction has ended. On
 * Postgres "every" means in the whole server (pg_snapshot_xmin), and test files run
 * side by side on one server, so feed reads wait a little rather than assert at once.
 */
// Up to 30 s: on a busy 2-core machine another file's long transaction (a catch-up, a kill -9 drill) can hold the whole server's feed back for over 10 s.
export const feedVisible = { timeout: 30_000, interval: 20 };

/**
 * The event store contract. Every adapter runs this same suite: the Postgres one
 * here, EventStoreDB where a Docker engine can run it.
 */
export function eventStoreContract(name: string, makeStore: () => Promise<EventStore>) {
  describe(`event store contract: ${name}`, () => {
    const stream = () => `test-${Math.random().toString(36).slice(2)}`;

    it('appends atomically and reads a stream back in order', async () => {
      const store = await makeStore();
      const s = stream();
      const r = await store.append(s, [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }], { expectedVersion: 'no_stream' });
      expect(r.nextExpectedVersion).toBe(2);
      // Positions are ordered and unique, not necessarily consecutive (EventStoreDB's are log offsets).
      expect(r.lastPosition).toBeGreaterThan(r.firstPosition);
      const { version, events } = await store.readStream(s);
      expect(version).toBe(2);
      expect(events.map((e) => [e.type, e.streamPosition, e.data])).toEqual([['A', 1, { n: 1 }], ['B', 2, { n: 2 }]]);
    });

    it('names each stream’s version without reading its events (0 for a stream with none)', async () => {
      const store = await makeStore();
      const [a, b, none] = [stream(), stream(), stream()];
      await store.append(a, [{ type: 'A', data: {} }, { type: 'B', data: {} }], { expectedVersion: 'no_stream' });
      await store.append(b, [{ type: 'A', data: {} }], { expectedVersion: 'no_stream' });
      await store.append(a, [{ type: 'C', data: {} }], { expectedVersion: 2 });
      expect(await store.streamVersions([a, b, none])).toEqual(new Map([[a, 3], [b, 1], [none, 0]]));
      expect(await store.streamVersions([])).toEqual(new Map());
    });

    it("names each stream's last event's place in the feed (a stream with none is left out)", async () => {
      const store = await makeStore();
      const [a, b, none] = [stream(), stream(), stream()];
      await store.append(a, [{ type: 'A', data: {} }], { expectedVersion: 'no_stream' });
      await store.append(b, [{ type: 'A', data: {} }], { expectedVersion: 'no_stream' });
      await store.append(a, [{ type: 'B', data: {} }, { type: 'C', data: {} }], { expectedVersion: 1 });
      const place = (e: { transactionId: number; globalPosition: number } | undefined) => ({ transactionId: e!.transactionId, position: e!.globalPosition });
      const expected = new Map([
        [a, place((await store.readStream(a)).events.at(-1))],
        [b, place((await store.readStream(b)).events.at(-1))],
      ]);
      expect(await store.streamHeads([a, b, none])).toEqual(expected);
      expect(await store.streamHeads([])).toEqual(new Map());
    });

    it('rejects a wrong expected version with a typed conflict and appends nothing', async () => {
      const store = await makeStore();
      const s = stream();
      await store.append(s, [{ type: 'A', data: {} }], { expectedVersion: 0 });
      await expect(store.append(s, [{ type: 'B', data: {} }], { expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(s, [{ type: 'B', data: {} }], { expectedVersion: 'no_stream' })).rejects.toMatchObject({ actual: 1 });
      expect((await store.readStream(s)).version).toBe(1);
      await store.append(s, [{ type: 'C', data: {} }], { expectedVersion: 'any' });
      expect((await store.readStream(s)).version).toBe(2);
    });

    it('makes a multi-event append all-or-nothing', async () => {
      const store = await makeStore();
      const s = stream();
      // An event whose data cannot be stored (a lone surrogate is not valid JSON text for jsonb) fails the whole batch.
      await expect(
        store.append(s, [{ type: 'A', data: {} }, { type: 'B', data: { bad: '\u0000' } }], { expectedVersion: 0 }),
      ).rejects.toThrow();
      expect((await store.readStream(s)).version).toBe(0);
    });

    it('returns the first result for a repeated command id and appends nothing', async () => {
      const store = await makeStore();
      const s = stream();
      const first = await store.append(s, [{ type: 'A', data: {} }], { expectedVersion: 0, commandId: `cmd-${s}` });
      const again = await store.append(s, [{ type: 'A', data: {} }], { expectedVersion: 0, commandId: `cmd-${s}` });
      expect(again).toMatchObject({ duplicate: true, lastPosition: first.lastPosition, nextExpectedVersion: 1 });
      expect((await store.readStream(s)).version).toBe(1);
      expect(await store.commandResult(`cmd-${s}`)).toMatchObject({ lastPosition: first.lastPosition });
    });

    it('reads all streams by global position, in pages', async () => {
      const store = await makeStore();
      const s1 = stream();
      const s2 = stream();
      const a = await store.append(s1, [{ type: 'X', data: { i: 1 } }], { expectedVersion: 0 });
      await store.append(s2, [{ type: 'X', data: { i: 2 } }, { type: 'X', data: { i: 3 } }], { expectedVersion: 0 });
      const mine = (events: RecordedEvent[]) => events.filter((e) => e.streamId === s1 || e.streamId === s2);
      await expect.poll(async () => mine(await store.readAll({ limit: 100000 })).map((e) => e.data), feedVisible).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
      const rest = await store.readAll({ after: a.lastPosition, limit: 100000 });
      expect(mine(rest).map((e) => e.data)).toEqual([{ i: 2 }, { i: 3 }]);
      const one = await store.readAll({ after: a.checkpoint, limit: 1 });
      expect(one).toHaveLength(1);
    });

    it('names its head: reading after it gives only what comes later', async () => {
      const store = await makeStore();
      const s = stream();
      const a = await store.append(s, [{ type: 'X', data: { i: 1 } }], { expectedVersion: 0 });
      // The head is at or past the append once the feed shows it (another file's transaction may hide it a moment):
      // wait until it is in sight, not until it is merely absent after the head (true, too, while it is hidden).
      await expect.poll(async () => (await store.readAll({ limit: 100000 })).some((e) => e.streamId === s), feedVisible).toBe(true);
      const head = await store.head();
      expect((await store.readAll({ after: head, limit: 100000 })).some((e) => e.streamId === s)).toBe(false);
      expect(head.transactionId > a.checkpoint.transactionId || (head.transactionId === a.checkpoint.transactionId && head.position >= a.checkpoint.position)).toBe(true);
      await store.append(s, [{ type: 'X', data: { i: 2 } }], { expectedVersion: 1 });
      await expect.poll(async () => (await store.readAll({ after: head, limit: 100000 })).filter((e) => e.streamId === s).map((e) => e.data), feedVisible).toEqual([{ i: 2 }]);
    });

    it('appends several streams at once, each with its expected version and command id, results in the order given', async () => {
      const store = await makeStore();
      const [s1, s2, s3] = [stream(), stream(), stream()];
      await store.append(s2, [{ type: 'Old', data: {} }], { expectedVersion: 'no_stream' });
      const results = await store.appendMany([
        { streamId: s3, events: [{ type: 'C', data: { n: 3 } }], expectedVersion: 'any', commandId: `many-${s3}` },
        { streamId: s1, events: [{ type: 'A', data: { n: 1 } }, { type: 'A', data: { n: 2 } }], expectedVersion: 'no_stream', commandId: `many-${s1}` },
        { streamId: s2, events: [{ type: 'B', data: { n: 1 } }], expectedVersion: 1 },
      ]);
      expect(results.map((r) => [r.nextExpectedVersion, r.duplicate])).toEqual([[1, false], [2, false], [2, false]]);
      expect((await store.readStream(s1)).events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect((await store.readStream(s2)).events.map((e) => e.type)).toEqual(['Old', 'B']);
      expect((await store.readStream(s3)).events.map((e) => [e.type, e.streamPosition])).toEqual([['C', 1]]);
      // Every stream's events (the old one too) reach the feed, none of them twice.
      const mine = (events: RecordedEvent[]) => events.filter((e) => [s1, s2, s3].includes(e.streamId));
      await expect.poll(async () => mine(await store.readAll({ limit: 100000 })).length, feedVisible).toBe(5);
      // A repeated command id answers its first result and appends nothing.
      const again = await store.appendMany([{ streamId: s1, events: [{ type: 'A', data: { n: 9 } }], expectedVersion: 'no_stream', commandId: `many-${s1}` }]);
      expect(again[0]).toMatchObject({ duplicate: true, nextExpectedVersion: 2, lastPosition: results[1].lastPosition });
      expect((await store.readStream(s1)).version).toBe(2);
    });

    it('refuses a wrong expected version in a multi-stream append with a typed conflict naming the stream', async () => {
      const store = await makeStore();
      const [ok, stale] = [stream(), stream()];
      await store.append(stale, [{ type: 'A', data: {} }], { expectedVersion: 'no_stream' });
      const attempt = store.appendMany([
        { streamId: ok, events: [{ type: 'X', data: {} }], expectedVersion: 'no_stream' },
        { streamId: stale, events: [{ type: 'Y', data: {} }], expectedVersion: 0 },
      ]);
      await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(attempt).rejects.toMatchObject({ streamId: stale, actual: 1 });
      expect((await store.readStream(stale)).version).toBe(1);
      // All or nothing across streams where the store can (PostgreSQL); stream by stream otherwise (EventStoreDB).
      expect((await store.readStream(ok)).version).toBe(store.atomicAcrossStreams ? 0 : 1);
    });
  });
}
