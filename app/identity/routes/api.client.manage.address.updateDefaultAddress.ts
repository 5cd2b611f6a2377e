import { listAddresses } from '../../../projections/identity/addresses';
import { setDefaultAddress } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/address/updateDefaultAddress {id}: answers the list, the default first. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const caller = callerOf(session);
  await setDefaultAddress(context.runtime, caller, input);
  return listAddresses(context.runtime.db, caller.userId);
});
