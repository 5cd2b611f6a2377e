import { envelope } from '~/lib/api.server';
import { resendActivation } from '~/lib/identity/accounts.server';
import { sessionApiCall, userOf } from '~/lib/identity/api.server';

/** POST /client/manage/sendActiveEmail: a new activation code (the old one stops working). */
export const action = sessionApiCall(async ({ context, session }) => {
  await resendActivation(context, session, userOf(session).id);
  return envelope(null, 'We have sent a new activation code to your e-mail');
});
