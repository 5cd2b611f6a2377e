import type { Knex } from 'knex';

/** The sandbox gateway's own books: tokens (brand, last four, expiry, outcome — never the number), charges and refunds. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE payment_sandbox_cards (
      token text PRIMARY KEY,
      brand text NOT NULL,
      last4 char(4) NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      outcome text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE payment_sandbox_charges (
      idempotency_key text PRIMARY KEY,
      payment_id text NOT NULL UNIQUE,
      token text NOT NULL,
      amount_cents integer NOT NULL,
      status text NOT NULL,
      decline_code text,
      message text,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE payment_sandbox_refunds (
      idempotency_key text PRIMARY KEY,
      refund_id text NOT NULL UNIQUE,
      payment_id text NOT NULL REFERENCES payment_sandbox_charges (payment_id),
      amount_cents integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

/** Who tokenised each card (an account or visitor id): only they may have the token back. Older tokens have none and are found by nobody. */
export async function addOwner(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payment_sandbox_cards ADD COLUMN IF NOT EXISTS owner text');
}
