import { useEffect, useState } from 'react';
import { useLocation } from '@remix-run/react';
import { useShellData } from '~/ui/shell-data';

/** Where the spec keeps the hideHeader choice (part 2 §2: "remembered in local storage"); the cookie `rc_hide_header` mirrors it for the server's first paint. */
export const hideHeaderKey = 'roomcraft.hideHeader';

/**
 * Whether the top bar is hidden by the hideHeader flag: the server's answer
 * (query or cookie) first, then local storage, which is kept in step with it.
 */
export function useHeaderHidden(): boolean {
  const { modes } = useShellData();
  const location = useLocation();
  const [hidden, setHidden] = useState(modes.hideHeader);
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('hideHeader');
    try {
      if (asked !== null) {
        if (modes.hideHeader) window.localStorage.setItem(hideHeaderKey, '1');
        else window.localStorage.removeItem(hideHeaderKey);
        setHidden(modes.hideHeader);
        return;
      }
      const kept = window.localStorage.getItem(hideHeaderKey) === '1';
      if (kept && !modes.hideHeader) {
        // Remembered here but not in the cookie (cleared cookies): the cookie follows local storage.
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        document.cookie = `rc_hide_header=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
      }
      setHidden(modes.hideHeader || kept);
    } catch {
      setHidden(modes.hideHeader);
    }
  }, [modes.hideHeader, location.search]);
  return hidden;
}

/** iOS-app mode (app=ios): a back-to-app button instead of the top bar (part 2 §2); `href` is the app's own scheme (IOS_APP_BACK_URL). */
export function BackToApp({ href }: { href: string }) {
  return (
    <div className="back-to-app">
      <a
        className="back-to-app__button"
        href={href}
        onClick={(e) => {
          const bridge = (window as { webkit?: { messageHandlers?: { backToApp?: { postMessage: (m: unknown) => void } } } }).webkit?.messageHandlers?.backToApp;
          if (bridge) {
            e.preventDefault();
            bridge.postMessage('back');
          }
        }}
      >
        <span aria-hidden="true">‹</span> Back to app
      </a>
    </div>
  );
}
