import { setContactPreference } from '~/identity/application/account-settings.server';
import { callerOf, sessionApiCall } from '~/identity/server/api.server';

/** POST /client/manage/updateOpenAd {openAd}: marketing e-mails on or off. */
export const action = sessionApiCall(({ input, context, session }) => setContactPreference(context.runtime, callerOf(session), 'openAd', input));
