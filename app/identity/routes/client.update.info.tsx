import { Link, useFetcher } from '@remix-run/react';
import { AccountSection, SaveButton } from '~/identity/components/account-section';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, userAction } from '~/web/page-form.server';
import { useAccount } from '~/identity/use-account';
import { updateProfile } from '~/identity/application/account-settings.server';

/** POST /client/update/info {username} (the spec's /client/manage/update). */
export const action = userAction(async ({ context, session, user, input }) => {
  await updateProfile(context.runtime, { userId: user.id, actor: session.actor }, input);
  return ok('Your profile has been saved');
});

export default function ProfilePage() {
  const account = useAccount();
  const fetcher = useFetcher<FormResult>();
  const { result, fields, busy } = useFormFeedback(fetcher);
  return (
    <AccountSection title="Profile" intro="The name designers and our team see on your projects.">
      <fetcher.Form method="post" className="account-form" noValidate>
        <CsrfField />
        <FormAlert result={result} shown={['username']} />
        <Field label="Your name" name="username" autoComplete="name" maxLength={60} defaultValue={account.username} error={fields.username} />
        <div className="field">
          <span className="field__label">E-mail</span>
          <p className="account-form__static">
            {account.email} <Link to="/client/update/email">Change</Link>
          </p>
        </div>
        <div className="account-form__actions">
          <SaveButton busy={busy} />
        </div>
      </fetcher.Form>
    </AccountSection>
  );
}
