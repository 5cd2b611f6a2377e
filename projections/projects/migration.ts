import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE projects_needs_v1 (
      need_id text PRIMARY KEY,
      package_id text NOT NULL,
      owner_kind text NOT NULL,
      owner_id text NOT NULL,
      room_type_id text NOT NULL,
      room_name text NOT NULL,
      status text NOT NULL,
      plan text,
      answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      designer_id text,
      paid_cents bigint,
      free_shipping_until timestamptz,
      revisions integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX projects_needs_v1_owner ON projects_needs_v1 (owner_kind, owner_id, status);
    CREATE INDEX projects_needs_v1_designer ON projects_needs_v1 (designer_id) WHERE designer_id IS NOT NULL;
  `);
}

/** When the client finished the questionnaire (a paid project may still be unsubmitted). */
export async function addSubmittedAt(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE projects_needs_v1 ADD COLUMN submitted_at timestamptz');
}

/**
 * When the designer last delivered (need getLastProposalNeed). Rows projected
 * before it have none; the query also counts their DELIVERED status and revisions.
 */
export async function addDeliveredAt(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE projects_needs_v1 ADD COLUMN delivered_at timestamptz');
}

/** The questionnaire's optional details (issue 23: NeedDetailAnswered); no event had them before, so every row starts with none. */
export async function addDetails(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE projects_needs_v1 ADD COLUMN details jsonb NOT NULL DEFAULT '{}'::jsonb");
}

/** The idea board a project was started from (issue 24: NeedIdeasAttached); no event had it before, so every row starts with none. */
export async function addIdeas(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE projects_needs_v1 ADD COLUMN ideas jsonb');
}
