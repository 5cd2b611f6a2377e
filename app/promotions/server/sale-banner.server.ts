import { parseClosedKeys, saleBanner, type SaleBanner } from '../../../domain/promotions/sale-banner';
import type { Runtime } from '../../../infra/runtime';
import { getOnlineSalePromotion } from '../../../projections/promotions/sale-promotions';
import { checkReferral, keptReferral } from './referral.server';

/**
 * The sale banner of a page (part 2 §2 "Sale banner", issue 26), decided on the
 * server so the first paint is right without scripts:
 * - `rc_banner_closed` (a browser-session cookie the close button writes) holds
 *   the keys of the banners closed this session;
 * - `rc_banner_ref` (browser session, set here) marks the referral banner as
 *   shown: it shows once a session, later pages show the general one.
 */
export const closedBannersCookie = 'rc_banner_closed';
const referralShownCookie = 'rc_banner_ref';

export function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface PageBanner {
  banner: SaleBanner | null;
  /** Cookies to set with the page (the referral banner's "shown"). */
  setCookies: string[];
}

export async function pageSaleBanner(runtime: Runtime, request: Request, opts: { pathname: string; iosApp: boolean; viewerId: string | null; now?: Date }): Promise<PageBanner> {
  const now = opts.now ?? new Date();
  const closedKeys = parseClosedKeys(cookieValue(request, closedBannersCookie));
  const referralShown = cookieValue(request, referralShownCookie) === '1';
  // Arriving by a friend's link: the home page keeps the ref (its own loader sets the cookie); the banner already knows it on that first page.
  const arriving = opts.pathname === '/' && new URL(request.url).searchParams.has('ref');
  const [promotion, ref] = await Promise.all([
    getOnlineSalePromotion(runtime.db, now),
    arriving ? checkReferral(runtime, request, opts.viewerId).then((r) => r.ref) : keptReferral(runtime, request),
  ]);
  const banner = saleBanner({
    pathname: opts.pathname,
    iosApp: opts.iosApp,
    closed: false,
    closedKeys,
    referralDiscountSet: Boolean(ref),
    referralShown,
    promotion,
    now,
  });
  const secure = runtime.config.NODE_ENV === 'production' ? '; Secure' : '';
  const setCookies = banner?.variant === 'referral' ? [`${referralShownCookie}=1; Path=/; SameSite=Lax; HttpOnly${secure}`] : [];
  return { banner, setCookies };
}
