import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE subscriptions_v1 (
      client_id text PRIMARY KEY,
      plan text NOT NULL,
      amount_cents integer NOT NULL,
      payment_id text NOT NULL,
      card_brand text,
      card_last4 text,
      started_at timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      cancelled_at timestamptz,
      updated_at timestamptz NOT NULL
    );
  `);
}
