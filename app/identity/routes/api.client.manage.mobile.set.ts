import { setMobile } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/mobile/set {mobile}. */
export const action = sessionApiCall(({ input, context, session }) => setMobile(context.runtime, callerOf(session), input));
