import type { MetaFunction } from '@remix-run/node';
import { useState } from 'react';
import { Link, useFetcher } from '@remix-run/react';
import { z } from 'zod';
import { emailField } from '../../../domain/identity/fields';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { parseWith } from '~/web/api.server';
import type { FormResult } from '~/web/form-result';
import { requestPasswordReset, resetRequestedMessage } from '~/identity/application/accounts.server';
import { ok, visitorAction } from '~/web/page-form.server';

export const meta: MetaFunction = () => [{ title: 'Forgot your password? · Roomcraft' }];

/** POST /forget {email}: the same answer whether or not the e-mail has an account. */
export const action = visitorAction(async ({ context, request, session, input, visit }) => {
  const { email } = parseWith(z.object({ email: emailField }), input);
  await requestPasswordReset(context.runtime, visit, email);
  return ok(resetRequestedMessage);
});

export default function ForgetPassword() {
  const fetcher = useFetcher<FormResult>();
  const { openLogin } = useShell();
  const { result, fields, busy } = useFormFeedback(fetcher, { errorToast: false });
  // "Send it again" shows the form once more over the same answer.
  const [again, setAgain] = useState<FormResult | undefined>(undefined);
  const sent = result?.ok && result !== again;
  return (
    <section className="container auth-page" aria-labelledby="forget-title">
      <div className="auth-card">
        <h1 id="forget-title">Forgot your password?</h1>
        {sent ? (
          <>
            <p className="auth-card__done" role="status">
              {result?.message}
            </p>
            <p className="auth-card__text">The link works once, within one hour. No mail? Check your spam folder, or send it again.</p>
            <button type="button" className="button" onClick={() => setAgain(result)}>
              Send it again
            </button>
          </>
        ) : (
          <>
            <p className="auth-card__text">Enter the e-mail you signed up with and we will send you a link to choose a new password.</p>
            <fetcher.Form method="post" className="modal-form" noValidate>
              <CsrfField />
              <FormAlert result={result === again ? undefined : result} shown={['email']} />
              <Field label="E-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
              <button type="submit" className="button button--primary button--block" disabled={busy}>
                {busy ? 'Sending…' : 'Send reset link'}
              </button>
            </fetcher.Form>
          </>
        )}
        <p className="auth-card__foot">
          Remembered it?{' '}
          <Link
            to="/sign-in"
            onClick={(e) => {
              e.preventDefault();
              openLogin('LOGIN');
            }}
          >
            Sign in
          </Link>
        </p>
      </div>
    </section>
  );
}
