import { useLocation } from '@remix-run/react';
import { loginParams } from '~/web/sign-in-rules';
import { popupSize, useShellData } from '~/ui/shell-data';

/** Where the popup's round trip ends: a page that hands the result back to this window. */
export const popupReturn = '/oauth/popup';

/** This address without the modal's own parameters: where a no-popup sign-in comes back to. */
function hereWithoutLoginParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of loginParams) params.delete(name);
  const rest = params.toString();
  return pathname + (rest ? `?${rest}` : '');
}

function openPopup(provider: string): boolean {
  const left = Math.max(0, window.screenX + (window.outerWidth - popupSize.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - popupSize.height) / 2);
  const popup = window.open(
    `/auth/${provider}?${new URLSearchParams({ returnTo: popupReturn })}`,
    'roomcraft-oauth',
    `popup=yes,width=${popupSize.width},height=${popupSize.height},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  popup?.focus();
  return Boolean(popup);
}

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
    <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
    <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
    <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
    <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
  </svg>
);

const FacebookMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path fill="#fff" d="M13.3 19.5v-6.2h2.1l.3-2.4h-2.4V9.4c0-.7.2-1.2 1.2-1.2h1.3V6.1c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.7H8.6v2.4h2.1v6.2h2.6z" />
  </svg>
);

/**
 * "Continue with Google / Facebook" for the providers this site is set up for.
 * A click opens the provider in a 600×600 popup; without scripts (or with
 * popups blocked) the link itself goes there and comes back with ?authId=….
 */
export function SocialButtons() {
  const { providers } = useShellData();
  const location = useLocation();
  const back = hereWithoutLoginParams(location.pathname, location.search);
  const offered = [
    providers.google ? { id: 'google', label: 'Continue with Google', mark: <GoogleMark /> } : null,
    providers.facebook ? { id: 'facebook', label: 'Continue with Facebook', mark: <FacebookMark /> } : null,
  ].filter((p): p is NonNullable<typeof p> => p !== null);
  if (!offered.length) return null;
  return (
    <>
      <div className="social-buttons">
        {offered.map((p) => (
          <a
            key={p.id}
            className="button button--block social-button"
            href={`/auth/${p.id}?${new URLSearchParams({ returnTo: back })}`}
            onClick={(e) => {
              if (openPopup(p.id)) e.preventDefault();
            }}
          >
            {p.mark}
            <span>{p.label}</span>
          </a>
        ))}
      </div>
      <p className="divider">
        <span>or</span>
      </p>
    </>
  );
}
