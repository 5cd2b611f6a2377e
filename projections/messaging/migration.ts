import type { Knex } from 'knex';
import { targetId } from '../../domain/shared/targets';
import { targetOfLegacyHref } from './legacy-links';

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

/** Notifications and what the notifications projection needs to address them (conversation members, order owners). */
export async function notifications(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE notifications_v1 (
      notification_id text PRIMARY KEY,
      user_id text NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      text text NOT NULL,
      href text NOT NULL,
      created_at timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX notifications_v1_user ON notifications_v1 (user_id, created_at DESC);
    CREATE TABLE notifications_members_v1 (conversation_id text NOT NULL, user_id text NOT NULL, PRIMARY KEY (conversation_id, user_id));
    CREATE TABLE notifications_orders_v1 (order_id text PRIMARY KEY, client_id text NOT NULL, order_number text NOT NULL);
  `);
}

/** What the notifications projection needs to address proposal and review notices (a proposal's people, a published board's client). */
export async function reviewNotifications(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE notifications_proposals_v1 (proposal_id text PRIMARY KEY, need_id text NOT NULL, client_id text NOT NULL, designer_id text NOT NULL, version integer NOT NULL);
    CREATE TABLE notifications_review_boards_v1 (board_id text PRIMARY KEY, proposal_id text NOT NULL, client_id text NOT NULL, designer_id text NOT NULL);
  `);
}

/** Who takes part in each order or board thread, for its message notifications. */
export async function threadNotifications(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE notifications_threads_v1 (thread_id text NOT NULL, user_id text NOT NULL, role text NOT NULL, subject_kind text NOT NULL, subject_id text NOT NULL, PRIMARY KEY (thread_id, user_id));
  `);
}

/**
 * Notifications keep what they point at (`target_kind`, `target_id`), not a page
 * URL (issue 21): app/web/links.ts names the page. Rows stored with a URL are
 * mapped to their targets here; a replay from position 0 gives the same.
 */
export async function notificationTargets(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE notifications_v1 ADD COLUMN target_kind text, ADD COLUMN target_id text');
  const hrefs: string[] = await knex('notifications_v1').distinct('href').pluck('href');
  for (const href of hrefs) {
    const target = targetOfLegacyHref(href);
    await knex('notifications_v1').where({ href }).update({ target_kind: target.kind, target_id: targetId(target) });
  }
  await knex.raw('ALTER TABLE notifications_v1 ALTER COLUMN target_kind SET NOT NULL, DROP COLUMN href');
}
