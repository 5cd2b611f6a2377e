import type { Knex } from 'knex';
import type { FeedCheckpoint, RecordedEvent } from '../../domain/shared/feed';

/**
 * The event store contract. Both adapters (Postgres by default, EventStoreDB in
 * scale mode) pass the same suite in tests/integration/event-store.contract.ts.
 */
export type ExpectedVersion = number | 'any' | 'no_stream';

export interface NewEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface AppendResult {
  nextExpectedVersion: number;
  firstPosition: number;
  lastPosition: number;
  /** Where a reader must reach to have seen this append. */
  checkpoint: FeedCheckpoint;
  /** True when the command id had been seen: nothing new was appended. */
  duplicate: boolean;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  commandId?: string;
}

/** One stream's part of a multi-stream append (`appendMany`). */
export interface StreamAppend extends AppendOptions {
  streamId: string;
  events: readonly NewEvent[];
}

/** How a multi-stream append commits (`appendMany`). */
export interface AppendManyOptions {
  /**
   * Answer before the write-ahead log is on disk (PostgreSQL's asynchronous commit,
   * ADR 068): a database crash may lose the last fraction of a second of such
   * appends. Stores without the notion (EventStoreDB) append as usual.
   */
  asyncCommit?: boolean;
}

export interface ReadAllOptions {
  after?: FeedCheckpoint | number;
  limit?: number;
  committed?: boolean;
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Several streams' appends at once, each with its own expected version and
   * command id; results in the order given (a repeated command id answers its
   * first result, `duplicate`). PostgreSQL does them in one transaction (all or
   * nothing: one wrong expected version appends nothing anywhere); EventStoreDB
   * has no multi-stream transaction, so there each stream is atomic on its own
   * and they are appended one after the other (ADR 053).
   */
  appendMany(appends: readonly StreamAppend[], options?: AppendManyOptions): Promise<AppendResult[]>;
  /** True when `appendMany` is all or nothing across streams. */
  readonly atomicAcrossStreams: boolean;
  /** The first result of a command id already appended, or null. */
  commandResult(commandId: string): Promise<AppendResult | null>;
  readStream(streamId: string): Promise<{ version: number; events: RecordedEvent[] }>;
  /** Each named stream's version now (its last event's position; 0 when it has none), without reading its events. */
  streamVersions(streamIds: readonly string[]): Promise<Map<string, number>>;
  /** Each named stream's last event's place in the feed (a stream with no events is left out): what a reader waits for its read models to pass. */
  streamHeads(streamIds: readonly string[]): Promise<Map<string, FeedCheckpoint>>;
  /**
   * `streamHeads` and a read model's rows (`rows`, on the same database, ordered by its column `orderBy`) in one
   * statement, so from one snapshot: for a reader that already knows where its projections stood before it asked
   * (ADR 074). Optional: a store in another server has no such statement.
   */
  streamHeadsAlong?<R>(streamIds: readonly string[], rows: Knex.QueryBuilder, orderBy: string): Promise<{ heads: Map<string, FeedCheckpoint>; rows: R[] }>;
  /** A stream's events after `version` only (a kept fold's news); `version` is the stream's when there are none. Optional. */
  readStreamAfter?(streamId: string, version: number): Promise<{ version: number; events: RecordedEvent[] }>;
  /**
   * Events after `after` in feed order, at most `limit`. With `committed`, also
   * the committed events a store does not show the feed yet (PostgreSQL holds back
   * what committed after an older transaction still in flight, in any database
   * of its server): for finding where a command's effects landed, never for
   * following the feed.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The place of the newest event a reader can see now: reading `after` it gives
   * only what is appended later (a live tail starts here). With `committed`, the
   * newest committed event's, seen or not (as for readAll).
   */
  head(options?: { committed?: boolean }): Promise<FeedCheckpoint>;
  /** How many events come after a place in the feed (projection lag); stores that cannot say leave it out. */
  countAfter?(after: FeedCheckpoint): Promise<number>;
  /** Called after events may have been appended (by anyone); returns an unsubscribe. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}
