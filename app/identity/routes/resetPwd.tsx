import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { passwordField } from '../../../domain/identity/fields';
import { ValidationError } from '../../../domain/shared/errors';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { parseWith } from '~/web/api.server';
import type { FormResult } from '~/web/form-result';
import { resetPassword } from '~/identity/application/accounts.server';
import { ok, visitorAction } from '~/web/page-form.server';

/** The backend's invalidResetLinkMessage (accounts.server.ts), shown by the page as well. */
const invalidResetLinkMessage = 'This reset link is invalid or has expired. Please request a new one.';

export const meta: MetaFunction = () => [{ title: 'Choose a new password · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export function loader({ request }: LoaderFunctionArgs) {
  return { sessionId: new URL(request.url).searchParams.get('sessionId') ?? '' };
}

const schema = z.object({
  sessionId: z.string().trim().min(1, invalidResetLinkMessage).max(200, invalidResetLinkMessage),
  newPwd: passwordField,
  confirmPwd: z.string().optional(),
});

/** POST /resetPwd {sessionId, newPwd}: the mailed link works once; every session of the account ends. */
export const action = visitorAction(async ({ context, session, input, visit }) => {
  const { sessionId, newPwd, confirmPwd } = parseWith(schema, input);
  if (confirmPwd !== undefined && confirmPwd !== newPwd) throw new ValidationError('PASSWORDS_DIFFER', 'The passwords do not match', { confirmPwd: 'The passwords do not match' });
  await resetPassword(context.runtime, visit, { sessionId, newPwd });
  return ok('Your password has been reset. Please sign in.');
});

export default function ResetPassword() {
  const { sessionId } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<FormResult>();
  const { result, fields, busy } = useFormFeedback(fetcher, { errorToast: false });
  const { openLogin } = useShell();
  const linkBroken = !sessionId || (result?.ok === false && result.code === 'RESET_LINK_INVALID');
  return (
    <section className="container auth-page" aria-labelledby="reset-title">
      <div className="auth-card">
        <h1 id="reset-title">Choose a new password</h1>
        {result?.ok ? (
          <>
            <p className="auth-card__done" role="status">
              {result.message}
            </p>
            <button type="button" className="button button--primary button--block" onClick={() => openLogin('LOGIN')}>
              Sign in
            </button>
          </>
        ) : linkBroken ? (
          <>
            <p className="form-alert" role="alert">
              {invalidResetLinkMessage}
            </p>
            <Link to="/forget" className="button button--primary button--block">
              Send a new link
            </Link>
          </>
        ) : (
          <fetcher.Form method="post" className="modal-form" noValidate>
            <CsrfField />
            <input type="hidden" name="sessionId" value={sessionId} />
            <FormAlert result={result} shown={['newPwd', 'confirmPwd']} />
            <Field label="New password" name="newPwd" type="password" autoComplete="new-password" required hint="At least 8 characters" error={fields.newPwd} />
            <Field label="Repeat the new password" name="confirmPwd" type="password" autoComplete="new-password" required error={fields.confirmPwd} />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? 'Saving…' : 'Save new password'}
            </button>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
