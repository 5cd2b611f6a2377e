import { useEffect, useState } from 'react';

/** The browser-kept "cookie banner closed" flag (part 1 §3). */
const storageKey = 'roomcraft.cookieBannerClosed';

function readClosed(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

/** Shown until dismissed; rendered only in the browser, so server and client HTML agree. */
export function CookieBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!readClosed()), []);
  if (!open) return null;
  const close = () => {
    try {
      window.localStorage.setItem(storageKey, '1');
    } catch {
      // Private mode without storage: the banner just closes for this page.
    }
    setOpen(false);
  };
  return (
    <div className="cookie-banner" role="region" aria-label="Cookie notice">
      <p>We use cookies to keep your cart and preferences, and to understand how the site is used.</p>
      <button type="button" className="button button--primary button--small" onClick={close}>
        Got it
      </button>
    </div>
  );
}
