import { z } from 'zod';
import { parseWith } from '~/web/api.server';
import { activate } from '~/identity/application/accounts.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';

const schema = z.object({
  code: z.string({ required_error: 'Please enter the code' }).trim().regex(/^\d{6}$/, 'The code has 6 digits'),
});

/** POST /client/manage/activateEmail {code}: VERIFING → ACTIVE. */
export const action = sessionApiCall(async ({ input, context, session, visit }) =>
  activate(context.runtime, visit, userOf(session).id, parseWith(schema, input).code),
);
