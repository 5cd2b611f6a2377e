import { closeTip } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /closeTip/saveTip {type}: remembers a closed tip for a signed-in user (the spec opens the login modal otherwise: 401). */
export const action = sessionApiCall(async ({ input, context, session }) => {
  await closeTip(context.runtime, callerOf(session), input);
  return true;
});
