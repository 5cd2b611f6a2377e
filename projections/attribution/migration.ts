import type { Knex } from 'knex';

/**
 * 0092_attribution_referral_clicks (issue 26, ADR 054 "Not built", ADR 061): one
 * row per counted referral click (referrer × visitor), and whether that visitor
 * signed up or ordered after clicking. Ids only: no e-mail, name or address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE attribution_referral_clicks_v1 (
      referrer_id text NOT NULL,
      visitor_id text NOT NULL,
      clicked_at text NOT NULL,
      signed_up boolean NOT NULL DEFAULT false,
      ordered boolean NOT NULL DEFAULT false,
      PRIMARY KEY (referrer_id, visitor_id)
    );
    CREATE INDEX attribution_referral_clicks_v1_visitor ON attribution_referral_clicks_v1 (visitor_id);
  `);
}
