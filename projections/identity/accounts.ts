import { accountEventTypes } from '../../domain/identity/account';
import type { Knex } from 'knex';
import type { AccountEvent, AccountStatus } from '../../domain/identity/account';
import type { Role } from '../../domain/shared/messages';
import { defineProjection } from '../projection';

export const accountsTable = 'identity_accounts_v1';

/** One row per account: profile, status and roles (and the password hash, for sign-in only). */
export const accountsProjection = defineProjection<AccountEvent>()({
  name: 'identity-accounts',
  reads: accountEventTypes,
  handles: [
    'AccountRegistered', 'AccountActivated', 'ProfileUpdated', 'AccountEmailChanged', 'PasswordChanged', 'PasswordReset',
    'MobileNumberSet', 'MobileNumberRemoved', 'ContactPreferencesChanged', 'TipClosed', 'AccountRolesChanged',
    'AccountBlocked', 'AccountUnblocked',
  ],
  ignores: ['ActivationCodeIssued', 'ActivationCodeRejected', 'PasswordResetRequested', 'AddressSaved', 'AddressDeleted', 'DefaultAddressChanged', 'SocialAuthLinked', 'SocialAuthUnlinked'],
  tables: [accountsTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(accountsTable).where({ user_id: event.data.userId });
      switch (event.type) {
        case 'AccountRegistered': {
          const d = event.data;
          await trx(accountsTable)
            .insert({
              user_id: d.userId, email: d.email, password_hash: d.passwordHash, roles: JSON.stringify(d.roles), status: 'VERIFING',
              username: d.username, utm_campaign: d.utmCampaign, registered_at: d.registeredAt,
            })
            .onConflict('user_id')
            .ignore();
          break;
        }
        case 'AccountActivated':
          await row().update({ status: 'ACTIVE', activated_at: event.data.activatedAt });
          break;
        case 'ProfileUpdated':
          await row().update({ username: event.data.username });
          break;
        case 'AccountEmailChanged':
          await row().update({ email: event.data.email, status: 'VERIFING', activated_at: null });
          break;
        case 'PasswordChanged':
        case 'PasswordReset':
          await row().update({ password_hash: event.data.passwordHash });
          break;
        case 'MobileNumberSet':
          await row().update({ mobile: event.data.mobile });
          break;
        case 'MobileNumberRemoved':
          await row().update({ mobile: null });
          break;
        case 'ContactPreferencesChanged': {
          const { openAd, openReceive } = event.data;
          await row().update({ ...(openAd === undefined ? {} : { open_ad: openAd }), ...(openReceive === undefined ? {} : { open_receive: openReceive }) });
          break;
        }
        case 'TipClosed':
          await row().update({ closed_tips: trx.raw(`closed_tips || ?::jsonb`, [JSON.stringify([event.data.tip])]) });
          break;
        case 'AccountRolesChanged':
          await row().update({ roles: JSON.stringify(event.data.roles) });
          break;
        case 'AccountBlocked':
          await row().update({ blocked_at: event.data.blockedAt, blocked_reason: event.data.reason });
          break;
        case 'AccountUnblocked':
          await row().update({ blocked_at: null, blocked_reason: null });
          break;
      }
    }
  },
});

export interface AccountView {
  id: string;
  email: string;
  status: AccountStatus;
  roles: Role[];
  username: string;
  mobile: string | null;
  openAd: boolean;
  openReceive: boolean;
  /** Avatar address (the spec's visitUrl); none is stored yet. */
  visitUrl: string | null;
  registeredAt: string;
}

const viewColumns = ['user_id', 'email', 'status', 'roles', 'username', 'mobile', 'open_ad', 'open_receive', 'registered_at'];

function toView(r: Record<string, any>): AccountView {
  return {
    id: r.user_id, email: r.email, status: r.status, roles: r.roles, username: r.username, mobile: r.mobile,
    openAd: r.open_ad, openReceive: r.open_receive, visitUrl: null, registeredAt: r.registered_at,
  };
}

/** Whether staff blocked the account (no sign-in, no session), and why. */
export async function blockOf(db: Knex, userId: string): Promise<{ reason: string; at: string } | null> {
  const row = await db(accountsTable).select('blocked_at', 'blocked_reason').where({ user_id: userId }).first();
  return row?.blocked_at ? { reason: row.blocked_reason ?? '', at: new Date(row.blocked_at).toISOString() } : null;
}

export async function getAccount(db: Knex, userId: string): Promise<AccountView | null> {
  const row = await db(accountsTable).select(viewColumns).where({ user_id: userId }).first();
  return row ? toView(row) : null;
}

export async function findAccountByEmail(db: Knex, email: string): Promise<AccountView | null> {
  const row = await db(accountsTable).select(viewColumns).where({ email: email.trim().toLowerCase() }).first();
  return row ? toView(row) : null;
}

/** For checking a password only: the hash never leaves the sign-in code. */
export async function credentialsOf(db: Knex, by: { email: string } | { userId: string }): Promise<{ userId: string; passwordHash: string } | null> {
  const where = 'email' in by ? { email: by.email.trim().toLowerCase() } : { user_id: by.userId };
  const row = await db(accountsTable).select('user_id', 'password_hash').where(where).first();
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

export async function closedTips(db: Knex, userId: string): Promise<string[]> {
  const row = await db(accountsTable).select('closed_tips').where({ user_id: userId }).first();
  return row?.closed_tips ?? [];
}
