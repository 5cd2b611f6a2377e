import { listAuths } from '../../../projections/identity/auths';
import { unlinkProvider } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/deleteAuth {type}: unlinks a provider; the password still signs in. */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const caller = callerOf(session);
  await unlinkProvider(context.runtime, caller, input);
  return listAuths(context.runtime.db, caller.userId);
});
