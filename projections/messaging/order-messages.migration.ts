import type { Knex } from 'knex';

/** 0025_order_messages_read_models: order-fulfilment threads, their messages and each reader's position. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE order_threads_v1 (
      thread_id text PRIMARY KEY,
      kind text NOT NULL,
      subject_id text NOT NULL,
      members jsonb NOT NULL DEFAULT '[]'::jsonb,
      last_seq integer NOT NULL DEFAULT 0,
      last_text text,
      last_sender_id text,
      last_message_at timestamptz,
      opened_at timestamptz NOT NULL
    );
    CREATE INDEX order_threads_v1_subject ON order_threads_v1 (kind, subject_id);
    CREATE INDEX order_threads_v1_members ON order_threads_v1 USING gin (members jsonb_path_ops);
    CREATE TABLE order_messages_v1 (
      thread_id text NOT NULL,
      seq integer NOT NULL,
      message_id text NOT NULL,
      sender_id text NOT NULL,
      sender_role text NOT NULL,
      text text NOT NULL,
      image_url text,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (thread_id, seq)
    );
    CREATE UNIQUE INDEX order_messages_v1_message ON order_messages_v1 (thread_id, message_id);
    CREATE TABLE order_message_reads_v1 (
      thread_id text NOT NULL,
      user_id text NOT NULL,
      up_to_seq integer NOT NULL,
      PRIMARY KEY (thread_id, user_id)
    );
  `);
}
