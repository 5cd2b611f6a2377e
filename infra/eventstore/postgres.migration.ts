import type { Knex } from 'knex';

/**
 * es_events is the log. es_append() does a whole append in one round trip:
 * 1. a transaction-scoped advisory lock on the stream, taken before any write so
 *    that the transaction id (assigned at the first write) of a later append to
 *    the same stream is always larger than the earlier one's;
 * 2. the idempotency check on the command id;
 * 3. the expected-version check against the stream's last position;
 * 4. the insert.
 * There is no NOTIFY inside: a transaction that notifies takes a cluster-wide lock
 * until its commit is flushed, which made concurrent appends commit one at a time
 * (measured by the bench). The adapter notifies after the commit instead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE es_events (
      global_position bigserial PRIMARY KEY,
      stream_id text NOT NULL,
      stream_position integer NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT es_events_stream_position UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX es_events_feed ON es_events (transaction_id, global_position);

    CREATE TABLE es_commands (
      command_id text PRIMARY KEY,
      stream_id text NOT NULL,
      result jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE FUNCTION es_append(p_stream text, p_expected bigint, p_command text, p_events jsonb)
    RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      v_current integer;
      v_previous jsonb;
      v_first bigint;
      v_last bigint;
      v_count integer := jsonb_array_length(p_events);
      v_result jsonb;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
      IF p_command IS NOT NULL THEN
        SELECT result INTO v_previous FROM es_commands WHERE command_id = p_command;
        IF FOUND THEN
          RETURN v_previous || '{"duplicate": true}'::jsonb;
        END IF;
      END IF;
      SELECT coalesce(max(stream_position), 0) INTO v_current FROM es_events WHERE stream_id = p_stream;
      -- p_expected: >= 0 exact version, -1 any, -2 no stream yet
      IF (p_expected >= 0 AND v_current <> p_expected) OR (p_expected = -2 AND v_current <> 0) THEN
        RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected version',
          DETAIL = json_build_object('actual', v_current)::text;
      END IF;
      WITH inserted AS (
        INSERT INTO es_events (stream_id, stream_position, event_id, type, data, metadata)
        SELECT p_stream, v_current + e.ord::integer, (e.value->>'id')::uuid, e.value->>'type',
               e.value->'data', coalesce(e.value->'metadata', '{}'::jsonb)
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
        ORDER BY e.ord
        RETURNING global_position
      )
      SELECT min(global_position), max(global_position) INTO v_first, v_last FROM inserted;
      v_result := jsonb_build_object(
        'nextExpectedVersion', v_current + v_count,
        'firstPosition', v_first,
        'lastPosition', v_last,
        'transactionId', pg_current_xact_id()::text
      );
      IF p_command IS NOT NULL THEN
        INSERT INTO es_commands (command_id, stream_id, result) VALUES (p_command, p_stream, v_result);
      END IF;
      RETURN v_result;
    END $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS es_append; DROP TABLE IF EXISTS es_commands; DROP TABLE IF EXISTS es_events;');
}
