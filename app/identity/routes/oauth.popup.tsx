import type { MetaFunction } from '@remix-run/node';
import { useEffect } from 'react';
import type { PopupMessage } from '~/identity/components/login-modal';

export const meta: MetaFunction = () => [{ title: 'Signing in · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const handle = { bare: true };

/**
 * Where the social sign-in popup lands (?authId=…, ?oauth=success or
 * ?oauthError=…): it hands the answer to the window that opened it and closes.
 * Opened without a popup, it carries the answer to the home page instead.
 */
export default function OAuthPopup() {
  useEffect(() => {
    const query = window.location.search;
    let opener: Window | null = null;
    try {
      opener = window.opener && window.opener.location.origin === window.location.origin ? (window.opener as Window) : null;
    } catch {
      opener = null;
    }
    if (opener) {
      opener.postMessage({ type: 'roomcraft:oauth', query } satisfies PopupMessage, window.location.origin);
      window.close();
    } else {
      window.location.replace(`/${query}`);
    }
  }, []);
  return (
    <p className="popup-note" role="status">
      Signing you in…
    </p>
  );
}
