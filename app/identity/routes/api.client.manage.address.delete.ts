import { deleteAddress } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/address/delete {id}. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  await deleteAddress(context.runtime, callerOf(session), input);
  return true;
});
