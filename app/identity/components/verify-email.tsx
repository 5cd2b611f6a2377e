import { useFetcher, useLocation } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { useShellData } from '~/ui/shell-data';
import { CsrfField } from '../../ui/form-field';
import { useFormFeedback } from '../../ui/use-form-feedback';

const action = '/client/verify';

/** The code form (activateEmail) and the Resend e-mail button (sendActiveEmail). */
function VerifyForms({ idPrefix }: { idPrefix: string }) {
  const activate = useFetcher<FormResult>();
  const resend = useFetcher<FormResult>();
  const { fields, busy } = useFormFeedback(activate);
  const { busy: sending } = useFormFeedback(resend);
  const codeError = fields.code;
  return (
    <div className="verify__forms">
      <activate.Form method="post" action={action} className="verify__code" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="activate" />
        <label htmlFor={`${idPrefix}-code`} className="visually-hidden">
          Activation code
        </label>
        <input
          id={`${idPrefix}-code`}
          name="code"
          className="field__input verify__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6-digit code"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${idPrefix}-code-error` : undefined}
        />
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
        {codeError ? (
          <p id={`${idPrefix}-code-error`} className="field__error verify__error">
            {codeError}
          </p>
        ) : null}
      </activate.Form>
      <resend.Form method="post" action={action}>
        <CsrfField />
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="button button--small verify__resend" disabled={sending}>
          {sending ? 'Sending…' : 'Resend e-mail'}
        </button>
      </resend.Form>
    </div>
  );
}

/** The account pages' banner for a VERIFING client. */
export function VerifyPanel() {
  const { user } = useShellData();
  if (user?.status !== 'VERIFING') return null;
  return (
    <section className="verify verify--panel" aria-labelledby="verify-title">
      <div>
        <h2 id="verify-title" className="verify__title">
          Please verify your e-mail
        </h2>
        <p className="verify__text">
          We sent a 6-digit code to <strong>{user.email}</strong>. Enter it here to verify your address; until then, adding to the cart asks for it.
        </p>
      </div>
      <VerifyForms idPrefix="verify-panel" />
    </section>
  );
}

/** The shell's small bar on every other page for a VERIFING client. */
export function VerifyBar() {
  const { user } = useShellData();
  const { pathname } = useLocation();
  if (user?.status !== 'VERIFING' || pathname === '/client' || pathname.startsWith('/client/')) return null;
  return (
    <aside className="verify verify--bar" aria-label="E-mail verification">
      <div className="container verify__bar-inner">
        <p className="verify__title">Please verify your e-mail</p>
        <VerifyForms idPrefix="verify-bar" />
      </div>
    </aside>
  );
}
