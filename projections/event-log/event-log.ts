import type { RecordedEvent } from '../../domain/shared/feed';
import type { FoldIndex } from '../../domain/event-log/folds';
import { redact } from '../../domain/event-log/redact';
import type { Projection } from '../projection';

export const logEventsTable = 'event_log_events_v1';
export const logStreamsTable = 'event_log_streams_v1';

/** Streams no aggregate owns (none today; the registry test keeps it so) are listed under this context. */
export const unknownContext = 'unknown';

/** Who did it, as the command pipeline recorded it: a user, a visitor or the system. */
export function actorOf(metadata: Record<string, unknown> | null | undefined): { kind: string; id: string | null } {
  const actor = (metadata?.actor ?? null) as { kind?: unknown; userId?: unknown; visitorId?: unknown } | null;
  const kind = typeof actor?.kind === 'string' ? actor.kind : 'unknown';
  const id = kind === 'user' ? actor?.userId : kind === 'visitor' ? actor?.visitorId : kind === 'system' ? 'system' : null;
  return { kind, id: typeof id === 'string' ? id : null };
}

export function commandIdOf(metadata: Record<string, unknown> | null | undefined): string | null {
  return typeof metadata?.commandId === 'string' ? metadata.commandId : null;
}

function rowOf(folds: FoldIndex, e: RecordedEvent) {
  const fold = folds.foldFor(e.streamId);
  const actor = actorOf(e.metadata);
  return {
    position: e.globalPosition,
    transaction_id: e.transactionId,
    event_id: e.eventId,
    stream_id: e.streamId,
    stream_position: e.streamPosition,
    context: fold?.context ?? unknownContext,
    prefix: fold?.prefix ?? '',
    type: e.type,
    data: JSON.stringify(redact(e.data) ?? null),
    command_id: commandIdOf(e.metadata),
    actor_kind: actor.kind,
    actor_id: actor.id,
    created_at: e.createdAt,
  };
}

/**
 * Every event of every context, for the event log (issue 11). Secrets never
 * reach these tables (domain/event-log/redact.ts). Streams are counted from their
 * events' stream positions, so applying an event twice changes nothing. It
 * handles every event type of the contexts the fold index is built from.
 */
export const createEventLogProjection = (folds: FoldIndex): Projection => ({
  name: 'event-log',
  reads: folds.allEventTypes,
  handles: folds.allEventTypes,
  ignores: [],
  tables: [logEventsTable, logStreamsTable],
  async apply(trx, events) {
    const rows = events.map((e) => rowOf(folds, e));
    for (let i = 0; i < rows.length; i += 1000) await trx(logEventsTable).insert(rows.slice(i, i + 1000)).onConflict('position').ignore();
    const streams = new Map<string, { stream_id: string; context: string; prefix: string; event_count: number; first_position: number; last_position: number; first_at: string; last_at: string; last_type: string }>();
    for (const r of rows) {
      const s = streams.get(r.stream_id);
      if (!s) {
        streams.set(r.stream_id, { stream_id: r.stream_id, context: r.context, prefix: r.prefix, event_count: r.stream_position, first_position: r.position, last_position: r.position, first_at: r.created_at, last_at: r.created_at, last_type: r.type });
        continue;
      }
      s.event_count = Math.max(s.event_count, r.stream_position);
      if (r.position < s.first_position) Object.assign(s, { first_position: r.position, first_at: r.created_at });
      if (r.position > s.last_position) Object.assign(s, { last_position: r.position, last_at: r.created_at, last_type: r.type });
    }
    const t = logStreamsTable;
    const list = [...streams.values()];
    for (let i = 0; i < list.length; i += 1000) {
      await trx(t)
        .insert(list.slice(i, i + 1000))
        .onConflict('stream_id')
        .merge({
          event_count: trx.raw(`GREATEST(${t}.event_count, excluded.event_count)`),
          first_at: trx.raw(`CASE WHEN excluded.first_position < ${t}.first_position THEN excluded.first_at ELSE ${t}.first_at END`),
          first_position: trx.raw(`LEAST(${t}.first_position, excluded.first_position)`),
          last_at: trx.raw(`CASE WHEN excluded.last_position > ${t}.last_position THEN excluded.last_at ELSE ${t}.last_at END`),
          last_type: trx.raw(`CASE WHEN excluded.last_position > ${t}.last_position THEN excluded.last_type ELSE ${t}.last_type END`),
          last_position: trx.raw(`GREATEST(${t}.last_position, excluded.last_position)`),
        });
    }
  },
});
