import { it } from 'vitest';
import { accountStream, type AccountEvent, type Address } from '../../../domain/identity/account';
import { addressesProjection, addressesTable } from '../../../projections/identity/addresses';
import { describeProjection } from '../../support/projection-spec';

const home: Address = { id: 'a1', firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', address2: 'Apt 2', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100' };
const saved = (userId: string, address: Address) => ({ type: 'AddressSaved', streamId: accountStream(userId), data: { userId, address } }) as const;

describeProjection<AccountEvent>(addressesProjection, ({ given }) => {
  it("keeps each of a user's addresses; saving one again changes it in place", () =>
    given(saved('u1', home), saved('u1', { ...home, id: 'a2', city: 'Dallas' }), saved('u2', home), saved('u1', { ...home, address1: '2 Oak Rd' })).then({
      [addressesTable]: [
        { user_id: 'u1', id: 'a1', first_name: 'Ada', last_name: 'Buyer', address1: '2 Oak Rd', address2: 'Apt 2', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100', position: 1, is_default: false },
        { user_id: 'u1', id: 'a2', first_name: 'Ada', last_name: 'Buyer', address1: '1 Main St', address2: 'Apt 2', city: 'Dallas', state: 'TX', zip: '73301', country: 'US', phone: '5125550100', position: 2, is_default: false },
        { user_id: 'u2', id: 'a1', first_name: 'Ada', last_name: 'Buyer', address1: '1 Main St', address2: 'Apt 2', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '5125550100', position: 3, is_default: false },
      ],
    }));

  it("deletes only the user's own address", () =>
    given(saved('u1', home), saved('u2', home), { type: 'AddressDeleted', streamId: accountStream('u1'), data: { userId: 'u1', addressId: 'a1' } }).then({
      [addressesTable]: [{ user_id: 'u2', id: 'a1' }],
    }));

  it("marks one default among the user's addresses, and none when cleared", () =>
    given(
      saved('u1', home),
      saved('u1', { ...home, id: 'a2' }),
      saved('u2', home),
      { type: 'DefaultAddressChanged', streamId: accountStream('u2'), data: { userId: 'u2', addressId: 'a1' } },
      { type: 'DefaultAddressChanged', streamId: accountStream('u1'), data: { userId: 'u1', addressId: 'a1' } },
      { type: 'DefaultAddressChanged', streamId: accountStream('u1'), data: { userId: 'u1', addressId: 'a2' } },
    ).then({
      [addressesTable]: [
        { user_id: 'u1', id: 'a1', is_default: false },
        { user_id: 'u1', id: 'a2', is_default: true },
        { user_id: 'u2', id: 'a1', is_default: true },
      ],
    }));

  it('clearing the default leaves none', () =>
    given(saved('u1', home), { type: 'DefaultAddressChanged', streamId: accountStream('u1'), data: { userId: 'u1', addressId: 'a1' } }, { type: 'DefaultAddressChanged', streamId: accountStream('u1'), data: { userId: 'u1', addressId: null } }).then({
      [addressesTable]: [{ user_id: 'u1', id: 'a1', is_default: false }],
    }));
});
