import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE chat_conversations_v1 (
      conversation_id text PRIMARY KEY,
      kind text NOT NULL,
      need_id text,
      client_id text NOT NULL,
      members jsonb NOT NULL DEFAULT '[]'::jsonb,
      last_seq integer NOT NULL DEFAULT 0,
      last_text text,
      last_message_at timestamptz,
      opened_at timestamptz NOT NULL
    );
    CREATE INDEX chat_conversations_v1_client ON chat_conversations_v1 (client_id);
    CREATE INDEX chat_conversations_v1_members ON chat_conversations_v1 USING gin (members jsonb_path_ops);
    CREATE TABLE chat_messages_v1 (
      conversation_id text NOT NULL,
      seq integer NOT NULL,
      message_id text NOT NULL,
      sender_id text NOT NULL,
      sender_role text NOT NULL,
      text text NOT NULL,
      image_url text,
      sent_at timestamptz NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      PRIMARY KEY (conversation_id, seq)
    );
    CREATE TABLE chat_reads_v1 (
      conversation_id text NOT NULL,
      user_id text NOT NULL,
      up_to_seq integer NOT NULL,
      PRIMARY KEY (conversation_id, user_id)
    );
  `);
}
