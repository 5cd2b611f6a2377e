/**
 * Relative-date labels (part 1 §9, issue 10): the time today, then 1 to 6 days,
 * then '1 Week', then the full date. Days are counted in the viewer's calendar
 * (their UTC offset in minutes, as `Date#getTimezoneOffset` gives it negated:
 * UTC−7 is -420), so "yesterday at 23:50" is 1 day even a few minutes ago.
 */
const dayMs = 86_400_000;

function localDayNumber(at: number, offsetMinutes: number): number {
  return Math.floor((at + offsetMinutes * 60_000) / dayMs);
}

export function relativeDateLabel(iso: string, now: Date, offsetMinutes = 0): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const local = new Date(at + offsetMinutes * 60_000);
  const days = localDayNumber(now.getTime(), offsetMinutes) - localDayNumber(at, offsetMinutes);
  if (days <= 0) return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  if (days === 1) return '1 day ago';
  if (days <= 6) return `${days} days ago`;
  if (days <= 13) return '1 Week';
  return local.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
