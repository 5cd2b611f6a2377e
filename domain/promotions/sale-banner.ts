/**
 * The sale banner's rules (spec part 2 §2 "Sale banner", §9 "Shell and sessions"), pure and clock-free:
 * every function takes `now` so the server render and the client render agree and tests use a fixed clock.
 */

/** "Sale countdown shown when fewer than 6 days remain" (part 2 §9). */
export const COUNTDOWN_SHOWN_BELOW_MS = 6 * 24 * 60 * 60 * 1000;
/** "…ending at 07:00 UTC" (part 2 §9). */
export const COUNTDOWN_END_HOUR_UTC = 7;

export const REFERRAL_BANNER_PERCENT = 20;
export const PROMO_PAGE_BANNER_PERCENT = 10;
export const PROMO_PAGE_CODE = 'PROMO10';
export const PROMO_PAGE_PATH = '/marketPlace/category/promo';

/** The promotion record (part 2 §3): what staff edit and `getOnlinePromotion` answers. */
export interface PromotionRecord {
  homePageContent: string;
  globalTop: { content: string; expirationDate: string };
  cartDiscount: string;
  payDiscount: string;
  termsAndConditions: string;
  defaultShow: boolean;
  /** The schedule: the promotion is online from startsAt (inclusive) to endsAt (exclusive). */
  startsAt: string;
  endsAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a calendar date `YYYY-MM-DD` (a full ISO time is cut to its UTC date); null when it is not a real date. */
export function parseExpiryDate(expirationDate: string): { year: number; month: number; day: number } | null {
  const datePart = expirationDate.trim().slice(0, 10);
  const m = isoDate.exec(datePart);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * When the countdown ends: the day after the expiry date at 07:00 UTC; when the expiry is the
 * month's last day, the first of the next month at 07:00 UTC (Dec 31 → Jan 1 of the next year).
 * Both rules name the same instant; the second is spelled out because the spec states it.
 */
export function countdownEnd(expirationDate: string): Date | null {
  const d = parseExpiryDate(expirationDate);
  if (!d) return null;
  if (d.day === lastDayOfMonth(d.year, d.month)) {
    return new Date(Date.UTC(d.year, d.month, 1, COUNTDOWN_END_HOUR_UTC));
  }
  return new Date(Date.UTC(d.year, d.month - 1, d.day + 1, COUNTDOWN_END_HOUR_UTC));
}

export interface Countdown {
  /** True when the countdown is shown: fewer than 6 days remain and more than zero. */
  shown: boolean;
  msLeft: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end as an ISO time, for the client to keep counting from the same instant. */
  endsAt: string | null;
}

export function countdown(expirationDate: string, now: Date): Countdown {
  const end = countdownEnd(expirationDate);
  if (!end) return { shown: false, msLeft: 0, days: 0, hours: 0, minutes: 0, seconds: 0, endsAt: null };
  const msLeft = Math.max(0, end.getTime() - now.getTime());
  const totalSeconds = Math.floor(msLeft / 1000);
  return {
    shown: msLeft > 0 && msLeft < COUNTDOWN_SHOWN_BELOW_MS,
    msLeft,
    days: Math.floor(msLeft / DAY_MS),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    endsAt: end.toISOString(),
  };
}

/** "DD days HH:MM:SS" style label; days left out when none remain. */
export function countdownLabel(c: Countdown): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
  return c.days > 0 ? `${c.days} day${c.days === 1 ? '' : 's'} ${clock}` : clock;
}

/** Routes that hide the banner: design, diy, details, inspiration and mood-board routes (part 2 §2). */
export function bannerHiddenOnPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  const under = (prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
  return (
    under('/design') ||
    under('/diy') ||
    under('/div/moodboard') ||
    under('/details') ||
    under('/inspiration') ||
    under('/client/detail/mood_board') ||
    p.includes('mood-board') ||
    p.includes('mood_board') ||
    p.includes('moodboard')
  );
}

/** A promotion is online while now is within its schedule. */
export const isOnline = (p: Pick<PromotionRecord, 'startsAt' | 'endsAt'>, now: Date) =>
  Date.parse(p.startsAt) <= now.getTime() && now.getTime() < Date.parse(p.endsAt);

/** The one served among several: the online one that started last. */
export function onlinePromotion<T extends Pick<PromotionRecord, 'startsAt' | 'endsAt'>>(all: readonly T[], now: Date): T | null {
  const online = all.filter((p) => isOnline(p, now));
  online.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return online[0] ?? null;
}

export type SaleBanner =
  | { variant: 'referral'; text: string; countdown: null }
  | { variant: 'promo'; text: string; code: string; countdown: null }
  | { variant: 'general'; text: string; countdown: Countdown };

export interface BannerInput {
  pathname: string;
  /** app=ios: the back-to-app button replaces the bar and there is no sale banner. */
  iosApp: boolean;
  /** The visitor closed the banner this session. */
  closed: boolean;
  /** A referral discount is set for this visitor (app/promotions referral). */
  referralDiscountSet: boolean;
  promotion: Pick<PromotionRecord, 'globalTop' | 'defaultShow'> | null;
  now: Date;
}

/** Which banner the shell shows, or null. The promo page's own banner wins there; then referral; then the general one. */
export function saleBanner(input: BannerInput): SaleBanner | null {
  if (input.iosApp || input.closed || bannerHiddenOnPath(input.pathname)) return null;
  if (input.pathname === PROMO_PAGE_PATH) {
    return {
      variant: 'promo',
      text: `${PROMO_PAGE_BANNER_PERCENT}% off your first furniture purchase with code ${PROMO_PAGE_CODE}`,
      code: PROMO_PAGE_CODE,
      countdown: null,
    };
  }
  if (input.referralDiscountSet) {
    return { variant: 'referral', text: `${REFERRAL_BANNER_PERCENT}% off your first project`, countdown: null };
  }
  const p = input.promotion;
  if (!p || !p.defaultShow || !p.globalTop.content.trim()) return null;
  return { variant: 'general', text: p.globalTop.content, countdown: countdown(p.globalTop.expirationDate, input.now) };
}
