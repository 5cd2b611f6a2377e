import { Link } from '@remix-run/react';
import { useShell } from './shell-context';

/** A page that needs a signed-in client, seen by a visitor: the login modal is open over it (part 1 §6). */
export function SignInRequiredPage() {
  const { openLogin } = useShell();
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">401</p>
      <h1 id="status-title">Please sign in to continue</h1>
      <p>This page belongs to your Roomcraft account. Sign in, or create an account in a minute.</p>
      <div className="status-page__links">
        <button type="button" className="button button--primary" onClick={() => openLogin('LOGIN')}>
          Sign in to continue
        </button>
        <button type="button" className="button" onClick={() => openLogin('REGISTER')}>
          Create an account
        </button>
      </div>
    </section>
  );
}

/** /page/403 and any page refused with 403: the spec's 'No access.' (part 1 §6). */
export function NoAccessPage() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">403</p>
      <h1 id="status-title">No access.</h1>
      <p>Your account cannot open this page. If you think it should, sign in with another account or contact us.</p>
      <div className="status-page__links">
        <Link to="/" className="button button--primary">
          Back to home
        </Link>
        <a href="mailto:hello@roomcraft.local" className="button">
          Contact us
        </a>
      </div>
    </section>
  );
}
