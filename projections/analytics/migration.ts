import type { Knex } from 'knex';

/**
 * 0093_analytics_funnels (issue 26, ADR 056): the funnels' daily buckets (day ×
 * dimension × step), the per-visitor steps they are counted from, the visitor ↔
 * user and subject ↔ visitor links, and the paid orders the cohorts are read from.
 * No e-mail, name or address anywhere; visitor and user ids stay inside.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE analytics_visitors_v1 (
      visitor_id text PRIMARY KEY,
      tracked boolean NOT NULL,
      first_day text NOT NULL,
      channel text NOT NULL,
      campaign text NOT NULL,
      landing_page text NOT NULL,
      landed boolean NOT NULL
    );
    CREATE TABLE analytics_visitor_steps_v1 (
      visitor_id text NOT NULL,
      step text NOT NULL,
      revenue_cents bigint NOT NULL,
      PRIMARY KEY (visitor_id, step)
    );
    CREATE TABLE analytics_user_visitors_v1 (
      user_id text PRIMARY KEY,
      visitor_id text NOT NULL
    );
    CREATE TABLE analytics_subjects_v1 (
      subject_id text PRIMARY KEY,
      visitor_id text,
      client_id text
    );
    CREATE TABLE analytics_funnel_daily_v1 (
      dimension text NOT NULL,
      day text NOT NULL,
      value text NOT NULL,
      step text NOT NULL,
      visitors integer NOT NULL,
      revenue_cents bigint NOT NULL,
      PRIMARY KEY (dimension, day, value, step)
    );
    CREATE INDEX analytics_funnel_daily_v1_steps ON analytics_funnel_daily_v1 (dimension, step, day) INCLUDE (value, visitors, revenue_cents);
    CREATE TABLE analytics_paid_orders_v1 (
      order_id text PRIMARY KEY,
      client_id text NOT NULL,
      month text NOT NULL,
      cents bigint NOT NULL
    );
  `);
}
