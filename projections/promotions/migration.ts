import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE promotions_codes_v1 (
      code text PRIMARY KEY,
      kind text NOT NULL,
      value integer NOT NULL,
      min_spend_cents bigint NOT NULL,
      starts_at timestamptz,
      ends_at timestamptz,
      total_limit integer,
      per_client_limit integer,
      first_order_only boolean NOT NULL,
      scope text NOT NULL,
      ended_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE promotions_code_uses_v1 (
      code text NOT NULL,
      order_id text NOT NULL,
      client_id text NOT NULL,
      used_at timestamptz NOT NULL,
      PRIMARY KEY (code, order_id)
    );
    CREATE INDEX promotions_code_uses_v1_client ON promotions_code_uses_v1 (client_id, code);
    CREATE TABLE promotions_credit_entries_v1 (
      client_id text NOT NULL,
      entry_id text NOT NULL,
      kind text NOT NULL,
      amount_cents bigint NOT NULL,
      reason text,
      order_id text,
      expires_at timestamptz,
      draws jsonb,
      at timestamptz NOT NULL,
      PRIMARY KEY (client_id, entry_id)
    );
    CREATE TABLE promotions_credit_lots_v1 (
      client_id text NOT NULL,
      grant_id text NOT NULL,
      remaining_cents bigint NOT NULL,
      expires_at timestamptz,
      PRIMARY KEY (client_id, grant_id)
    );
  `);
}
