import { useRouteLoaderData } from '@remix-run/react';
import type { LoginRequest } from '../web/sign-in-rules';

/** The root loader's answer as pages read it (app/shell/shell-data.server.ts builds it). */
export interface ShellUser {
  email: string;
  roles: string[];
  /** VERIFING until the e-mail is verified. */
  status: 'VERIFING' | 'ACTIVE';
  username: string;
}

export interface ShellData {
  user: ShellUser | null;
  csrf: string;
  providers: { google: boolean; facebook: boolean };
  login: LoginRequest | null;
  /** Part 1 §3: the header's cart count and the cart's line ids. */
  cart: { cartCount: number; cartNeedGoodIds: string[] };
  /** Issue 10: unread chat messages (getNotReadedCount) and notifications, signed in only. */
  inbox: { chatUnread: number; noticeUnread: number } | null;
  /** Issue 24: the gallery's version, which links to /inspiration carry as `?v=` (ADR 043). */
  inspirationVersion: string;
  /** Part 2 §2: hideHeader (remembered) and the iOS app's mode, with where its back button goes (IOS_APP_BACK_URL). */
  modes: { hideHeader: boolean; iosApp: boolean; backToAppUrl?: string };
  /** Issue 26: the page's sale banner (domain/promotions/sale-banner.ts), null when none shows. */
  saleBanner: ShellSaleBanner | null;
}

export interface ShellSaleBanner {
  variant: 'general' | 'referral' | 'promo';
  key: string;
  text: string;
  code?: string;
  countdown: { shown: boolean; endsAt: string | null; msLeft: number } | null;
}

const empty: ShellData = { user: null, csrf: '', providers: { google: false, facebook: false }, login: null, cart: { cartCount: 0, cartNeedGoodIds: [] }, inbox: null, inspirationVersion: '', modes: { hideHeader: false, iosApp: false }, saleBanner: null };

/** Root data; when the root loader itself failed, a signed-out shell. */
export function useShellData(): ShellData {
  return (useRouteLoaderData('root') as ShellData | undefined) ?? empty;
}

/** The spec's toast durations (part 1 §9): 1500 ms by default, 3000 ms for errors. */
export const toastMs = { success: 1500, error: 3000 } as const;

/** The social sign-in popup (part 1 §9). */
export const popupSize = { width: 600, height: 600 } as const;

/** A site link: /inspiration with the gallery's version (part 1 §2: a cache-busting version parameter is added), anything else as it is. */
export const versionedHref = (to: string, version: string) => (to === '/inspiration' && version ? `${to}?v=${encodeURIComponent(version)}` : to);

export const displayName = (user: ShellUser) => user.username.trim() || user.email.split('@')[0];
