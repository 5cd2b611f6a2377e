import type { Knex } from 'knex';
import type { FeedCheckpoint } from '../domain/shared/feed';

/** Where each process has read the feed to. */
export const processCheckpointsTable = 'process_checkpoints';
/** Each process instance's state (JSON), written with its process's checkpoint. */
export const processStatesTable = 'process_states';
/** A process's stored place in the feed (a row of the checkpoints table). */
export const placeOf = (row: { transaction_id: unknown; position: unknown }): FeedCheckpoint => ({ transactionId: Number(row.transaction_id), position: Number(row.position) });
export const samePlace = (a: FeedCheckpoint, b: FeedCheckpoint) => a.transactionId === b.transactionId && a.position === b.position;
/** Effects' answers by output key: a step handled again reuses the answer instead of asking the outside world twice. */
export const processEffectsTable = 'process_effects';
/** Commands a process scheduled for later (`at`), sent once due. */
export const processScheduleTable = 'process_schedule';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${processCheckpointsTable} (
      name text PRIMARY KEY,
      transaction_id bigint NOT NULL DEFAULT 0,
      position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE ${processStatesTable} (
      process text NOT NULL,
      instance text NOT NULL,
      state jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (process, instance)
    );
    CREATE TABLE ${processEffectsTable} (
      key text PRIMARY KEY,
      process text NOT NULL,
      effect text NOT NULL,
      answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE ${processScheduleTable} (
      id text PRIMARY KEY,
      process text NOT NULL,
      command_type text NOT NULL,
      input jsonb NOT NULL,
      due_at timestamptz NOT NULL,
      claimed_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ${processScheduleTable}_due ON ${processScheduleTable} (due_at) WHERE done_at IS NULL;
  `);
}
