import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { freeMeetings, type MeetingType, meetingTypes } from '../../../domain/projects/meetings';
import { extraPrices } from '../../../domain/projects/plans';
import { ValidationError } from '../../../domain/shared/errors';
import { listCards } from '../../../projections/payments/cards';
import { userAction } from '../../web/page-form.server';
import { bookFreeMeeting, calendlyLink, freeMeetingCount, meetingStatus, payForMeeting } from '../application/meetings.server';
import { callerOf, noStore, onceId, ownProject } from './project-pages.server';

/**
 * /design/meeting?needId=…: book a meeting with the designer of a paid project
 * (part 2 §2 route table; needMeeting calls of part 1 §7). The free meetings of the
 * plan are booked at once; another one costs the meeting price ($25) by card, charged
 * once per meeting id (the form's hidden id). Times are the spec's work hours:
 * weekdays 9:00–17:00 Pacific (UTC−7).
 */

/** The offset the spec gives for Pacific work hours. */
const pacificOffset = '-07:00';
/** Half-hour slots from 9:00 to 16:30 Pacific. */
export const meetingSlots = Array.from({ length: 16 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** The next `count` weekdays (Pacific) after `now`, as YYYY-MM-DD. */
export function nextWorkDays(now: Date, count: number): string[] {
  const days: string[] = [];
  const pacific = new Date(now.getTime() - 7 * 3_600_000);
  for (let d = 1; days.length < count && d < 30; d++) {
    const day = new Date(Date.UTC(pacific.getUTCFullYear(), pacific.getUTCMonth(), pacific.getUTCDate() + d));
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** A day and a slot as the instant the commands take; a clear message for anything else. */
export function startsAtOf(dayText: string | undefined, slot: string | undefined): string {
  const message = 'Please choose a day and a time';
  if (!dayText || !/^\d{4}-\d{2}-\d{2}$/.test(dayText) || !slot || !meetingSlots.includes(slot)) throw new ValidationError('MEETING_TIME', message, { startsAt: message });
  const iso = `${dayText}T${slot}:00${pacificOffset}`;
  if (Number.isNaN(Date.parse(iso))) throw new ValidationError('MEETING_TIME', message, { startsAt: message });
  return new Date(iso).toISOString();
}

const typeOf = (value: string | null | undefined): MeetingType | null => {
  const t = (value ?? '').trim().toUpperCase().replace(/-/g, '_');
  return (meetingTypes as readonly string[]).includes(t) ? (t as MeetingType) : null;
};

export async function meetingPageLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('needId') && !url.searchParams.get('id')) throw redirect('/project/index');
  const { view, need, caller, session } = await ownProject(args);
  const { runtime } = args.context;
  const counts = [];
  for (const type of meetingTypes) counts.push(await freeMeetingCount(runtime, caller, { needId: view.needId, type }));
  // The kinds of meeting this plan offers: those it includes, and always a design meeting (paid when none is included).
  const offered = counts.filter((c) => c.included > 0 || c.type === 'DESIGN');
  const type = typeOf(url.searchParams.get('type')) ?? offered.find((c) => c.left > 0)?.type ?? 'DESIGN';
  const chosen = counts.find((c) => c.type === type)!;
  const bookedId = url.searchParams.get('booked');
  const booked = bookedId ? await meetingStatus(runtime, caller, { needId: view.needId, meetingId: bookedId }).catch(() => null) : null;
  const cards = session.user ? await listCards(runtime.db, session.user.id) : [];
  return data(
    {
      needId: view.needId,
      projectId: view.projectId,
      room: need.room.name,
      paid: need.payment !== null,
      signedIn: Boolean(session.user),
      offered,
      type,
      free: chosen.left > 0,
      includedInPlan: freeMeetings(need.plan, type),
      priceCents: extraPrices.meeting,
      days: nextWorkDays(new Date(), 10),
      slots: meetingSlots,
      meetingId: onceId('mt'),
      meetings: [...need.meetings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
      booked,
      calendly: calendlyLink(runtime).link,
      cards: cards.map((c) => ({ uuid: c.uuid, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, isDefault: c.isDefault })),
    },
    { headers: noStore },
  );
}

/** The booking form: a free meeting (intent book) or a paid one (intent pay, a saved card or a new one). */
export const meetingPageAction = userAction(async ({ context, session, input, intent, request }) => {
  if (intent !== 'book' && intent !== 'pay') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const url = new URL(request.url);
  const needId = url.searchParams.get('needId') ?? url.searchParams.get('id') ?? '';
  const type = typeOf(input.type);
  if (!type) throw new ValidationError('MEETING_TYPE', 'Please choose a kind of meeting', { type: 'Please choose a kind of meeting' });
  // Work hours, the past and the plan's allowance are the decider's rules (checkMeeting), asked before any charge.
  const startsAt = startsAtOf(input.day, input.slot);
  const caller = callerOf(session);
  const done = (meetingId: string) => redirect(`/design/meeting?${new URLSearchParams({ needId, type, booked: meetingId })}`);
  if (intent === 'book') {
    const meeting = await bookFreeMeeting(context.runtime, caller, { needId, type, startsAt });
    return done(meeting.meetingId);
  }
  const { cardId, ...card } = input;
  const body = { ...(cardId ? { cardId } : card), needId, type, startsAt, meetingId: input.meetingId };
  const outcome = await payForMeeting(context.runtime, caller, body);
  if (outcome.status === 'declined') return data({ ok: false as const, message: outcome.message, intent, code: 'DECLINED' }, { status: 402 });
  return done(outcome.meeting.meetingId);
});
