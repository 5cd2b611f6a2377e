import { removeMobile } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/mobile/delete. */
export const action = sessionApiCall(({ context, session }) => removeMobile(context.runtime, callerOf(session)));
