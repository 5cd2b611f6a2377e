import { z } from 'zod';
import { emailField, passwordField, usernameField } from '../../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { register } from '~/identity/application/accounts.server';
import { sessionApiCall, withToken } from '~/identity/server/api.server';
import { rememberAccount } from '~/web/known-browser.server';

const schema = z.object({
  email: emailField,
  password: passwordField,
  username: usernameField.optional(),
  utmCampaign: z.string().trim().max(120).optional(),
});

/** POST /client/register {email, password, username?, utmCampaign?}: signs the new client in (VERIFING). */
export const action = sessionApiCall(async ({ request, input, context, visit }) => {
  const user = await register(context.runtime, visit, parseWith(schema, input));
  const response = await withToken(context, user.token, user, 'We have sent an activation code to your e-mail');
  // A browser calling this remembers the account, for sign-in throttling.
  response.headers.append('Set-Cookie', await rememberAccount(request, context, user.id));
  return response;
});
