import { getAccount } from '../../../projections/identity/accounts';
import { updateProfile } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/update {username}. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const caller = callerOf(session);
  await updateProfile(context.runtime, caller, input);
  return getAccount(context.runtime.db, caller.userId);
});
