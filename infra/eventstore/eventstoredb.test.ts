import { describe, expect, it } from 'vitest';
import { ConcurrencyError, ValidationError } from '../../domain/shared/errors';
import { FakeEsdbClient } from '../../tests/support/fake-esdb-client';
import { EventStoreDbEventStore } from './eventstoredb';
import { commandStream, deterministicEventId } from './eventstoredb.mapping';

/**
 * The adapter's own logic against a stand-in client (no EventStoreDB can run
 * here); the real server runs the shared contract in
 * tests/integration/eventstoredb.test.ts where Docker exists.
 */
function setup() {
  const fake = new FakeEsdbClient();
  return { fake, store: new EventStoreDbEventStore(fake.asClient()) };
}

describe('EventStoreDB adapter (stand-in client)', () => {
  it('appends and reads back with 1-based stream positions and $all positions as the checkpoint', async () => {
    const { store } = setup();
    const r = await store.append('goods-1', [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }], { expectedVersion: 'no_stream' });
    const { version, events } = await store.readStream('goods-1');
    expect(version).toBe(2);
    expect(events.map((e) => [e.type, e.streamPosition, e.data])).toEqual([['A', 1, { n: 1 }], ['B', 2, { n: 2 }]]);
    expect(r).toMatchObject({ nextExpectedVersion: 2, firstPosition: events[0].globalPosition, lastPosition: events[1].globalPosition, duplicate: false });
    expect(r.checkpoint).toEqual({ transactionId: events[1].transactionId, position: events[1].globalPosition });
    expect(r.lastPosition).toBeGreaterThan(r.firstPosition);
    expect(await store.readStream('goods-none')).toEqual({ version: 0, events: [] });
  });

  it('maps a wrong expected version to ConcurrencyError with our actual version', async () => {
    const { store } = setup();
    await store.append('s', [{ type: 'A', data: {} }], { expectedVersion: 0 });
    await expect(store.append('s', [{ type: 'B', data: {} }], { expectedVersion: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('s', [{ type: 'B', data: {} }], { expectedVersion: 3 })).rejects.toMatchObject({ actual: 1, expected: 3 });
    await store.append('s', [{ type: 'B', data: {} }], { expectedVersion: 1 });
    await store.append('s', [{ type: 'C', data: {} }], { expectedVersion: 'any' });
    expect((await store.readStream('s')).version).toBe(3);
  });

  it('refuses NUL text before writing anything', async () => {
    const { fake, store } = setup();
    await expect(store.append('s', [{ type: 'A', data: {} }, { type: 'B', data: { bad: '\u0000' } }], { expectedVersion: 0 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(fake.all).toHaveLength(0);
  });

  it('records a command’s first result in $command-<id> and answers repeats with it', async () => {
    const { fake, store } = setup();
    const first = await store.append('s', [{ type: 'A', data: {} }], { expectedVersion: 0, commandId: 'c1' });
    const again = await store.append('s', [{ type: 'A', data: {} }], { expectedVersion: 0, commandId: 'c1' });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await store.commandResult('c1')).toEqual({ ...first, duplicate: true });
    expect(await store.commandResult('c2')).toBeNull();
    expect(fake.all.filter((e) => e.streamId === 's').map((e) => e.id)).toEqual([deterministicEventId('c1', 0)]);
    expect(fake.all.find((e) => e.streamId === commandStream('c1'))?.type).toBe('$CommandRecorded');
  });

  it('turns a retry after a crash before the result was recorded into a duplicate, via the deterministic ids', async () => {
    const { fake, store } = setup();
    // What the first attempt had written when it died.
    await fake.appendToStream('s', [{ id: deterministicEventId('c9', 0), type: 'A', data: {} }, { id: deterministicEventId('c9', 1), type: 'B', data: {} }], {
      expectedRevision: 'no_stream',
    });
    const retry = await store.append('s', [{ type: 'A', data: {} }, { type: 'B', data: {} }], { expectedVersion: 0, commandId: 'c9' });
    expect(retry).toMatchObject({ duplicate: true, nextExpectedVersion: 2 });
    expect((await store.readStream('s')).version).toBe(2);
    expect(await store.commandResult('c9')).toMatchObject({ lastPosition: retry.lastPosition, nextExpectedVersion: 2 });
  });

  it('reads $all after a checkpoint (exclusive), without $ streams or $ types, in pages past long runs of system events', async () => {
    const { fake, store } = setup();
    const a = await store.append('x-1', [{ type: 'X', data: { i: 1 } }], { expectedVersion: 0, commandId: 'k1' });
    for (let i = 0; i < 150; i++) await fake.appendToStream('$stats-node', { id: crypto.randomUUID(), type: '$statsCollected', data: {} });
    await store.append('x-2', [{ type: 'X', data: { i: 2 } }, { type: 'X', data: { i: 3 } }], { expectedVersion: 0 });
    const all = await store.readAll({});
    expect(all.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    expect((await store.readAll({ after: a.lastPosition })).map((e) => e.data)).toEqual([{ i: 2 }, { i: 3 }]);
    expect((await store.readAll({ after: a.checkpoint, limit: 1 })).map((e) => e.data)).toEqual([{ i: 2 }]);
    expect(await store.readAll({ after: all[2].globalPosition })).toEqual([]);
    const paged = [];
    let after = { transactionId: 0, position: 0 };
    for (;;) {
      const page = await store.readAll({ after, limit: 1 });
      if (page.length === 0) break;
      paged.push(...page);
      after = { transactionId: page[0].transactionId, position: page[0].globalPosition };
    }
    expect(paged).toEqual(all);
  });

  it('names its head (the last record of $all): reading after it gives only later events', async () => {
    const { fake, store } = setup();
    expect(await store.head()).toEqual({ transactionId: 0, position: 0 });
    await store.append('x-1', [{ type: 'X', data: { i: 1 } }], { expectedVersion: 0 });
    await fake.appendToStream('$stats-node', { id: crypto.randomUUID(), type: '$statsCollected', data: {} });
    const head = await store.head();
    expect(await store.readAll({ after: head })).toEqual([]);
    await store.append('x-2', [{ type: 'X', data: { i: 2 } }], { expectedVersion: 0 });
    expect((await store.readAll({ after: head })).map((e) => e.data)).toEqual([{ i: 2 }]);
  });

  it('wakes onAppended listeners for its own appends and through the $all subscription', async () => {
    const { fake, store } = setup();
    let woken = 0;
    const off = store.onAppended(() => woken++);
    await store.append('w-1', [{ type: 'W', data: {} }], { expectedVersion: 'any' });
    expect(woken).toBeGreaterThanOrEqual(1);
    const before = woken;
    await fake.appendToStream('w-2', { id: crypto.randomUUID(), type: 'W', data: {} }); // another process's append
    expect(woken).toBe(before + 1);
    off();
    await store.close();
  });

  it('appends several streams one after the other (no multi-stream transaction), results in order', async () => {
    const { store } = setup();
    expect(store.atomicAcrossStreams).toBe(false);
    const results = await store.appendMany([
      { streamId: 'many-b', events: [{ type: 'B', data: {} }], expectedVersion: 'no_stream', commandId: 'many-cmd-b' },
      { streamId: 'many-a', events: [{ type: 'A', data: {} }, { type: 'A', data: {} }], expectedVersion: 'any' },
    ]);
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([1, 2]);
    expect((await store.appendMany([{ streamId: 'many-b', events: [{ type: 'B', data: {} }], expectedVersion: 'no_stream', commandId: 'many-cmd-b' }]))[0].duplicate).toBe(true);
    await expect(store.appendMany([{ streamId: 'many-a', events: [{ type: 'A', data: {} }], expectedVersion: 0 }])).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
