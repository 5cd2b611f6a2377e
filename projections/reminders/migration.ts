import type { Knex } from 'knex';

/**
 * 0096_reminders_report (issue 26, ADR 061): the reminders report's weekly
 * counters (week × kind × measure; kind '' for unsubscribes), the sent reminders
 * an order within 7 days converts (once each), and each client's current choice
 * (so only a change from on to off counts as an unsubscribe). User ids stay
 * inside; the report's answers are counts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE reminders_report_weekly_v1 (
      week text NOT NULL,
      kind text NOT NULL,
      measure text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (week, kind, measure)
    );
    CREATE TABLE reminders_report_sends_v1 (
      user_id text NOT NULL,
      token text NOT NULL,
      kind text NOT NULL,
      week text NOT NULL,
      sent_at text NOT NULL,
      converted boolean NOT NULL DEFAULT false,
      PRIMARY KEY (user_id, token)
    );
    CREATE INDEX reminders_report_sends_v1_user_time ON reminders_report_sends_v1 (user_id, sent_at);
    CREATE TABLE reminders_report_choices_v1 (
      user_id text PRIMARY KEY,
      reminders boolean NOT NULL
    );
  `);
}
