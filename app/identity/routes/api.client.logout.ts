import { sessionApiCall, withToken } from '~/identity/server/api.server';
import { signOut } from '~/identity/application/sign-in.server';

/** POST /client/logout: ends the session; answers a fresh visitor token. */
export const action = sessionApiCall(async ({ context, session, visit }) => {
  const token = await signOut(context.runtime, session);
  return withToken(context, token, { token });
});
