import { channelOf, touchKeys, type Touch, type TouchKey, type TouchValues } from './events';

/**
 * The landing's touch (issue 26, part 2 §3): the tracking values of the landing
 * address, kept in the browser; e-mail campaign values only for 24 hours.
 */
export const emailTouchTtlMs = 86_400_000;
/** Longest kept value; longer ones are cut. */
export const touchValueMaxLength = 200;

export const emptyTouchValues = (): TouchValues => Object.fromEntries(touchKeys.map((k) => [k, null])) as unknown as TouchValues;

/** The tracking values in a query string; null when it holds none. */
export function touchValuesOf(search: URLSearchParams): TouchValues | null {
  const values: Record<TouchKey, string | null> = { ...emptyTouchValues() };
  let any = false;
  for (const key of touchKeys) {
    const raw = search.get(key)?.trim();
    if (raw) {
      values[key] = raw.slice(0, touchValueMaxLength);
      any = true;
    }
  }
  return any ? values : null;
}

/** A landing's touch, or null when the address holds no tracking values. */
export function touchOf(url: URL, referrerHost: string | null, at: string): Touch | null {
  const values = touchValuesOf(url.searchParams);
  if (!values) return null;
  return { values, channel: channelOf(values, referrerHost, url.host), landingPage: url.pathname, at };
}

/** Whether a kept touch still counts at `now`: e-mail touches expire after 24 hours, others do not. */
export function touchStillCounts(touch: Touch, now: string): boolean {
  if (touch.channel !== 'email') return true;
  return Date.parse(now) - Date.parse(touch.at) < emailTouchTtlMs;
}

/** First and last touch after a new landing: the first stays, the new one is the last. */
export function nextTouches(kept: { first: Touch | null; last: Touch | null }, landed: Touch, now: string) {
  const first = kept.first && touchStillCounts(kept.first, now) ? kept.first : landed;
  return { first, last: landed };
}
