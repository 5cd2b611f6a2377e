import { accountEventTypes } from '../../domain/identity/account';
import type { Knex } from 'knex';
import type { AccountEvent, Address } from '../../domain/identity/account';
import { defineProjection } from '../projection';

export const addressesTable = 'identity_addresses_v1';

export const addressesProjection = defineProjection<AccountEvent>()({
  name: 'identity-addresses',
  reads: accountEventTypes,
  handles: ['AddressSaved', 'AddressDeleted', 'DefaultAddressChanged'],
  ignores: ['AccountRegistered', 'AccountActivated', 'ActivationCodeIssued', 'ActivationCodeRejected', 'ProfileUpdated', 'AccountEmailChanged', 'PasswordChanged', 'PasswordResetRequested', 'PasswordReset', 'MobileNumberSet', 'MobileNumberRemoved', 'SocialAuthLinked', 'SocialAuthUnlinked', 'ContactPreferencesChanged', 'TipClosed', 'AccountRolesChanged', 'AccountBlocked', 'AccountUnblocked'],
  tables: [addressesTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AddressSaved': {
          const { userId, address: a } = event.data;
          const columns = {
            first_name: a.firstName, last_name: a.lastName, address1: a.address1, address2: a.address2,
            city: a.city, state: a.state, zip: a.zip, country: a.country, phone: a.phone,
          };
          await trx(addressesTable)
            .insert({ user_id: userId, id: a.id, ...columns, position: event.globalPosition })
            .onConflict(['user_id', 'id'])
            .merge(columns);
          break;
        }
        case 'AddressDeleted':
          await trx(addressesTable).where({ user_id: event.data.userId, id: event.data.addressId }).delete();
          break;
        case 'DefaultAddressChanged':
          await trx(addressesTable)
            .where({ user_id: event.data.userId })
            .update({ is_default: trx.raw('id = ?', [event.data.addressId ?? '']) });
          break;
      }
    }
  },
});

export type AddressView = Address & { isDefault: boolean };

function toView(r: Record<string, any>): AddressView {
  return {
    id: r.id, firstName: r.first_name, lastName: r.last_name, address1: r.address1, address2: r.address2,
    city: r.city, state: r.state, zip: r.zip, country: r.country, phone: r.phone, isDefault: r.is_default,
  };
}

/** A client's addresses, the default first. Always scoped by the owner. */
export async function listAddresses(db: Knex, userId: string): Promise<AddressView[]> {
  const rows = await db(addressesTable).where({ user_id: userId }).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'position' }]);
  return rows.map(toView);
}

export async function getAddress(db: Knex, userId: string, addressId: string): Promise<AddressView | null> {
  const row = await db(addressesTable).where({ user_id: userId, id: addressId }).first();
  return row ? toView(row) : null;
}
