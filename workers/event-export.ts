import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { type FeedCheckpoint, feedStart, type RecordedEvent } from '../domain/shared/feed';
import { maskPersonal, maskStreamId } from '../domain/event-log/personal';
import { redact } from '../domain/event-log/redact';
import type { EventStore } from '../infra/eventstore/port';
import { actorOf, commandIdOf } from '../projections/event-log/event-log';

/** Which events to export; every bound is included. */
export interface ExportFilter {
  fromPosition?: number;
  toPosition?: number;
  /** ISO times. */
  fromTime?: string;
  toTime?: string;
  types?: readonly string[];
  streamPrefix?: string;
}

export interface ExportResult {
  /** Events written. */
  written: number;
  /** Events read from the feed. */
  read: number;
  /** Times the output asked the export to wait (backpressure). */
  waits: number;
}

/**
 * One exported line: the event as analysts read the log — secrets redacted and
 * personal data masked (domain/event-log/personal.ts: e-mails, phones, names,
 * street addresses, network addresses, in the data and the stream id) — with
 * its command id and actor. An export leaves the shop for analysis tools, so it
 * is never the staff's full view.
 */
export function exportLine(e: RecordedEvent): string {
  return JSON.stringify({
    position: e.globalPosition,
    streamId: maskStreamId(e.streamId),
    streamPosition: e.streamPosition,
    type: e.type,
    data: maskPersonal(redact(e.data) ?? null, e.streamId),
    time: e.createdAt,
    commandId: commandIdOf(e.metadata),
    actor: actorOf(e.metadata),
    eventId: e.eventId,
    transactionId: e.transactionId,
  });
}

export function matches(filter: ExportFilter): (e: RecordedEvent) => boolean {
  const types = filter.types?.length ? new Set(filter.types) : null;
  const from = filter.fromTime ? Date.parse(filter.fromTime) : null;
  const to = filter.toTime ? Date.parse(filter.toTime) : null;
  return (e) =>
    (filter.fromPosition === undefined || e.globalPosition >= filter.fromPosition) &&
    (filter.toPosition === undefined || e.globalPosition <= filter.toPosition) &&
    (types === null || types.has(e.type)) &&
    (!filter.streamPrefix || e.streamId.startsWith(filter.streamPrefix)) &&
    (from === null || Date.parse(e.createdAt) >= from) &&
    (to === null || Date.parse(e.createdAt) <= to);
}

/**
 * Writes the matching events as NDJSON, in feed order (the order projections
 * apply them). Memory stays constant whatever the log's size: the feed is read
 * one batch at a time, and the next batch is read only once the output has
 * taken the last one (a full output makes the export wait for 'drain').
 * Positions are not in feed order across concurrent appends, so the whole feed
 * is read and every bound is a filter.
 */
export async function exportEvents(store: EventStore, out: Writable, filter: ExportFilter, options: { batchSize?: number } = {}): Promise<ExportResult> {
  const keep = matches(filter);
  const result: ExportResult = { written: 0, read: 0, waits: 0 };
  let after: FeedCheckpoint = feedStart;
  for (;;) {
    const batch = await store.readAll({ after, limit: options.batchSize ?? 1000 });
    if (batch.length === 0) break;
    result.read += batch.length;
    const last = batch[batch.length - 1]!;
    after = { transactionId: last.transactionId, position: last.globalPosition };
    for (const event of batch) {
      if (!keep(event)) continue;
      result.written++;
      if (!out.write(exportLine(event) + '\n')) {
        result.waits++;
        await waitForDrain(out);
      }
    }
  }
  return result;
}

/** Resolves when the output wants more; fails if it errs or closes first. */
async function waitForDrain(out: Writable): Promise<void> {
  const listening = new AbortController();
  const closed = once(out, 'close', { signal: listening.signal }).then(() => {
    throw new Error('The output closed before the export ended');
  });
  try {
    await Promise.race([once(out, 'drain', { signal: listening.signal }), closed]);
  } finally {
    listening.abort();
  }
}
