import { z } from 'zod';
import { currentPasswordField, emailField } from '../../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { login } from '~/identity/application/accounts.server';
import { sessionApiCall, withToken } from '~/identity/server/api.server';
import { rememberAccount } from '~/web/known-browser.server';

const schema = z.object({ email: emailField, password: currentPasswordField });

/** POST /client/login {email, password}: a new session and token (rotation). */
export const action = sessionApiCall(async ({ request, input, context, visit }) => {
  const user = await login(context.runtime, visit, parseWith(schema, input));
  const response = await withToken(context, user.token, user);
  // A browser calling this remembers the account, for sign-in throttling.
  response.headers.append('Set-Cookie', await rememberAccount(request, context, user.id));
  return response;
});
