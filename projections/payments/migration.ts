import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE payments_cards_v1 (
      client_id text NOT NULL,
      card_id text NOT NULL,
      brand text NOT NULL,
      last4 char(4) NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      holder_name text NOT NULL,
      token text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, card_id)
    );
  `);
}
