import { describe, expect, it } from 'vitest';
import { isAtOrPast } from '../../domain/shared/feed';
import {
  assertPortableJson,
  checkpointOfPosition,
  commandStream,
  deterministicEventId,
  isAfter,
  isSystemEvent,
  positionOfCheckpoint,
  streamPositionOfRevision,
  toExpectedRevision,
  toFeedCheckpoint,
  uuidV5,
  versionOfRevision,
} from './eventstoredb.mapping';

describe('EventStoreDB mapping: versions and revisions', () => {
  it.each([
    ['any', 'any'],
    ['no_stream', 'no_stream'],
    [0, 'no_stream'],
    [1, 0n],
    [2, 1n],
    [1000, 999n],
  ] as const)('expected version %s → expected revision %s', (version, revision) => {
    expect(toExpectedRevision(version)).toBe(revision);
  });

  it('refuses versions that are not counts', () => {
    expect(() => toExpectedRevision(-1)).toThrow();
    expect(() => toExpectedRevision(1.5)).toThrow();
  });

  it('turns a current revision back into our version (the ConcurrencyError’s actual)', () => {
    expect(versionOfRevision('no_stream')).toBe(0);
    expect(versionOfRevision(undefined)).toBe(0);
    expect(versionOfRevision(0n)).toBe(1);
    expect(versionOfRevision(41n)).toBe(42);
    expect(streamPositionOfRevision(0n)).toBe(1);
  });

  it('round-trips: a stream at version v is at revision v − 1', () => {
    for (const v of [1, 2, 17, 123456]) expect(versionOfRevision(toExpectedRevision(v) as bigint)).toBe(v);
  });
});

describe('EventStoreDB mapping: $all positions and feed checkpoints', () => {
  it('maps commit → transactionId and prepare → position, both ways', () => {
    const position = { commit: 1_234_567n, prepare: 1_234_567n };
    expect(checkpointOfPosition(position)).toEqual({ transactionId: 1_234_567, position: 1_234_567 });
    expect(positionOfCheckpoint(checkpointOfPosition(position))).toEqual(position);
  });

  it('reads a bare number as a position whose commit equals its prepare', () => {
    expect(toFeedCheckpoint(500)).toEqual({ transactionId: 500, position: 500 });
    expect(toFeedCheckpoint(undefined)).toEqual({ transactionId: 0, position: 0 });
    expect(toFeedCheckpoint({ transactionId: 7, position: 9 })).toEqual({ transactionId: 7, position: 9 });
  });

  it('orders like ESDB ($all by commit, then prepare) and like isAtOrPast', () => {
    const c = { transactionId: 100, position: 120 };
    expect(isAfter({ commit: 100n, prepare: 120n }, c)).toBe(false); // the read starts inclusively; this one is skipped
    expect(isAfter({ commit: 100n, prepare: 121n }, c)).toBe(true);
    expect(isAfter({ commit: 101n, prepare: 0n }, c)).toBe(true);
    expect(isAfter({ commit: 99n, prepare: 500n }, c)).toBe(false);
    const later = checkpointOfPosition({ commit: 101n, prepare: 101n });
    expect(isAtOrPast(later, c)).toBe(true);
    expect(isAtOrPast(c, later)).toBe(false);
  });

  it('refuses positions a JS number cannot hold exactly', () => {
    expect(() => checkpointOfPosition({ commit: 2n ** 53n + 1n, prepare: 0n })).toThrow(/2\^53/);
  });

  it('skips system streams and system event types', () => {
    expect(isSystemEvent('$stats-127.0.0.1:2113', 'StatsCollected')).toBe(true);
    expect(isSystemEvent('goods-1', '$metadata')).toBe(true);
    expect(isSystemEvent(commandStream('c1'), '$CommandRecorded')).toBe(true);
    expect(isSystemEvent('goods-1', 'GoodsListed')).toBe(false);
  });
});

describe('EventStoreDB mapping: deterministic event ids', () => {
  it('is RFC 4122 version 5 (the RFC’s DNS example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives a retried command the same ids, and different commands or indexes different ones', () => {
    const a0 = deterministicEventId('cmd-1', 0);
    expect(deterministicEventId('cmd-1', 0)).toBe(a0);
    expect(a0).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ids = new Set([a0, deterministicEventId('cmd-1', 1), deterministicEventId('cmd-2', 0), deterministicEventId('cmd-1', 'result')]);
    expect(ids.size).toBe(4);
  });
});

describe('EventStoreDB mapping: portable event data', () => {
  it('refuses NUL characters, which Postgres read models cannot store', () => {
    expect(() => assertPortableJson({ a: [{ b: 'x\u0000y' }] })).toThrow(/data\.a\[0\]\.b/);
    expect(() => assertPortableJson({ ['k\u0000']: 1 })).toThrow();
    expect(() => assertPortableJson({ a: 'fine', n: 1, z: null, list: [true] })).not.toThrow();
  });
});
