import { useFetcher } from '@remix-run/react';
import { useRef } from 'react';
import { z } from 'zod';
import { currentPasswordField, passwordField } from '../../../domain/identity/fields';
import { ValidationError } from '../../../domain/shared/errors';
import { AccountSection, SaveButton } from '~/identity/components/account-section';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { parseWith } from '~/web/api.server';
import type { FormResult } from '~/web/form-result';
import { changePassword } from '~/identity/application/accounts.server';
import { currentPasswordWrong, ok, userAction } from '~/web/page-form.server';

const schema = z.object({ password: currentPasswordField, newPwd: passwordField, confirmPwd: z.string().optional() });

/** POST /client/update/password {password, newPwd} (updatePwd): needs the old one; other sessions end. */
export const action = userAction(async ({ context, session, user, input, visit }) => {
  const { password, newPwd, confirmPwd } = parseWith(schema, input);
  if (confirmPwd !== undefined && confirmPwd !== newPwd) throw new ValidationError('PASSWORDS_DIFFER', 'The passwords do not match', { confirmPwd: 'The passwords do not match' });
  await changePassword(context.runtime, visit, user.id, { password, newPwd }).catch((e) => Promise.reject(currentPasswordWrong(e)));
  return ok('Your password has been changed');
});

export default function PasswordPage() {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const { result, fields, busy } = useFormFeedback(fetcher, { onSuccess: () => form.current?.reset() });
  return (
    <AccountSection title="Password" intro="Enter your current password, then the new one twice. You stay signed in here; other devices are signed out.">
      <fetcher.Form method="post" className="account-form" noValidate ref={form}>
        <CsrfField />
        <FormAlert result={result} shown={['password', 'newPwd', 'confirmPwd']} />
        <Field label="Current password" name="password" type="password" autoComplete="current-password" required error={fields.password} />
        <Field label="New password" name="newPwd" type="password" autoComplete="new-password" required hint="At least 8 characters" error={fields.newPwd} />
        <Field label="Repeat the new password" name="confirmPwd" type="password" autoComplete="new-password" required error={fields.confirmPwd} />
        <div className="account-form__actions">
          <SaveButton busy={busy}>Change password</SaveButton>
        </div>
      </fetcher.Form>
    </AccountSection>
  );
}
