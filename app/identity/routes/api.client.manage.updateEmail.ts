import { z } from 'zod';
import { currentPasswordField, emailField } from '../../../domain/identity/fields';
import { parseWith } from '~/web/api.server';
import { changeEmail } from '~/identity/application/accounts.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({ email: emailField, password: currentPasswordField });

/** POST /client/manage/updateEmail {email, password}: the new e-mail is VERIFING until activated. */
export const action = sessionApiCall(async ({ input, context, session, visit }) =>
  changeEmail(context.runtime, visit, userOf(session).id, parseWith(schema, input)),
);
