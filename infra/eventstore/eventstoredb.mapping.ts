import { createHash } from 'node:crypto';
import { ValidationError } from '../../domain/shared/errors';
import type { ExpectedVersion } from './port';
import type { FeedCheckpoint } from '../../domain/shared/feed';

/**
 * Pure translations between our event store contract and EventStoreDB's terms,
 * kept apart from the client so that they are unit-tested without a server.
 *
 * Versions. Our stream version counts events (0 = no events, an event's
 * streamPosition is 1-based); ESDB numbers events from revision 0. So
 * version n ⇔ last revision n − 1, and version 0 ⇔ NO_STREAM.
 *
 * Feed checkpoints. An event's place in $all is ESDB's log Position
 * { commit, prepare } (byte offsets in the transaction file), ordered by commit
 * then prepare, exactly as our FeedCheckpoint is ordered by (transactionId,
 * position). So transactionId = commit and position = prepare; an event's
 * globalPosition is its prepare position. Events written through the gRPC API
 * are implicit transactions whose records each carry commit = prepare = the
 * record's own log position, so a bare number n stands for { commit: n, prepare: n }.
 * Positions are not dense: consecutive events differ by their record size.
 * $all is appended by ESDB's single writer and read only up to what is
 * committed, so, unlike Postgres, no event can commit behind a reader.
 */

/** Mirrors the client's constants and types, so this file needs no client import. */
export type EsdbExpectedRevision = 'any' | 'no_stream' | bigint;
export type EsdbCurrentRevision = 'no_stream' | bigint;
export interface EsdbPosition {
  commit: bigint;
  prepare: bigint;
}

export function toExpectedRevision(expected: ExpectedVersion): EsdbExpectedRevision {
  if (expected === 'any') return 'any';
  if (expected === 'no_stream' || expected === 0) return 'no_stream';
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Invalid expected version ${expected}`);
  return BigInt(expected - 1);
}

/** The stream version an ESDB "current revision" stands for. */
export function versionOfRevision(current: EsdbCurrentRevision | undefined): number {
  if (current === undefined || current === 'no_stream') return 0;
  return Number(current) + 1;
}

export function streamPositionOfRevision(revision: bigint): number {
  return Number(revision) + 1;
}

function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`${what} ${value} is past 2^53 bytes`);
  return n;
}

export function checkpointOfPosition(position: EsdbPosition): FeedCheckpoint {
  return { transactionId: toSafeNumber(position.commit, 'commit position'), position: toSafeNumber(position.prepare, 'prepare position') };
}

/** A bare number is a prepare position whose commit position is the same (see above). */
export function toFeedCheckpoint(after: FeedCheckpoint | number | undefined): FeedCheckpoint {
  if (after === undefined) return { transactionId: 0, position: 0 };
  if (typeof after === 'number') return { transactionId: after, position: after };
  return after;
}

export function positionOfCheckpoint(checkpoint: FeedCheckpoint): EsdbPosition {
  return { commit: BigInt(checkpoint.transactionId), prepare: BigInt(checkpoint.position) };
}

/** ESDB reads $all from a position inclusively; the contract's `after` is exclusive. */
export function isAfter(position: EsdbPosition, checkpoint: FeedCheckpoint): boolean {
  const commit = BigInt(checkpoint.transactionId);
  return position.commit > commit || (position.commit === commit && position.prepare > BigInt(checkpoint.position));
}

/** System streams ($stats-…, $$metadata, our $command-…) and system events ($>, $metadata, …). */
export function isSystemEvent(streamId: string, type: string): boolean {
  return streamId.startsWith('$') || type.startsWith('$');
}

/** RFC 4122 version 5 (SHA-1, name-based) UUID. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new Error(`Invalid namespace UUID ${namespace}`);
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Roomcraft's own namespace for name-based ids (a fixed random UUID). */
export const eventIdNamespace = '5d0b6c57-3f5e-4f43-9f0e-2b8f1c9a7e41';

/**
 * The id of the index-th event appended by a command. A retried append carries
 * the same ids, which ESDB's idempotent-write check recognises: it answers with
 * the first write's revisions and writes nothing.
 */
export function deterministicEventId(commandId: string, index: number | 'result'): string {
  return uuidV5(`${commandId}/${index}`, eventIdNamespace);
}

/** The stream holding a command's first result; see eventstoredb.ts for why a stream. */
export function commandStream(commandId: string): string {
  return `$command-${commandId}`;
}

/**
 * ESDB stores any JSON, but read models live in Postgres, whose text and jsonb
 * reject U+0000: such an event would stop every projection that reads it. The
 * Postgres adapter refuses it (jsonb); this adapter refuses it up front, so the
 * two accept the same events.
 */
export function assertPortableJson(value: unknown, path = 'data'): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ValidationError('UNSTORABLE_TEXT', `${path} contains a NUL character`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPortableJson(v, `${path}[${i}]`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      assertPortableJson(k, `${path} key`);
      assertPortableJson(v, `${path}.${k}`);
    }
  }
}
