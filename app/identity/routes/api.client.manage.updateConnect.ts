import { listAuths } from '../../../projections/identity/auths';
import { connectProvider } from '~/identity/application/oauth-login.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/**
 * POST /client/manage/updateConnect {authId}: connects the Google or Facebook
 * account just signed in with (the provider's answer kept under `authId`) to the
 * signed-in account; answers the connected accounts.
 */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const caller = callerOf(session);
  await connectProvider(context.runtime, caller, input);
  return listAuths(context.runtime.db, caller.userId);
});
