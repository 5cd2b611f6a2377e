import type { Knex } from 'knex';

/**
 * The event log as analysts and staff read it (issue 11): every event, its
 * secrets redacted, with its stream, context, command id and actor; and one row
 * per stream (count, first and last event).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE event_log_events_v1 (
      position bigint PRIMARY KEY,
      transaction_id bigint NOT NULL,
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_position integer NOT NULL,
      context text NOT NULL,
      prefix text NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      command_id text,
      actor_kind text NOT NULL,
      actor_id text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX event_log_events_v1_stream ON event_log_events_v1 (stream_id, stream_position);
    CREATE INDEX event_log_events_v1_type ON event_log_events_v1 (type, position);
    CREATE INDEX event_log_events_v1_context ON event_log_events_v1 (context, position);
    CREATE INDEX event_log_events_v1_actor ON event_log_events_v1 (actor_id, position);
    CREATE INDEX event_log_events_v1_time ON event_log_events_v1 (created_at, position);
    CREATE INDEX event_log_events_v1_command ON event_log_events_v1 (command_id);
    CREATE TABLE event_log_streams_v1 (
      stream_id text PRIMARY KEY,
      context text NOT NULL,
      prefix text NOT NULL,
      event_count integer NOT NULL,
      first_position bigint NOT NULL,
      last_position bigint NOT NULL,
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      last_type text NOT NULL
    );
    CREATE INDEX event_log_streams_v1_last ON event_log_streams_v1 (last_position);
    CREATE INDEX event_log_streams_v1_context ON event_log_streams_v1 (context, last_position);
    CREATE INDEX event_log_streams_v1_prefix ON event_log_streams_v1 (prefix, last_position);
    CREATE INDEX event_log_streams_v1_last_at ON event_log_streams_v1 (last_at);
  `);
}
