import { Link, useLocation, useMatches } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { useShell } from './shell-context';

/** The sign-in page's address that comes back here afterwards (sign-in keeps only an on-site redirectTo). */
export function signInHref(back: string, register = false): string {
  const params = new URLSearchParams(register ? { register: '1', redirectTo: back } : { redirectTo: back });
  return `/sign-in?${params}`;
}

/**
 * A page that needs a signed-in client, seen by a visitor: the login modal is open over it (part 1 §6).
 * Its two buttons are links to the sign-in page (back here afterwards), so they work on a bare page
 * without the modal (the console at /admin) and without scripts; where the modal is, they open it in place.
 */
export function SignInRequiredPage() {
  const { openLogin } = useShell();
  const location = useLocation();
  const bare = useMatches().some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  const back = location.pathname + location.search;
  const inPlace = (mode: 'LOGIN' | 'REGISTER') => (e: MouseEvent) => {
    if (bare || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    openLogin(mode);
  };
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-page__code">401</p>
      <h1 id="status-title">Please sign in to continue</h1>
      <p>This page belongs to your Roomcraft account. Sign in, or create an account in a minute.</p>
      <div className="status-page__links">
        <a href={signInHref(back)} className="button button--primary" onClick={inPlace('LOGIN')}>
          Sign in to continue
        </a>
        <a href={signInHref(back, true)} className="button" onClick={inPlace('REGISTER')}>
          Create an account
        </a>
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
