import { z } from 'zod';
import { currentPasswordField, passwordField } from '../../../domain/identity/fields';
import { envelope, parseWith } from '~/web/api.server';
import { changePassword } from '~/identity/application/accounts.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ password: currentPasswordField, newPwd: passwordField });

/** POST /client/manage/updatePwd {password, newPwd}: other sessions of the account end. */
export const action = sessionApiCall(async ({ input, context, session, visit }) => {
  await changePassword(context.runtime, visit, userOf(session).id, parseWith(schema, input));
  return envelope(null, 'Your password has been changed');
});
