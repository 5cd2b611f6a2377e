import { z } from 'zod';
import { foldStream } from '../../../domain/event-log/folds';
import { isPersonalStreamId, maskPersonal, maskStreamId, personalStreamPrefixes } from '../../../domain/event-log/personal';
import { redact } from '../../../domain/event-log/redact';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import {
  eventSortFields,
  getStream,
  listEvents,
  listStreams,
  type LogEventView,
  type Page,
  streamEventAt,
  streamEvents,
  streamSortFields,
  type StreamView,
} from '../../../projections/event-log/event-log.queries';
import { parseWith } from '../../web/api.server';
import type { LogView } from './event-log-api.server';
import { contentRange, parseListParams, parseRange } from './list-params.server';

type Input = Record<string, unknown>;

/** A list answer: the rows and the total in the body, and react-admin's Content-Range header. */
export interface ListAnswer<T> extends Page<T> {
  range: string;
}

/** A stream as the reader sees it: analysts never read the personal part of its id. */
function streamFor(view: LogView, stream: StreamView): StreamView {
  if (view === 'full') return stream;
  const id = maskStreamId(stream.streamId);
  return { ...stream, id, streamId: id };
}

/** An event as the reader sees it: analysts get its personal data masked (domain/event-log/personal.ts). */
function eventFor(view: LogView, event: LogEventView): LogEventView {
  if (view === 'full') return event;
  return { ...event, streamId: maskStreamId(event.streamId), data: maskPersonal(event.data, event.streamId) };
}

/** Analysts cannot find a stream by the personal data in its id. */
const matchingFor = (view: LogView) => (view === 'full' ? {} : { unmatchablePrefixes: personalStreamPrefixes });

const streamFields = Object.keys(streamSortFields) as (keyof typeof streamSortFields)[];
const eventFields = Object.keys(eventSortFields) as (keyof typeof eventSortFields)[];

/** GET /api/admin/event-log/streams: streams by context, filtered, sorted and paged. */
export async function streamList(runtime: Runtime, input: Input, view: LogView): Promise<ListAnswer<StreamView>> {
  const { folds } = runtime.eventLog;
  const { ids, ...query } = parseListParams(folds, input, streamFields, ['lastPosition', 'DESC']);
  if (ids && ids.some((id) => typeof id !== 'string')) throw new ValidationError('INVALID_INPUT', 'filter.id: stream ids are text', { 'filter.id': 'stream ids are text' });
  const page = await listStreams(runtime.db, { ...query, filter: { ...query.filter, streamIds: ids as string[] | undefined, ...matchingFor(view) } }, folds);
  return { list: page.list.map((s) => streamFor(view, s)), total: page.total, range: contentRange('streams', query.range[0], page.list.length, page.total) };
}

/** GET /api/admin/event-log/events: events across streams, with the same filters. */
export async function eventList(runtime: Runtime, input: Input, view: LogView): Promise<ListAnswer<LogEventView>> {
  const { ids, ...query } = parseListParams(runtime.eventLog.folds, input, eventFields, ['position', 'DESC']);
  if (ids && ids.some((id) => typeof id !== 'number')) throw new ValidationError('INVALID_INPUT', 'filter.id: event ids are global positions (whole numbers)', { 'filter.id': 'event ids are global positions' });
  const page = await listEvents(runtime.db, { ...query, filter: { ...query.filter, positions: ids as number[] | undefined, ...matchingFor(view) } });
  return { list: page.list.map((e) => eventFor(view, e)), total: page.total, range: contentRange('events', query.range[0], page.list.length, page.total) };
}

const streamIdOf = (value: unknown) => parseWith(z.string().min(1, 'Name a stream').max(300, 'No stream has so long an id'), value);

const streamNotFound = () => new NotFoundError('STREAM_NOT_FOUND', 'This stream does not exist');

/** The stream named, for this reader: analysts cannot open one by the personal data in its id. */
function readableStreamId(view: LogView, value: unknown): string {
  const streamId = streamIdOf(value);
  if (view !== 'full' && isPersonalStreamId(streamId)) throw streamNotFound();
  return streamId;
}

async function requireStream(runtime: Runtime, view: LogView, value: unknown): Promise<StreamView> {
  const stream = await getStream(runtime.db, readableStreamId(view, value), runtime.eventLog.folds);
  if (!stream) throw streamNotFound();
  return stream;
}

/** GET /api/admin/event-log/streams/{streamId}: the stream and its events in order (a page of them: ?range=[0,99]). */
export async function streamDetail(runtime: Runtime, streamIdParam: unknown, input: Input, view: LogView): Promise<{ stream: StreamView; events: LogEventView[]; total: number; range: string }> {
  const stream = await requireStream(runtime, view, streamIdParam);
  const range = parseRange(input, [0, 499]);
  const events = await streamEvents(runtime.db, stream.streamId, range);
  return { stream: streamFor(view, stream), events: events.map((e) => eventFor(view, e)), total: stream.eventCount, range: contentRange('events', range[0], events.length, stream.eventCount) };
}

/**
 * GET /api/admin/event-log/streams/{streamId}/state?at={version}: the
 * aggregate's state after its first `at` events (all by default), folded from
 * the event store with the domain's own evolve, secrets redacted (and, for
 * analysts, personal data masked).
 */
export async function streamState(runtime: Runtime, streamIdParam: unknown, input: Input, view: LogView) {
  const streamId = readableStreamId(view, streamIdParam);
  const { events, version } = await runtime.eventLog.streamHistory(streamId);
  if (version === 0) throw streamNotFound();
  const fold = runtime.eventLog.folds.foldFor(streamId);
  if (!fold) throw new NotFoundError('NO_FOLD', 'No aggregate owns this stream, so it has no state to show');
  const atMessage = `at is a version of this stream, from 0 to ${version}`;
  const { at } = parseWith(
    z.object({ at: z.coerce.number({ invalid_type_error: atMessage }).int(atMessage).min(0, atMessage).max(version, atMessage).optional() }),
    { at: input.at === '' ? undefined : input.at },
  );
  const upTo = at ?? version;
  const event = upTo > 0 ? await streamEventAt(runtime.db, streamId, upTo) : null;
  const state = redact(foldStream(fold, events, upTo));
  return {
    streamId: view === 'full' ? streamId : maskStreamId(streamId),
    context: fold.context,
    aggregate: fold.aggregate,
    version,
    at: upTo,
    /** The event the state is after (null at 0: the initial state). */
    event: event && eventFor(view, event),
    state: view === 'full' ? state : maskPersonal(state, streamId),
  };
}

/** GET /api/admin/event-log/contexts: what the filters can name — contexts, stream prefixes and event types. */
export function logVocabulary(runtime: Runtime) {
  const { contexts, streamFolds } = runtime.eventLog.folds;
  return {
    contexts: contexts.map((context) => ({
      context,
      streams: streamFolds.filter((f) => f.context === context).map((f) => ({ prefix: f.prefix, aggregate: f.aggregate, eventTypes: f.eventTypes })),
    })),
  };
}
