import { envelope } from '~/web/api.server';
import { resendActivation } from '~/identity/application/accounts.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

/** POST /client/manage/sendActiveEmail: a new activation code (the old one stops working). */
export const action = sessionApiCall(async ({ context, session, visit }) => {
  await resendActivation(context.runtime, visit, userOf(session).id);
  return envelope(null, 'We have sent a new activation code to your e-mail');
});
