import { getAddress } from '../../../projections/identity/addresses';
import { saveAddress } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/address/save: adds an address, or changes one of the caller's own. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const caller = callerOf(session);
  const { addressId } = await saveAddress(context.runtime, caller, input);
  return getAddress(context.runtime.db, caller.userId, addressId);
});
