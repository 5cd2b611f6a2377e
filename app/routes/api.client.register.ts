import { z } from 'zod';
import { emailField, passwordField, usernameField } from '../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { register } from '~/identity/application/accounts.server';
import { sessionApiCall, withToken } from '~/identity/server/api.server';

const schema = z.object({
  email: emailField,
  password: passwordField,
  username: usernameField.optional(),
  utmCampaign: z.string().trim().max(120).optional(),
});

/** POST /client/register {email, password, username?, utmCampaign?}: signs the new client in (VERIFING). */
export const action = sessionApiCall(async ({ input, context, session, visit }) => {
  const user = await register(context.runtime, visit, parseWith(schema, input));
  return withToken(context, user.token, user, 'We have sent an activation code to your e-mail');
});
