import { useEffect, useState } from 'react';
import { SaleBannerView } from '../../../admin/shared/sale-banner-view';
import { addClosedKey, countdownLabel, countdownTo } from '../../../domain/promotions/sale-banner';
import { useShellData } from '~/ui/shell-data';

/** The cookie the server reads (app/promotions/server/sale-banner.server.ts): banners closed this browser session. */
const closedCookie = 'rc_banner_closed';

function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * The sale banner at the top of every page (part 2 §2, issue 26): the server
 * decides which one shows (so it is there without scripts); in the browser the
 * countdown goes on each second from the end the server named, and the close
 * button keeps the close for the browser session (a cookie the server reads, so
 * the next page is painted without it).
 */
export function SaleBanner() {
  const { saleBanner: banner } = useShellData();
  const [closedKey, setClosedKey] = useState<string | null>(null);
  // First render as the server drew it (same msLeft), then live.
  const [now, setNow] = useState<number | null>(null);
  const endsAt = banner?.countdown?.endsAt ?? null;
  useEffect(() => {
    if (!endsAt) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (!banner || closedKey === banner.key) return null;
  let label: string | null = null;
  if (banner.countdown && endsAt) {
    const c = countdownTo(endsAt, new Date(now ?? Date.parse(endsAt) - banner.countdown.msLeft));
    label = c.shown ? countdownLabel(c) : null;
  }
  const close = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${closedCookie}=${encodeURIComponent(addClosedKey(readCookie(closedCookie), banner.key))}; Path=/; SameSite=Lax${secure}`;
    setClosedKey(banner.key);
  };
  return <SaleBannerView variant={banner.variant} text={banner.text} code={banner.code} countdownLabel={label} onClose={close} />;
}
