import { z } from 'zod';
import { emailField } from '../../../domain/identity/fields';
import { envelope, parseWith } from '~/web/api.server';
import { requestPasswordReset, resetRequestedMessage } from '~/identity/application/accounts.server';
import { sessionApiCall } from '~/identity/server/api.server';

const schema = z.object({ email: emailField });

/** POST /client/sendResetPwdEmail {email}: the same answer whether or not the e-mail is registered. */
export const action = sessionApiCall(async ({ input, context, request, session, visit }) => {
  const { email } = parseWith(schema, input);
  await requestPasswordReset(context.runtime, visit, email);
  return envelope(null, resetRequestedMessage);
});
