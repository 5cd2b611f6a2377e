import { useEffect, useState } from 'react';

/**
 * The cookie banner (part 1 §3; issue 26): a real choice, kept in the cookie
 * `rc_consent` — "Essential only" (`essential`) or "Allow analytics"
 * (`analytics`). Nothing beyond essentials is tracked without "analytics"; the
 * server also treats Do Not Track / Sec-GPC as essential only. The footer's
 * "Cookie settings" reopens it (the `roomcraft:cookie-settings` event).
 */
const consentCookie = 'rc_consent';
const maxAgeSeconds = 365 * 24 * 60 * 60;
/** The older "banner closed" flag (before the choice existed) still closes it, as "essential". */
const legacyKey = 'roomcraft.cookieBannerClosed';
export const cookieSettingsEvent = 'roomcraft:cookie-settings';

type Choice = 'analytics' | 'essential';

function readChoice(): Choice | null {
  const match = document.cookie.match(/(?:^|;\s*)rc_consent=(analytics|essential)/);
  if (match) return match[1] as Choice;
  try {
    if (window.localStorage.getItem(legacyKey) === '1') return 'essential';
  } catch {
    // No storage: not chosen.
  }
  return null;
}

function keep(choice: Choice) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie}=${choice}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent('roomcraft:consent', { detail: choice }));
}

/** Shown until a choice is made; rendered only in the browser, so server and client HTML agree. */
export function CookieBanner() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<Choice | null>(null);
  useEffect(() => {
    const chosen = readChoice();
    setCurrent(chosen);
    setOpen(chosen === null);
    const reopen = () => {
      setCurrent(readChoice());
      setOpen(true);
    };
    window.addEventListener(cookieSettingsEvent, reopen);
    return () => window.removeEventListener(cookieSettingsEvent, reopen);
  }, []);
  if (!open) return null;
  const choose = (choice: Choice) => {
    keep(choice);
    setCurrent(choice);
    setOpen(false);
  };
  return (
    <div className="cookie-banner" role="region" aria-label="Cookie notice">
      <p>
        We use essential cookies to keep your cart and preferences. With your permission we also measure, first-party only, how the site is used.
        {current ? ` Your current choice: ${current === 'analytics' ? 'analytics allowed' : 'essential only'}.` : ''}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={() => choose('essential')}>
        Essential only
      </button>
      <button type="button" className="button button--primary button--small" onClick={() => choose('analytics')}>
        Allow analytics
      </button>
    </div>
  );
}

/** The footer's way back to the choice. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="site-footer__cookie-settings" onClick={() => window.dispatchEvent(new CustomEvent(cookieSettingsEvent))}>
      Cookie settings
    </button>
  );
}
