import { sessionApiCall, withToken } from '~/lib/identity/api.server';
import { signOut } from '~/lib/identity/sign-in.server';

/** POST /client/logout: ends the session; answers a fresh visitor token. */
export const action = sessionApiCall(async ({ context, session }) => {
  const token = await signOut(context, session);
  return withToken(context, token, { token });
});
