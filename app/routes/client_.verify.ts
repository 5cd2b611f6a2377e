import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { ValidationError } from '../../domain/shared/errors';
import { parseWith } from '~/lib/api.server';
import { activate, resendActivation } from '~/lib/identity/accounts.server';
import { ok, userAction } from '~/lib/page-form.server';

const codeSchema = z.object({
  code: z.string({ required_error: 'Please enter the code' }).trim().min(1, 'Please enter the code').regex(/^\d{6}$/, 'The code has 6 digits'),
});

export const loader = () => redirect('/client');

/** POST /client/verify: intent activate {code} (activateEmail) or resend (sendActiveEmail). */
export const action = userAction(async ({ context, session, user, input, intent }) => {
  if (intent === 'resend') {
    await resendActivation(context, session, user.id);
    return ok('We have sent a new activation code to your e-mail', intent);
  }
  if (intent === 'activate') {
    await activate(context, session, user.id, parseWith(codeSchema, input).code);
    return ok('Thank you, your e-mail is verified', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});
