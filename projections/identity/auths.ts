import { accountEventTypes } from '../../domain/identity/account';
import type { Knex } from 'knex';
import type { AccountEvent, SocialProvider } from '../../domain/identity/account';
import { defineProjection } from '../projection';

export const authsTable = 'identity_auths_v1';

/** Which sign-in provider accounts are linked to whom. */
export const authsProjection = defineProjection<AccountEvent>()({
  name: 'identity-auths',
  reads: accountEventTypes,
  handles: ['SocialAuthLinked', 'SocialAuthUnlinked'],
  ignores: ['AccountRegistered', 'AccountActivated', 'ActivationCodeIssued', 'ActivationCodeRejected', 'ProfileUpdated', 'AccountEmailChanged', 'PasswordChanged', 'PasswordResetRequested', 'PasswordReset', 'MobileNumberSet', 'MobileNumberRemoved', 'AddressSaved', 'AddressDeleted', 'DefaultAddressChanged', 'ContactPreferencesChanged', 'TipClosed', 'AccountRolesChanged', 'AccountBlocked', 'AccountUnblocked'],
  tables: [authsTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SocialAuthLinked') {
        const { userId, provider, subject, email, linkedAt } = event.data;
        await trx(authsTable).insert({ provider, subject, user_id: userId, email, linked_at: linkedAt }).onConflict(['provider', 'subject']).merge();
      } else if (event.type === 'SocialAuthUnlinked') {
        await trx(authsTable).where({ provider: event.data.provider, subject: event.data.subject, user_id: event.data.userId }).delete();
      }
    }
  },
});

export interface AuthView {
  type: SocialProvider;
  email: string;
  linkedAt: string;
}

export async function listAuths(db: Knex, userId: string): Promise<AuthView[]> {
  const rows = await db(authsTable).where({ user_id: userId }).orderBy('provider');
  return rows.map((r) => ({ type: r.provider, email: r.email, linkedAt: r.linked_at }));
}

export async function userIdForAuth(db: Knex, provider: SocialProvider, subject: string): Promise<string | null> {
  const row = await db(authsTable).select('user_id').where({ provider, subject }).first();
  return row?.user_id ?? null;
}
