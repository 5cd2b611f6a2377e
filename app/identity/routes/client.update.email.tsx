import { useFetcher } from '@remix-run/react';
import { useRef } from 'react';
import { z } from 'zod';
import { currentPasswordField, emailField } from '../../../domain/identity/fields';
import { ValidationError } from '../../../domain/shared/errors';
import { AccountSection, SaveButton } from '~/identity/components/account-section';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { parseWith } from '~/web/api.server';
import type { FormResult } from '~/web/form-result';
import { changeEmail } from '~/identity/application/accounts.server';
import { currentPasswordWrong, ok, userAction } from '~/web/page-form.server';
import { useAccount } from '~/identity/use-account';

/** POST /client/update/email {email, password}: the new e-mail must be verified again (updateEmail). */
export const action = userAction(async ({ context, session, user, input, visit }) => {
  const fields = parseWith(z.object({ email: emailField, password: currentPasswordField }), input);
  if (fields.email === user.email) throw new ValidationError('SAME_EMAIL', 'This is already your e-mail', { email: 'This is already your e-mail' });
  await changeEmail(context.runtime, visit, user.id, fields).catch((e) => Promise.reject(currentPasswordWrong(e)));
  return ok('We have sent an activation code to your new e-mail');
});

export default function EmailPage() {
  const account = useAccount();
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const { result, fields, busy } = useFormFeedback(fetcher, { onSuccess: () => form.current?.reset() });
  return (
    <AccountSection
      title="E-mail"
      intro={
        <>
          You sign in with <strong>{account.email}</strong> ({account.status === 'ACTIVE' ? 'verified' : 'not verified yet'}). A new e-mail gets a new
          activation code and must be verified again.
        </>
      }
    >
      <fetcher.Form method="post" className="account-form" noValidate ref={form}>
        <CsrfField />
        <FormAlert result={result} shown={['email', 'password']} />
        <Field label="New e-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
        <Field label="Current password" name="password" type="password" autoComplete="current-password" required error={fields.password} />
        <div className="account-form__actions">
          <SaveButton busy={busy}>Change e-mail</SaveButton>
        </div>
      </fetcher.Form>
    </AccountSection>
  );
}
