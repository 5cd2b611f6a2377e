import { useFetcher } from '@remix-run/react';
import { ValidationError } from '../../../domain/shared/errors';
import { AccountSection, SaveButton } from '~/identity/components/account-section';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, userAction } from '~/web/page-form.server';
import { useShellData } from '~/ui/shell-data';
import { useAccount } from '~/identity/use-account';
import { removeMobile, setMobile } from '~/identity/application/account-settings.server';

/** POST /client/update/sms: intent set {mobile} or delete (the spec's mobile set/delete). */
export const action = userAction(async ({ context, session, user, input, intent }) => {
  const caller = { userId: user.id, actor: session.actor };
  if (intent === 'set') {
    await setMobile(context.runtime, caller, input);
    return ok('Your mobile number has been saved', intent);
  }
  if (intent === 'delete') {
    await removeMobile(context.runtime, caller);
    return ok('Your mobile number has been removed', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

export default function MobilePage() {
  const { mobile } = useAccount();
  const { csrf } = useShellData();
  const { confirm } = useShell();
  const save = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  const { result, fields, busy } = useFormFeedback(save, { intent: 'set' });
  useFormFeedback(remove, { intent: 'delete' });
  const removeMobile = async () => {
    if (await confirm('Remove your mobile number?', 'We will no longer send you text messages about deliveries and appointments.', 'Remove'))
      remove.submit({ intent: 'delete', csrf }, { method: 'post' });
  };
  return (
    <AccountSection title="Mobile" intro="For text messages about deliveries and design appointments. We never share it.">
      <p className="account-form__static">
        {mobile ? (
          <>
            Current number: <strong>{mobile}</strong>
          </>
        ) : (
          'No mobile number saved.'
        )}
      </p>
      <save.Form method="post" className="account-form" noValidate key={mobile ?? ''}>
        <CsrfField />
        <input type="hidden" name="intent" value="set" />
        <FormAlert result={result} shown={['mobile']} />
        <Field label={mobile ? 'New mobile number' : 'Mobile number'} name="mobile" type="tel" autoComplete="tel" required placeholder="+1 415 555 0100" error={fields.mobile} />
        <div className="account-form__actions">
          <SaveButton busy={busy}>Save number</SaveButton>
          {mobile ? (
            <button type="button" className="button button--danger" onClick={removeMobile} disabled={remove.state !== 'idle'}>
              Remove number
            </button>
          ) : null}
        </div>
      </save.Form>
    </AccountSection>
  );
}
