import { EventEmitter } from 'node:events';
import { StreamNotFoundError, WrongExpectedVersionError, type EventStoreDBClient } from '@eventstore/db-client';

interface Stored {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: true;
  created: Date;
  position: { commit: bigint; prepare: bigint };
}
type Expected = 'any' | 'no_stream' | 'stream_exists' | bigint;
type Position = { commit: bigint; prepare: bigint } | 'start' | 'end';

async function* iterate<T>(items: T[], error?: Error): AsyncGenerator<T> {
  if (error) throw error;
  for (const item of items) yield item;
}

/**
 * Where no EventStoreDB can run (no Docker), a stand-in for the parts of
 * `EventStoreDBClient` the adapter uses, with ESDB's documented behaviour: $all
 * positions are growing byte offsets with commit = prepare per event (gRPC
 * appends), reads from a position include it, the server writes its own `$`
 * events in between, a missing stream fails the read with StreamNotFoundError,
 * a wrong expected revision fails with WrongExpectedVersionError, and an append
 * whose event ids are already there at the expected place is an idempotent
 * success without a position. It checks the adapter's logic, not ESDB itself:
 * tests/integration/eventstoredb.test.ts does that where Docker exists.
 */
export class FakeEsdbClient {
  readonly all: Stored[] = [];
  private readonly live = new Set<EventEmitter>();
  private offset = 4096n;
  appends = 0;

  private streamEvents(streamId: string): Stored[] {
    return this.all.filter((e) => e.streamId === streamId);
  }

  private write(streamId: string, id: string, type: string, data: unknown, metadata: unknown, revision: bigint): Stored {
    const position = { commit: this.offset, prepare: this.offset };
    this.offset += BigInt(120 + JSON.stringify(data).length);
    const stored: Stored = { streamId, id, revision, type, data, metadata, isJson: true, created: new Date(), position };
    this.all.push(stored);
    for (const s of this.live) if (!type.startsWith('$')) s.emit('data', { event: stored });
    return stored;
  }

  async appendToStream(
    streamId: string,
    events: { id: string; type: string; data: unknown; metadata?: unknown } | { id: string; type: string; data: unknown; metadata?: unknown }[],
    options: { expectedRevision?: Expected } = {},
  ) {
    const batch = Array.isArray(events) ? events : [events];
    const existing = this.streamEvents(streamId);
    const current = existing.length ? BigInt(existing.length - 1) : ('no_stream' as const);
    const expected = options.expectedRevision ?? 'any';
    // Idempotent write: the same ids already sit where this append expected to put them.
    const from = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : existing.findIndex((e) => e.id === batch[0].id);
    if (from >= 0 && batch.every((e, i) => existing[from + i]?.id === e.id))
      return { success: true, nextExpectedRevision: BigInt(from + batch.length - 1), position: undefined };
    const ok = expected === 'any' || (expected === 'no_stream' ? current === 'no_stream' : current === expected);
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName: streamId, expected, current });
    if (++this.appends % 3 === 0) this.write(`$stats-fake`, crypto.randomUUID(), '$statsCollected', {}, {}, 0n);
    let revision = existing.length;
    let last: Stored | undefined;
    for (const e of batch) last = this.write(streamId, e.id, e.type, e.data, e.metadata, BigInt(revision++));
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }

  readStream(streamId: string, options: { fromRevision?: 'start' | bigint; maxCount?: number | bigint } = {}) {
    const events = this.streamEvents(streamId);
    if (events.length === 0) return iterate([], new StreamNotFoundError(undefined, streamId));
    const from = options.fromRevision === undefined || options.fromRevision === 'start' ? 0 : Number(options.fromRevision);
    return iterate(events.slice(from, from + Number(options.maxCount ?? events.length)).map((event) => ({ event })));
  }

  readAll(options: { fromPosition?: Position; maxCount?: number | bigint; direction?: 'forwards' | 'backwards' } = {}) {
    if (options.direction === 'backwards') {
      // Only what the adapter asks backwards: from the end.
      if (options.fromPosition !== 'end') throw new Error('the stand-in reads backwards from the end only');
      return iterate(this.all.slice().reverse().slice(0, Number(options.maxCount ?? this.all.length)).map((event) => ({ event, commitPosition: event.position.commit })));
    }
    const from = options.fromPosition ?? 'start';
    const at = this.all.findIndex(
      (e) => from === 'start' || (from !== 'end' && (e.position.commit > from.commit || (e.position.commit === from.commit && e.position.prepare >= from.prepare))),
    );
    const events = at < 0 || from === 'end' ? [] : this.all.slice(at, at + Number(options.maxCount ?? this.all.length));
    return iterate(events.map((event) => ({ event, commitPosition: event.position.commit })));
  }

  subscribeToAll() {
    const s = Object.assign(new EventEmitter(), { unsubscribe: async () => void this.live.delete(s) });
    this.live.add(s);
    return s;
  }

  async dispose() {
    this.live.clear();
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }
}
