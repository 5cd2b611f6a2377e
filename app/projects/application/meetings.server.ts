import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { projectCommands } from '../../../domain/projects/commands';
import { checkMeeting } from '../../../domain/projects/need.decide';
import { freeMeetings, type MeetingType, meetingTypes } from '../../../domain/projects/meetings';
import { extraPrices } from '../../../domain/projects/plans';
import { DomainError, IllegalStateError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { cardChoiceOf, pay, runningFor, slotHold } from '../../payments/index.server';
import { parseWith } from '../../web/api.server';
import { getNeed, needState, type ProjectCaller } from './needs.server';

const typeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/-/g, '_') : v),
  z.enum(meetingTypes as [MeetingType, ...MeetingType[]], { errorMap: () => ({ message: `type is one of ${meetingTypes.join(', ')}` }) }),
);

async function meetingsOf(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const view = await getNeed(runtime, caller, input);
  const need = (await needState(runtime, view.needId))!;
  return { view, need };
}

/** needMeeting getFreeMeetingCount {needId, type} (ForRemodel, ForInPerson fix the type): free meetings included, used, left, and the price after. */
export async function freeMeetingCount(runtime: Runtime, caller: ProjectCaller, input: unknown, fixed?: MeetingType) {
  const { type } = parseWith(z.object({ type: fixed ? z.unknown() : typeField.default('DESIGN') }), input);
  const meetingType = fixed ?? (type as MeetingType);
  const { need } = await meetingsOf(runtime, caller, input);
  const included = freeMeetings(need.plan, meetingType);
  const used = need.meetings.filter((m) => m.type === meetingType && m.free).length;
  return { needId: need.needId, type: meetingType, included, used, left: Math.max(0, included - used), priceCents: extraPrices.meeting };
}

const bookSchema = z.object({
  startsAt: z.string({ required_error: 'Please choose a time', invalid_type_error: 'Please choose a time' }).datetime({ offset: true, message: 'Please choose a time' }),
  meetingId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid meeting').optional(),
});

/** needMeeting appointmentMeeting {needId, startsAt, type} (ForRemodel, ForInPerson fix the type): books one of the free meetings. */
export async function bookFreeMeeting(runtime: Runtime, caller: ProjectCaller, input: unknown, fixed?: MeetingType) {
  const { startsAt, meetingId } = parseWith(bookSchema, input);
  const { type } = parseWith(z.object({ type: fixed ? z.unknown() : typeField.default('DESIGN') }), input);
  const { view } = await meetingsOf(runtime, caller, input);
  const id = meetingId ?? `mt-${randomBytes(8).toString('hex')}`;
  await runtime.execute(projectCommands.BookMeeting, { needId: view.needId, meetingId: id, type: fixed ?? type, startsAt, paymentId: null }, { actor: caller.actor });
  return meetingStatus(runtime, caller, { needId: view.needId, meetingId: id });
}

/**
 * needMeeting createMeetingPay {needId, type, startsAt, meetingId, cardId | card fields}:
 * a meeting beyond the free ones, $25.00, paid once per meeting id (through the
 * payment process) and booked when the payment settles.
 */
export async function payForMeeting(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<{ status: 'booked'; meeting: Awaited<ReturnType<typeof meetingStatus>> } | { status: 'declined'; message: string }> {
  if (!caller.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  const data = parseWith(bookSchema.extend({ type: typeField.default('DESIGN'), meetingId: z.string({ required_error: 'Invalid meeting' }).trim().min(8, 'Invalid meeting').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid meeting'), cardId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Please choose a card').optional() }), input);
  const { view, need } = await meetingsOf(runtime, caller, input);
  if (need.meetings.some((m) => m.meetingId === data.meetingId)) return { status: 'booked', meeting: await meetingStatus(runtime, caller, { needId: view.needId, meetingId: data.meetingId }) };
  if (!need.payment) throw new IllegalStateError('NOT_PAID', 'Meetings are for paid projects');
  // The time is checked before anything is charged: the booking repeats every rule.
  const { startsAt } = data;
  try {
    if (checkMeeting(need, { type: data.type, startsAt, paymentId: null }, new Date().toISOString()).free)
      throw new IllegalStateError('MEETING_INCLUDED', 'This meeting is included in your plan: book it without paying');
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'MEETING_NEEDS_PAYMENT')) throw error;
  }
  const purpose = { kind: 'meeting' as const, needId: view.needId, meetingId: data.meetingId, type: data.type, startsAt };
  const slot = `meeting-${view.needId}`;
  const outcome = await pay(runtime, {
    clientId: caller.userId,
    actor: caller.actor,
    purpose,
    amountCents: extraPrices.meeting,
    description: `Roomcraft meeting for ${view.projectId}`,
    card: cardChoiceOf(input),
    holds: (paymentId, until) => [slotHold(slot, paymentId, until)],
    readModels: [],
    // A second click with the card typed again: the first click's payment books the meeting; its outcome is the answer.
    running: () => runningFor(runtime, slot, purpose),
  });
  if (outcome.status === 'declined') return { status: 'declined', message: outcome.message };
  return { status: 'booked', meeting: await meetingStatus(runtime, caller, { needId: view.needId, meetingId: data.meetingId }) };
}

/** needMeeting paySuccess {needId, meetingId}: the booked meeting, to confirm it. */
export async function meetingStatus(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { meetingId } = parseWith(z.object({ meetingId: z.string({ required_error: 'Invalid meeting' }).trim().min(1).max(64) }), input);
  const { need } = await meetingsOf(runtime, caller, input);
  const meeting = need.meetings.find((m) => m.meetingId === meetingId);
  if (!meeting) throw new ValidationError('MEETING_NOT_FOUND', 'This meeting is not booked', { meetingId: 'This meeting is not booked' });
  return { needId: need.needId, ...meeting };
}

/** needMeeting getCalendlyLink: the booking page from configuration, or null. */
export const calendlyLink = (runtime: Runtime) => ({ link: runtime.config.CALENDLY_URL ?? null });
