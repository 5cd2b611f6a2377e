import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE support_contact_messages_v1 (
      contact_id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      topic text NOT NULL,
      order_number text,
      message text NOT NULL,
      visitor_id text,
      user_id text,
      received_at timestamptz NOT NULL,
      position bigint NOT NULL
    );
    CREATE INDEX support_contact_messages_v1_visitor ON support_contact_messages_v1 (visitor_id, received_at);
    CREATE INDEX support_contact_messages_v1_received ON support_contact_messages_v1 (received_at DESC, position DESC);
  `);
}

/** Issue 20: the contact form's per-address and per-recipient limits. */
export async function addSenderAddress(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE support_contact_messages_v1 ADD COLUMN sender_address_hash text;
    CREATE INDEX support_contact_messages_v1_sender ON support_contact_messages_v1 (sender_address_hash, received_at);
    CREATE INDEX support_contact_messages_v1_email ON support_contact_messages_v1 (email, received_at);
  `);
}
