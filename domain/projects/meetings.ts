import type { PlanType } from './plans';

/** Part 1 §7 /needMeeting: a design chat, a remodel consultation, or a designer at home. */
export type MeetingType = 'DESIGN' | 'REMODEL' | 'IN_PERSON';
export const meetingTypes: readonly MeetingType[] = ['DESIGN', 'REMODEL', 'IN_PERSON'];

/**
 * Free meetings a paid project includes (the spec gives only the $25 meeting price):
 * Luxe two design meetings, Classic one, Kick-Start none; a Kitchen or Bathroom
 * design one remodel consultation; In-Person one visit at home.
 */
export function freeMeetings(plan: PlanType | null, type: MeetingType): number {
  if (!plan) return 0;
  if (type === 'DESIGN') return plan === 'LUXE' ? 2 : plan === 'CLASSIC' || plan === 'IN_PERSON' ? 1 : 0;
  if (type === 'REMODEL') return plan === 'BATHROOM' || plan === 'KITCHEN' ? 1 : 0;
  return plan === 'IN_PERSON' ? 1 : 0;
}

/**
 * Part 2 §5 work hours: a non-work time is a weekend or outside 9 to 17 at UTC−7
 * (the spec's Pacific-like offset). Meetings are booked in work hours only.
 */
export function isWorkTime(iso: string): boolean {
  const pacific = new Date(Date.parse(iso) - 7 * 3_600_000);
  const day = pacific.getUTCDay();
  const minutes = pacific.getUTCHours() * 60 + pacific.getUTCMinutes();
  return day !== 0 && day !== 6 && minutes >= 9 * 60 && minutes < 17 * 60;
}

export const workHoursMessage = 'Please choose a time on a weekday between 9:00 and 17:00 Pacific';
