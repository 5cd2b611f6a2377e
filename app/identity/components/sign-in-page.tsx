import { useActionData } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { FormAlert } from '../../ui/form-field';
import { useShell } from '../../ui/shell-context';

/** What shows behind the modal on a sign-in address (/sign-in, /design/sign-in, /diy/sign-in). */
export function SignInPage() {
  const { openLogin } = useShell();
  // Without scripts a failed post lands here as a page.
  const failed = useActionData() as FormResult | undefined;
  return (
    <section className="container status-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to Roomcraft</h1>
      <p>Keep your rooms, mood boards and favourite pieces in one place.</p>
      <FormAlert result={failed} />
      <div className="status-page__links">
        <button type="button" className="button button--primary" onClick={() => openLogin('LOGIN')}>
          Sign in
        </button>
        <button type="button" className="button" onClick={() => openLogin('REGISTER')}>
          Create an account
        </button>
      </div>
    </section>
  );
}
