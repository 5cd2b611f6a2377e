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

/** Issue 25 (ADR 048): each subscription's renewal status, and its renewals and failures for the console. */
export async function up0082(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE subscriptions_v1
      ADD COLUMN status text NOT NULL DEFAULT 'active',
      ADD COLUMN renewal_attempt integer,
      ADD COLUMN renewing boolean NOT NULL DEFAULT false,
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN last_failure text,
      ADD COLUMN renewals integer NOT NULL DEFAULT 0,
      ADD COLUMN failures integer NOT NULL DEFAULT 0;
    CREATE INDEX subscriptions_v1_status ON subscriptions_v1 (status);
    CREATE TABLE subscription_charges_v1 (
      event_id text PRIMARY KEY,
      client_id text NOT NULL,
      kind text NOT NULL,
      at timestamptz NOT NULL,
      amount_cents integer,
      attempt integer,
      message text
    );
    CREATE INDEX subscription_charges_v1_client ON subscription_charges_v1 (client_id, at);
  `);
}
