import type { Knex } from 'knex';
import type { FoldIndex } from '../../domain/event-log/folds';
import { logEventsTable, logStreamsTable } from './event-log';

/**
 * What the event log can be filtered by. Event-level filters (types, actor,
 * time, positions, command id) pick events; on the stream list they pick the
 * streams holding at least one such event.
 */
export interface LogFilter {
  contexts?: readonly string[];
  prefix?: string;
  streamId?: string;
  /** Part of a stream id. */
  q?: string;
  types?: readonly string[];
  /** A user id, a visitor id, or 'system'. */
  actor?: string;
  commandId?: string;
  /** ISO times, both ends included. */
  from?: string;
  to?: string;
  /** Global positions, both ends included. */
  fromPosition?: number;
  toPosition?: number;
  /** Only these events (react-admin's getMany on events). */
  positions?: readonly number[];
  /** Only these streams (getMany on streams). */
  streamIds?: readonly string[];
  /** Streams with these id prefixes are never matched by `streamId`, `streamIds` or `q` (analysts cannot probe ids holding personal data). */
  unmatchablePrefixes?: readonly string[];
}

export const streamSortFields = { streamId: 'stream_id', context: 'context', eventCount: 'event_count', firstPosition: 'first_position', lastPosition: 'last_position', firstAt: 'first_at', lastAt: 'last_at' } as const;
export const eventSortFields = { position: 'position', time: 'created_at', type: 'type', streamId: 'stream_id' } as const;

export interface ListQuery<F extends string> {
  filter: LogFilter;
  sort: { field: F; order: 'ASC' | 'DESC' };
  /** First and last row, both included (react-admin's range). */
  range: [number, number];
}

export interface StreamView {
  id: string;
  streamId: string;
  context: string;
  aggregate: string | null;
  prefix: string;
  eventCount: number;
  firstPosition: number;
  lastPosition: number;
  firstAt: string;
  lastAt: string;
  lastType: string;
}

export interface LogEventView {
  /** The global position (react-admin's record id). */
  id: number;
  position: number;
  streamId: string;
  streamPosition: number;
  context: string;
  type: string;
  data: unknown;
  time: string;
  commandId: string | null;
  actor: { kind: string; id: string | null };
  eventId: string;
}

export interface Page<T> {
  list: T[];
  total: number;
}

const hasEventFilter = (f: LogFilter) =>
  Boolean(f.types?.length || f.actor || f.commandId || f.from || f.to || f.fromPosition !== undefined || f.toPosition !== undefined || f.positions);

/** Event-level conditions on `event_log_events_v1` (aliased `e`). */
function whereEvents(q: Knex.QueryBuilder, f: LogFilter) {
  if (f.types?.length) q.whereIn('e.type', [...f.types]);
  if (f.actor) q.where('e.actor_id', f.actor);
  if (f.commandId) q.where('e.command_id', f.commandId);
  if (f.from) q.where('e.created_at', '>=', f.from);
  if (f.to) q.where('e.created_at', '<=', f.to);
  if (f.fromPosition !== undefined) q.where('e.position', '>=', f.fromPosition);
  if (f.toPosition !== undefined) q.where('e.position', '<=', f.toPosition);
  if (f.positions) q.whereIn('e.position', [...f.positions]);
  return q;
}

/** Stream-level conditions, on a table aliased `alias` that has stream_id, context and prefix. */
function whereStreams(q: Knex.QueryBuilder, f: LogFilter, alias: string) {
  if (f.contexts?.length) q.whereIn(`${alias}.context`, [...f.contexts]);
  if (f.prefix) q.where(`${alias}.prefix`, f.prefix);
  if (f.streamId) q.where(`${alias}.stream_id`, f.streamId);
  if (f.streamIds) q.whereIn(`${alias}.stream_id`, [...f.streamIds]);
  if (f.q) q.whereRaw(`strpos(${alias}.stream_id, ?) > 0`, [f.q]);
  if (f.unmatchablePrefixes?.length && (f.streamId || f.streamIds || f.q)) for (const prefix of f.unmatchablePrefixes) q.whereRaw(`strpos(${alias}.stream_id, ?) <> 1`, [prefix]);
  return q;
}

/** The aggregate a stream is comes from the fold index (the contexts' manifests), not the table. */
type Folds = Pick<FoldIndex, 'foldFor'>;

function toStream(folds: Folds, r: Record<string, unknown>): StreamView {
  const streamId = r.stream_id as string;
  return {
    id: streamId,
    streamId,
    context: r.context as string,
    aggregate: folds.foldFor(streamId)?.aggregate ?? null,
    prefix: r.prefix as string,
    eventCount: Number(r.event_count),
    firstPosition: Number(r.first_position),
    lastPosition: Number(r.last_position),
    firstAt: r.first_at as string,
    lastAt: r.last_at as string,
    lastType: r.last_type as string,
  };
}

function toEvent(r: Record<string, unknown>): LogEventView {
  const position = Number(r.position);
  return {
    id: position,
    position,
    streamId: r.stream_id as string,
    streamPosition: Number(r.stream_position),
    context: r.context as string,
    type: r.type as string,
    data: r.data,
    time: r.created_at as string,
    commandId: (r.command_id as string | null) ?? null,
    actor: { kind: r.actor_kind as string, id: (r.actor_id as string | null) ?? null },
    eventId: r.event_id as string,
  };
}

/** Streams, with a total, sorted and paged. */
export async function listStreams(db: Knex, query: ListQuery<keyof typeof streamSortFields>, folds: Folds): Promise<Page<StreamView>> {
  const { filter, sort, range } = query;
  const base = () => {
    const q = whereStreams(db(`${logStreamsTable} as s`), filter, 's');
    if (hasEventFilter(filter)) q.whereIn('s.stream_id', whereEvents(db(`${logEventsTable} as e`).select('e.stream_id'), filter));
    return q;
  };
  const [rows, [{ total }]] = await Promise.all([
    base()
      .select('s.*')
      .orderBy(`s.${streamSortFields[sort.field]}`, sort.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('s.stream_id', 'asc')
      .offset(range[0])
      .limit(range[1] - range[0] + 1),
    base().count<{ total: string }[]>({ total: '*' }),
  ]);
  return { list: rows.map((r: Record<string, unknown>) => toStream(folds, r)), total: Number(total) };
}

/** Events across streams, with a total, sorted and paged. */
export async function listEvents(db: Knex, query: ListQuery<keyof typeof eventSortFields>): Promise<Page<LogEventView>> {
  const { filter, sort, range } = query;
  const base = () => whereStreams(whereEvents(db(`${logEventsTable} as e`), filter), filter, 'e');
  const [rows, [{ total }]] = await Promise.all([
    base()
      .select('e.*')
      .orderBy(`e.${eventSortFields[sort.field]}`, sort.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('e.position', sort.order === 'ASC' ? 'asc' : 'desc')
      .offset(range[0])
      .limit(range[1] - range[0] + 1),
    base().count<{ total: string }[]>({ total: '*' }),
  ]);
  return { list: rows.map(toEvent), total: Number(total) };
}

export async function getStream(db: Knex, streamId: string, folds: Folds): Promise<StreamView | null> {
  const row = await db(logStreamsTable).where({ stream_id: streamId }).first();
  return row ? toStream(folds, row) : null;
}

/** One stream's events in order (stream positions `range[0] + 1` to `range[1] + 1`). */
export async function streamEvents(db: Knex, streamId: string, range: [number, number]): Promise<LogEventView[]> {
  const rows = await db(logEventsTable)
    .where({ stream_id: streamId })
    .whereBetween('stream_position', [range[0] + 1, range[1] + 1])
    .orderBy('stream_position');
  return rows.map(toEvent);
}

/** The event at `streamPosition` (1-based) of a stream, as the log shows it. */
export async function streamEventAt(db: Knex, streamId: string, streamPosition: number): Promise<LogEventView | null> {
  const row = await db(logEventsTable).where({ stream_id: streamId, stream_position: streamPosition }).first();
  return row ? toEvent(row) : null;
}
