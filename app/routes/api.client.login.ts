import { z } from 'zod';
import { currentPasswordField, emailField } from '../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { login } from '~/identity/application/accounts.server';
import { sessionApiCall, withToken } from '~/identity/server/api.server';

const schema = z.object({ email: emailField, password: currentPasswordField });

/** POST /client/login {email, password}: a new session and token (rotation). */
export const action = sessionApiCall(async ({ input, context, session, visit }) => {
  const user = await login(context.runtime, visit, parseWith(schema, input));
  return withToken(context, user.token, user);
});
