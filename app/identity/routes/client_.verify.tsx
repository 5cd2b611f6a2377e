import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { z } from 'zod';
import { ValidationError } from '../../../domain/shared/errors';
import { FormAlert } from '~/ui/form-field';
import { VerifyPanel } from '~/identity/components/verify-email';
import { parseWith } from '~/web/api.server';
import type { FormResult } from '~/web/form-result';
import { activate, resendActivation } from '~/identity/application/accounts.server';
import { ok, requireUser, userAction } from '~/web/page-form.server';
import { useShellData } from '~/ui/shell-data';

export const meta: MetaFunction = () => [{ title: 'Verify your e-mail · Roomcraft' }, { name: 'robots', content: 'noindex' }];

const codeSchema = z.object({
  code: z.string({ required_error: 'Please enter the code' }).trim().min(1, 'Please enter the code').regex(/^\d{6}$/, 'The code has 6 digits'),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/** POST /client/verify: intent activate {code} (activateEmail) or resend (sendActiveEmail); the verify bar and panel post here. */
export const action = userAction(async ({ context, session, user, input, intent, visit }) => {
  if (intent === 'resend') {
    await resendActivation(context.runtime, visit, user.id);
    return ok('We have sent a new activation code to your e-mail', intent);
  }
  if (intent === 'activate') {
    await activate(context.runtime, visit, user.id, parseWith(codeSchema, input).code);
    return ok('Thank you, your e-mail is verified', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

/** The verify form on a page of its own (and where a post without scripts lands). */
export default function VerifyPage() {
  const { user } = useShellData();
  const posted = useActionData() as FormResult | undefined;
  return (
    <section className="container auth-page" aria-labelledby="verify-page-title">
      <div className="auth-card auth-card--wide">
        <h1 id="verify-page-title">Verify your e-mail</h1>
        <FormAlert result={posted} />
        {posted?.ok ? <p className="auth-card__done">{posted.message}</p> : null}
        {user?.status === 'VERIFING' ? <VerifyPanel /> : <p className="auth-card__text">Your e-mail {user?.email} is verified.</p>}
        <p className="auth-card__foot">
          <Link to="/client">Back to my account</Link>
        </p>
      </div>
    </section>
  );
}
