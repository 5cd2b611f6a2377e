import { z } from 'zod';
import { currentPasswordField, emailField } from '../../domain/identity/fields';
import { parseWith } from '~/lib/api.server';
import { login } from '~/lib/identity/accounts.server';
import { sessionApiCall, withToken } from '~/lib/identity/api.server';

const schema = z.object({ email: emailField, password: currentPasswordField });

/** POST /client/login {email, password}: a new session and token (rotation). */
export const action = sessionApiCall(async ({ input, context, session }) => {
  const user = await login(context, session, parseWith(schema, input));
  return withToken(context, user.token, user);
});
