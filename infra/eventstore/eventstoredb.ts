import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamSubscription,
  type AppendResult as EsdbAppendResult,
  type JSONType,
  type Position,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { ConcurrencyError } from '../../domain/shared/errors';
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
  versionOfRevision,
} from './eventstoredb.mapping';
import type { AppendOptions, AppendResult, EventStore, NewEvent, ReadAllOptions, StreamAppend } from './port';
import type { FeedCheckpoint, RecordedEvent } from '../../domain/shared/feed';

const commandRecordedType = '$CommandRecorded';

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  // ESDB ≥ 22.6 returns the $all position on stream reads too.
  const at = event.position ? checkpointOfPosition(event.position) : { transactionId: 0, position: 0 };
  return {
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: streamPositionOfRevision(event.revision),
    globalPosition: at.position,
    transactionId: at.transactionId,
    createdAt: event.created.toISOString(),
  };
}

/**
 * EventStoreDB adapter (scale mode). Mappings of versions and positions are in
 * eventstoredb.mapping.ts.
 *
 * Idempotent retries use two ESDB features together:
 * - the events of a command get ids derived from the command id, so a retried
 *   append is recognised by ESDB's own idempotent-write check (nothing is
 *   written twice even if we crashed before recording the result);
 * - the first result is recorded as one event in the stream `$command-<id>`,
 *   written with expected revision NO_STREAM (the first writer wins). A stream
 *   per command is the one keyed lookup ESDB offers: reading it is O(1), while a
 *   metadata lookup would need a secondary index ESDB lacks (the `$bc-`
 *   correlation projection is optional and asynchronous). The `$` prefix keeps
 *   these records out of every reader of domain events (our readAll, the relay,
 *   ESDB's category projections). Cost: a second write per command, and in a
 *   secure cluster the app's user needs write access to `$`-streams.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly listeners = new Set<() => void>();
  private subscription?: AllStreamSubscription;
  private resubscribe?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly client: EventStoreDBClient) {}

  static fromConnectionString(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    events.forEach((e, i) => {
      assertPortableJson(e.data, `events[${i}].data`);
      assertPortableJson(e.metadata ?? {}, `events[${i}].metadata`);
    });
    const { commandId } = options;
    if (commandId) {
      const prior = await this.commandResult(commandId);
      if (prior) return prior;
    }
    const ids = events.map((_, i) => (commandId ? deterministicEventId(commandId, i) : randomUUID()));
    let written: EsdbAppendResult;
    try {
      written = await this.client.appendToStream(
        streamId,
        events.map((e, i) => jsonEvent({ id: ids[i], type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} })),
        { expectedRevision: toExpectedRevision(options.expectedVersion) },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        // The same command may have raced in on another connection; its first result stands.
        const prior = commandId ? await this.commandResult(commandId) : null;
        if (prior) return prior;
        throw new ConcurrencyError(streamId, options.expectedVersion, versionOfRevision(error.actualVersion));
      }
      throw error;
    }
    const result = await this.describeAppend(streamId, written, ids);
    this.notifyLocal();
    return commandId ? this.recordCommand(commandId, streamId, result) : result;
  }

  /**
   * Positions of the events just appended, read back from the stream: the append
   * answer carries only one position, and none at all when ESDB recognised the
   * ids as a repeat (which is then reported as a duplicate).
   */
  private async describeAppend(streamId: string, written: EsdbAppendResult, ids: string[]): Promise<AppendResult> {
    const lastRevision = written.nextExpectedRevision;
    const firstRevision = lastRevision - BigInt(ids.length - 1);
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readStream(streamId, { fromRevision: firstRevision, maxCount: ids.length, direction: FORWARDS })) {
      if (resolved.event) events.push(toRecorded(resolved.event));
    }
    if (events.length !== ids.length || events.some((e, i) => e.eventId !== ids[i]))
      throw new Error(`Stream ${streamId} does not hold the events just appended at revisions ${firstRevision}–${lastRevision}`);
    const first = events[0];
    const last = events[events.length - 1];
    return {
      nextExpectedVersion: last.streamPosition,
      firstPosition: first.globalPosition,
      lastPosition: last.globalPosition,
      checkpoint: { transactionId: last.transactionId, position: last.globalPosition },
      duplicate: written.position === undefined,
    };
  }

  /** EventStoreDB 24.10 has no multi-stream transaction: each stream is atomic on its own, appended in turn. */
  readonly atomicAcrossStreams = false;

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const { streamId, events, ...options } of appends) results.push(await this.append(streamId, events, options));
    return results;
  }

  private async recordCommand(commandId: string, streamId: string, result: AppendResult): Promise<AppendResult> {
    const { duplicate, ...first } = result;
    try {
      await this.client.appendToStream(
        commandStream(commandId),
        jsonEvent({ id: deterministicEventId(commandId, 'result'), type: commandRecordedType, data: { streamId, ...first } }),
        { expectedRevision: NO_STREAM },
      );
      return result;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const prior = await this.commandResult(commandId);
        if (prior) return prior;
      }
      throw error;
    }
  }

  async commandResult(commandId: string): Promise<AppendResult | null> {
    try {
      for await (const resolved of this.client.readStream(commandStream(commandId), { fromRevision: START, maxCount: 1 })) {
        const r = resolved.event?.data as unknown as AppendResult | undefined;
        if (r)
          return {
            nextExpectedVersion: r.nextExpectedVersion,
            firstPosition: r.firstPosition,
            lastPosition: r.lastPosition,
            checkpoint: r.checkpoint,
            duplicate: true,
          };
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }

  async readStream(streamId: string): Promise<{ version: number; events: RecordedEvent[] }> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { version: 0, events: [] };
      throw error;
    }
    return { version: events.at(-1)?.streamPosition ?? 0, events };
  }

  async streamVersions(streamIds: readonly string[]): Promise<Map<string, number>> {
    const last = await this.lastEvents(streamIds);
    return new Map(streamIds.map((id) => [id, last.get(id)?.streamPosition ?? 0]));
  }

  async streamHeads(streamIds: readonly string[]): Promise<Map<string, FeedCheckpoint>> {
    const last = await this.lastEvents(streamIds);
    return new Map([...last].map(([id, e]) => [id, { transactionId: e.transactionId, position: e.globalPosition }]));
  }

  /** Each stream's last event (one backward read of one event per stream); a stream with none is left out. */
  private async lastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const out = new Map<string, RecordedEvent>();
    for (const streamId of streamIds) {
      try {
        for await (const resolved of this.client.readStream(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
          if (resolved.event) out.set(streamId, toRecorded(resolved.event));
        }
      } catch (error) {
        if (!(error instanceof StreamNotFoundError)) throw error;
      }
    }
    return out;
  }

  /**
   * $all from just after `after`, without system events. ESDB's read is
   * inclusive and cannot filter, so pages are read until `limit` domain events
   * are found or $all ends. ESDB shows every committed event at once: `committed`
   * changes nothing here.
   */
  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    let after = toFeedCheckpoint(options.after);
    const out: RecordedEvent[] = [];
    const page = Math.min(Math.max(limit + 1, 64), 4096);
    for (;;) {
      const from: Position | typeof START = after.transactionId === 0 && after.position === 0 ? START : positionOfCheckpoint(after);
      let read = 0;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: page, direction: FORWARDS, resolveLinkTos: false })) {
        read++;
        const event = resolved.event;
        if (!event || !isAfter(event.position, after)) continue;
        after = checkpointOfPosition(event.position);
        if (isSystemEvent(event.streamId, event.type)) continue;
        out.push(toRecorded(event));
        if (out.length === limit) return out;
      }
      if (read < page) return out;
    }
  }

  /** The last record of $all (a system one will do: reads start after it by position). */
  async head(): Promise<FeedCheckpoint> {
    for await (const resolved of this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS, resolveLinkTos: false })) {
      if (resolved.event?.position) return checkpointOfPosition(resolved.event.position);
    }
    return { transactionId: 0, position: 0 };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    this.subscribe();
    return () => this.listeners.delete(listener);
  }

  private notifyLocal() {
    for (const l of this.listeners) l();
  }

  /** One live $all subscription (from the end, system events filtered out by the server) wakes every listener. */
  private subscribe() {
    if (this.subscription || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', () => this.notifyLocal());
    subscription.on('error', () => {
      // Dropped (server restart, network): listeners still have their poll; retry shortly.
      this.subscription = undefined;
      if (this.closed || this.listeners.size === 0) return;
      this.resubscribe = setTimeout(() => this.subscribe(), 1000);
      this.resubscribe.unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    clearTimeout(this.resubscribe);
    await this.subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }
}
