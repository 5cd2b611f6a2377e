import { z } from 'zod';
import { currentPasswordField, emailField } from '../../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, withToken } from '~/identity/server/api.server';
import { rememberAccount } from '~/web/known-browser.server';
import { completeOAuthLogin } from '~/identity/application/oauth-login.server';

const schema = z.object({
  authId: z.string({ required_error: 'The sign-in key is missing' }).trim().min(1, 'The sign-in key is missing').max(200),
  email: emailField,
  /** Checked for strength only when a new account is created. */
  password: currentPasswordField,
  utmCampaign: z.string().trim().max(120).optional(),
});

/** oauthLogin {authId, email, password, utmCampaign}: binds or creates, then signs in. */
export const action = sessionApiCall(async ({ request, input, context, visit }) => {
  const user = await completeOAuthLogin(context.runtime, visit, parseWith(schema, input));
  const response = await withToken(context, user.token, user);
  // A browser calling this remembers the account, for sign-in throttling.
  response.headers.append('Set-Cookie', await rememberAccount(request, context, user.id));
  return response;
});
