/**
 * The reminders' timing rules (issue 26, ADR 055), pure: every function takes
 * the time it is asked at, so a test moves a fake clock.
 *
 * - An abandoned cart is reminded of 24 h after its last change, once.
 * - An approved mood board whose products were not bought, 3 days after approval, once.
 * - Frequency cap: at most one reminder per client in any 24 h, and 3 in any 7 days.
 * - Quiet hours: no reminder is sent 21:00–08:00 in the client's time zone (UTC
 *   when unknown); it is sent at 08:00 instead.
 * - News (a price drop, back in stock) not sent within 7 days is dropped.
 */
export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;
export const cartReminderDelayMs = dayMs;
export const boardReminderDelayMs = 3 * dayMs;
export const frequencyCap = { perDay: 1, perWeek: 3 } as const;
export const quietHours = { from: 21, to: 8 } as const;
export const staleAfterMs = 7 * dayMs;

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
export const cartReminderDue = (changedAt: string) => plus(changedAt, cartReminderDelayMs);
export const boardReminderDue = (approvedAt: string) => plus(approvedAt, boardReminderDelayMs);

/** A time zone the runtime knows, or UTC. */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The wall clock in `timeZone` at `ms`: its fields, and its offset from UTC. */
function wallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const fields = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return { ...fields, offsetMs: asUtc - Math.floor(ms / 1000) * 1000 };
}

export const isQuietHour = (hour: number) => hour >= quietHours.from || hour < quietHours.to;

/** `at` itself when outside quiet hours there; else the next 08:00 in `timeZone`. */
export function outsideQuietHours(at: string, timeZone?: string | null): string {
  const zone = zoneOrUtc(timeZone);
  const ms = Date.parse(at);
  const local = wallClock(ms, zone);
  if (!isQuietHour(local.hour)) return new Date(ms).toISOString();
  // 08:00 of the same local day (before 08:00) or of the next one (from 21:00).
  const dayShift = local.hour >= quietHours.from ? 1 : 0;
  const localEight = Date.UTC(local.year, local.month - 1, local.day + dayShift, quietHours.to, 0, 0);
  let utc = localEight - local.offsetMs;
  // Across a daylight-saving change the offset at 08:00 differs: correct once.
  const there = wallClock(utc, zone);
  utc = localEight - there.offsetMs;
  return new Date(utc).toISOString();
}

/** True when the frequency cap lets one more reminder go at `at`, given when earlier ones were sent. */
export function withinCap(sentAt: readonly string[], at: string): boolean {
  const t = Date.parse(at);
  const since = (ms: number) => sentAt.filter((s) => Date.parse(s) > t - ms && Date.parse(s) <= t).length;
  return since(dayMs) < frequencyCap.perDay && since(7 * dayMs) < frequencyCap.perWeek;
}

/** The earliest time the cap allows, from `at` on (ignoring quiet hours). */
function capAllows(sentAt: readonly string[], at: string): string {
  let t = Date.parse(at);
  const times = sentAt.map((s) => Date.parse(s)).filter((s) => s <= t).sort((a, b) => b - a);
  const lastDay = times.filter((s) => s > t - dayMs);
  if (lastDay.length >= frequencyCap.perDay) t = Math.max(t, lastDay[frequencyCap.perDay - 1] + dayMs);
  const lastWeek = times.filter((s) => s > t - 7 * dayMs);
  if (lastWeek.length >= frequencyCap.perWeek) t = Math.max(t, lastWeek[frequencyCap.perWeek - 1] + 7 * dayMs);
  return new Date(t).toISOString();
}

/**
 * When a reminder asked for at `now` may be sent: `now` if the cap and quiet hours
 * allow it, else the earliest later time both allow.
 */
export function nextSendTime(now: string, sentAt: readonly string[], timeZone?: string | null): string {
  let at = new Date(Date.parse(now)).toISOString();
  for (let i = 0; i < 8; i++) {
    const next = outsideQuietHours(capAllows(sentAt, at), timeZone);
    if (next === at) return at;
    at = next;
  }
  return at;
}
