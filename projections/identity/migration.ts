import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE identity_accounts_v1 (
      user_id text PRIMARY KEY,
      email text NOT NULL,
      -- Used only to check a password at sign-in; no query returns it.
      password_hash text NOT NULL,
      roles jsonb NOT NULL DEFAULT '["client"]'::jsonb,
      status text NOT NULL,
      username text NOT NULL DEFAULT '',
      mobile text,
      open_ad boolean NOT NULL DEFAULT true,
      open_receive boolean NOT NULL DEFAULT true,
      closed_tips jsonb NOT NULL DEFAULT '[]'::jsonb,
      utm_campaign text,
      registered_at timestamptz NOT NULL,
      activated_at timestamptz
    );
    CREATE INDEX identity_accounts_v1_email ON identity_accounts_v1 (email);

    CREATE TABLE identity_addresses_v1 (
      user_id text NOT NULL,
      id text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      address1 text NOT NULL,
      address2 text NOT NULL DEFAULT '',
      city text NOT NULL,
      state text NOT NULL,
      zip text NOT NULL,
      country text NOT NULL,
      phone text NOT NULL DEFAULT '',
      is_default boolean NOT NULL DEFAULT false,
      position bigint NOT NULL,
      PRIMARY KEY (user_id, id)
    );

    CREATE TABLE identity_auths_v1 (
      provider text NOT NULL,
      subject text NOT NULL,
      user_id text NOT NULL,
      email text NOT NULL DEFAULT '',
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (provider, subject)
    );
    CREATE INDEX identity_auths_v1_user ON identity_auths_v1 (user_id);

    CREATE TABLE identity_sessions_v1 (
      session_id text PRIMARY KEY,
      user_id text NOT NULL,
      visitor_id text NOT NULL,
      token_hash text NOT NULL,
      method text NOT NULL,
      started_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      end_reason text
    );
    CREATE INDEX identity_sessions_v1_user ON identity_sessions_v1 (user_id) WHERE ended_at IS NULL;

    CREATE TABLE identity_signin_throttle_v1 (
      key text PRIMARY KEY,
      failures jsonb NOT NULL DEFAULT '[]'::jsonb
    );

    CREATE TABLE identity_oauth_keys_v1 (
      key_hash text PRIMARY KEY,
      provider text NOT NULL,
      subject text NOT NULL,
      email text NOT NULL DEFAULT '',
      email_verified boolean NOT NULL DEFAULT false,
      name text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
  `);
}

/** Staff can block an account: when and why (null when not blocked). */
export async function addBlocked(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE identity_accounts_v1 ADD COLUMN blocked_at timestamptz, ADD COLUMN blocked_reason text;`);
}
