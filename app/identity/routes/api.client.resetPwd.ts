import { z } from 'zod';
import { passwordField } from '../../../domain/identity/fields';
import { envelope, parseWith } from '~/web/api.server';
import { resetPassword } from '~/identity/application/accounts.server';
import { sessionApiCall } from '~/identity/server/api.server';

const schema = z.object({
  newPwd: passwordField,
  /** The token from the reset e-mail (the spec calls it sessionId). */
  sessionId: z.string({ required_error: 'The reset link is missing its token' }).trim().min(1, 'The reset link is missing its token').max(200),
});

/** POST /client/resetPwd {newPwd, sessionId}: single use; signs every session of the account out. */
export const action = sessionApiCall(async ({ input, context, session, visit }) => {
  await resetPassword(context.runtime, visit, parseWith(schema, input));
  return envelope(null, 'Your password has been reset. Please sign in.');
});
