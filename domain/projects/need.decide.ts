import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { answerSchema } from './answers';
import { evolveNeed, freeShippingDays, initialNeedState, type Need, type NeedEvent, type NeedOwner, type NeedState } from './need';
import { freeMeetings, isWorkTime, type MeetingType, meetingTypes, workHoursMessage } from './meetings';
import { extraPrices, type PlanType, remodelUpgradeCreditCents } from './plans';
import { formatDollars } from '../promotions/codes';
import { decideFurniture, type FurnitureCommand } from './furniture';
import { decideDetail, type DetailCommand, sameAnswer } from './details.decide';
import { decideIdeas, type IdeasCommand } from './ideas.decide';
import { revisionRefusal } from './revisions';
import { questionnaireContextOf, questionnaireSteps, type StepKey, visibleSteps } from './questionnaire';
import { idField } from '../shared/schemas';

const id = (message: string) => idField(message);
const needId = z.string({ required_error: 'This project does not exist', invalid_type_error: 'This project does not exist' }).trim().regex(/^\d{1,10}$/, 'This project does not exist');
const stepKey = z.enum(questionnaireSteps.map((s) => s.key) as [StepKey, ...StepKey[]], { errorMap: () => ({ message: 'This step does not exist' }) });
const planType = z.enum(['KICK_START', 'CLASSIC', 'LUXE', 'IN_PERSON', 'ADDITIONAL_ROOM', 'BATHROOM', 'KITCHEN', 'AI_SUBSCRIPTION'] as [PlanType, ...PlanType[]]);

export const draftNeedSchema = z.object({
  needId,
  packageId: id('Invalid package'),
  owner: z.discriminatedUnion('kind', [z.object({ kind: z.literal('visitor'), visitorId: id('Invalid visitor') }), z.object({ kind: z.literal('client'), clientId: id('Invalid client') })]),
  room: z.object({ roomTypeId: id('Please choose a room'), name: z.string().trim().min(1, 'Please choose a room').max(60) }),
});
export const answerNeedStepSchema = z.object({ needId, step: stepKey, answer: z.record(z.unknown()) });
export const claimNeedSchema = z.object({ needId, visitorId: id('Invalid visitor'), clientId: id('Invalid client') });
export const submitNeedSchema = z.object({ needId });
export const recordNeedPaymentSchema = z.object({
  needId,
  plan: planType,
  paymentId: id('Invalid payment'),
  amountCents: z.number().int().min(0),
  discountCents: z.number().int().min(0).default(0),
  code: z.string().trim().max(32).nullable().default(null),
});
export const assignDesignerSchema = z.object({ needId, designerId: id('Please choose a designer') });
export const deliverDesignSchema = z.object({ needId });
export const requestRevisionSchema = z.object({ needId, revisionId: id('Invalid revision'), note: z.string({ required_error: 'Please tell your designer what to change' }).trim().min(1, 'Please tell your designer what to change').max(2000, 'Please keep it under 2000 characters') });
export const deleteNeedSchema = z.object({ needId });
export const upgradeNeedSchema = z.object({ needId, toPlan: planType, paymentId: id('Invalid payment'), amountCents: z.number().int().min(0) });
export const requestRedesignSchema = z.object({ needId, reason: z.string({ required_error: 'Please tell us what missed the mark' }).trim().min(1, 'Please tell us what missed the mark').max(2000, 'Please keep it under 2000 characters') });
export const rateProjectSchema = z.object({
  needId,
  stars: z.coerce.number({ invalid_type_error: 'Please give 1 to 5 stars' }).int('Please give 1 to 5 stars').min(1, 'Please give 1 to 5 stars').max(5, 'Please give 1 to 5 stars'),
  comment: z.string({ invalid_type_error: 'Please write the comment as text' }).trim().max(1000, 'Please keep it under 1000 characters').default(''),
});
/** A tip to the designer: $5 to $500, with an optional thank-you note. */
export const tipLimitsCents = { min: 500, max: 50_000 } as const;
export const recordTipSchema = z.object({
  needId,
  tipId: id('Invalid tip'),
  paymentId: id('Invalid payment'),
  amountCents: z.number().int().min(tipLimitsCents.min, 'A tip is $5.00 to $500.00').max(tipLimitsCents.max, 'A tip is $5.00 to $500.00'),
  note: z.string().trim().max(500, 'Please keep it under 500 characters').default(''),
});
export const bookMeetingSchema = z.object({
  needId,
  meetingId: id('Invalid meeting'),
  type: z.enum(meetingTypes as [MeetingType, ...MeetingType[]], { errorMap: () => ({ message: `type is one of ${meetingTypes.join(', ')}` }) }),
  startsAt: z.string({ required_error: 'Please choose a time', invalid_type_error: 'Please choose a time' }).datetime({ offset: true, message: 'Please choose a time' }),
  /** A paid meeting's payment, recorded by the system after the charge. */
  paymentId: id('Invalid payment').nullable().default(null),
});

export type NeedCommand =
  | Command<'RecordTip', z.infer<typeof recordTipSchema>>
  | Command<'DraftNeed', z.infer<typeof draftNeedSchema>>
  | Command<'AnswerNeedStep', z.infer<typeof answerNeedStepSchema>>
  | Command<'ClaimNeed', z.infer<typeof claimNeedSchema>>
  | Command<'SubmitNeed', z.infer<typeof submitNeedSchema>>
  | Command<'RecordNeedPayment', z.infer<typeof recordNeedPaymentSchema>>
  | Command<'AssignDesigner', z.infer<typeof assignDesignerSchema>>
  | Command<'DeliverDesign', z.infer<typeof deliverDesignSchema>>
  | Command<'RequestRevision', z.infer<typeof requestRevisionSchema>>
  | Command<'DeleteNeed', z.infer<typeof deleteNeedSchema>>
  | Command<'BookMeeting', z.infer<typeof bookMeetingSchema>>
  | Command<'UpgradeNeed', z.infer<typeof upgradeNeedSchema>>
  | Command<'RequestRedesign', z.infer<typeof requestRedesignSchema>>
  | Command<'RateProject', z.infer<typeof rateProjectSchema>>
  | FurnitureCommand
  | DetailCommand
  | IdeasCommand;

/**
 * Whether a meeting can be booked: a paid project, a future weekday time in work
 * hours, not twice at one time, free while the plan's free meetings last, else paid.
 */
export function checkMeeting(need: Need, m: { type: MeetingType; startsAt: string; paymentId: string | null }, now: string): { free: boolean } {
  if (!need.payment) throw new IllegalStateError('NOT_PAID', 'Meetings are for paid projects');
  if (Date.parse(m.startsAt) <= Date.parse(now)) throw new ValidationError('MEETING_IN_PAST', 'Please choose a time in the future', { startsAt: 'Please choose a time in the future' });
  if (!isWorkTime(m.startsAt)) throw new ValidationError('MEETING_OFF_HOURS', workHoursMessage, { startsAt: workHoursMessage });
  if (need.meetings.some((x) => x.startsAt === m.startsAt)) throw new IllegalStateError('MEETING_TAKEN', 'You already have a meeting at this time');
  const freeLeft = freeMeetings(need.plan, m.type) - need.meetings.filter((x) => x.type === m.type && x.free).length;
  if (freeLeft <= 0 && !m.paymentId) throw new IllegalStateError('MEETING_NEEDS_PAYMENT', `This meeting costs ${formatDollars(extraPrices.meeting)}`);
  return { free: freeLeft > 0 && !m.paymentId };
}

/** The plans a paid project can move up to: a dearer plan the room allows (tiers for rooms, In-Person for remodels too). */
const upgradePaths: Partial<Record<PlanType, PlanType[]>> = {
  KICK_START: ['CLASSIC', 'LUXE', 'IN_PERSON'],
  CLASSIC: ['LUXE', 'IN_PERSON'],
  LUXE: ['IN_PERSON'],
  BATHROOM: ['IN_PERSON'],
  KITCHEN: ['IN_PERSON'],
};

/**
 * What an upgrade costs (part 2 §9): the new plan's price less what the project
 * already paid; a Kitchen or Bathroom design counts its $259 remodel design fee.
 */
export function upgradeCost(from: PlanType, paidCents: number, toOfferCents: number): { creditedCents: number; amountCents: number } {
  const creditedCents = from === 'BATHROOM' || from === 'KITCHEN' ? remodelUpgradeCreditCents : paidCents;
  return { creditedCents, amountCents: Math.max(0, toOfferCents - creditedCents) };
}

/** Why the client cannot tip the designer of this project now, or null: a design must have been delivered. */
export function tipRefusal(need: Need): string | null {
  if (!need.designerId || !need.deliveredAt) return 'You can thank your designer with a tip once your design is delivered';
  return null;
}

export function upgradeRefusal(need: Need, toPlan: PlanType): string | null {
  if (!need.payment || !need.plan) return 'Only a paid project can be upgraded';
  if (!(upgradePaths[need.plan] ?? []).includes(toPlan)) return `A ${need.plan} project cannot move to ${toPlan}`;
  return null;
}

const notFound = () => new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');

/** Whether the actor is the project's owner (or staff): another client's or visitor's project is not found. */
function ownedBy(actor: Actor, owner: NeedOwner): boolean {
  if (actor.kind === 'system') return true;
  if (actor.kind === 'user' && actor.roles.includes('staff')) return true;
  if (owner.kind === 'client') return actor.kind === 'user' && actor.userId === owner.clientId;
  return (actor.kind === 'visitor' && actor.visitorId === owner.visitorId) || (actor.kind === 'user' && actor.visitorId === owner.visitorId);
}

function requireOwnNeed(state: NeedState, actor: Actor): Need {
  const need = state.need;
  if (!need || need.status === 'DELETED' || !ownedBy(actor, need.owner)) throw notFound();
  return need;
}

function isStaff(actor: Actor) {
  return actor.kind === 'system' || (actor.kind === 'user' && actor.roles.includes('staff'));
}

export function decideNeed(command: NeedCommand, state: NeedState): NeedEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'DraftNeed': {
      const { needId: nid, packageId, owner, room } = command.data;
      if (state.need) {
        if (state.need.packageId === packageId && state.need.room.roomTypeId === room.roomTypeId) return [];
        throw new IllegalStateError('NEED_EXISTS', 'This project already exists');
      }
      if (!ownedBy(actor, owner)) throw new ForbiddenError();
      return [{ type: 'NeedDrafted', data: { needId: nid, packageId, owner, room, createdAt: now } }];
    }
    case 'AnswerNeedStep': {
      const need = requireOwnNeed(state, actor);
      const { step, answer } = command.data;
      // Once a designer works from the answers, only the room and household details may still change.
      if (need.designerId !== null && step !== 'ROOM_DETAILS' && step !== 'ALL_ABOUT_YOU')
        throw new IllegalStateError('NEED_LOCKED', 'Your designer is working from these answers; send them a message to change them');
      if (!visibleSteps(questionnaireContextOf(need)).some((s) => s.key === step))
        throw new ValidationError('STEP_NOT_IN_PROJECT', `This step is not part of a ${need.room.name} project`, { step: `This step is not part of a ${need.room.name} project` });
      const plan = (need.answers.PAYMENT?.plan as PlanType | undefined) ?? need.plan;
      const parsed = answerSchema(step, need.room.name, plan).safeParse(answer);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'answer', i.message]));
        throw new ValidationError('ANSWER_INVALID', parsed.error.issues[0]!.message, fields);
      }
      const kept = parsed.data as Record<string, unknown>;
      // The store's JSON keeps keys in an order of its own: a measured room read back is the same room.
      if (sameAnswer(need.answers[step], kept)) return [];
      return [{ type: 'NeedStepAnswered', data: { needId: need.needId, step, answer: kept, answeredAt: now } }];
    }
    case 'ClaimNeed': {
      const need = state.need;
      if (!need) throw notFound();
      // A draft the visitor deleted has nothing left to follow them.
      if (need.status === 'DELETED') return [];
      const { visitorId, clientId } = command.data;
      if (need.owner.kind === 'client') {
        if (need.owner.clientId === clientId) return [];
        throw notFound();
      }
      if (need.owner.visitorId !== visitorId) throw notFound();
      return [{ type: 'NeedClaimed', data: { needId: need.needId, visitorId, clientId, claimedAt: now } }];
    }
    case 'SubmitNeed': {
      const need = requireOwnNeed(state, actor);
      if (need.submitted) return [];
      const missing = visibleSteps(questionnaireContextOf(need)).find((s) => s.key !== 'REVIEW' && !need.answers[s.key]);
      if (missing) throw new ValidationError('STEP_MISSING', `Please complete ${missing.title} first`, { step: missing.key });
      if (need.owner.kind !== 'client') throw new ValidationError('SIGN_IN_TO_SUBMIT', 'Please sign in to submit your project', {});
      return [{ type: 'NeedSubmitted', data: { needId: need.needId, submittedAt: now } }];
    }
    case 'RecordNeedPayment': {
      const need = state.need;
      if (!need || need.status === 'DELETED') throw notFound();
      const { plan, paymentId, amountCents, discountCents, code } = command.data;
      if (need.payment) {
        if (need.payment.paymentId === paymentId) return [];
        throw new IllegalStateError('ALREADY_PAID', 'This project is already paid');
      }
      const freeShippingUntil = new Date(Date.parse(now) + freeShippingDays * 86_400_000).toISOString();
      return [{ type: 'NeedPaid', data: { needId: need.needId, plan, paymentId, amountCents, discountCents, code, freeShippingUntil, paidAt: now } }];
    }
    case 'AssignDesigner': {
      const need = state.need;
      if (!need || need.status === 'DELETED') throw notFound();
      if (need.status === 'DRAFT') throw new IllegalStateError('NEED_DRAFT', 'A draft project cannot be assigned yet');
      if (need.designerId === command.data.designerId) return [];
      return [{ type: 'DesignerAssigned', data: { needId: need.needId, designerId: command.data.designerId, assignedAt: now } }];
    }
    case 'DeliverDesign': {
      const need = state.need;
      if (!need || need.status === 'DELETED') throw notFound();
      if (!isStaff(actor) && !(actor.kind === 'user' && actor.userId === need.designerId)) throw notFound();
      if (need.status !== 'IN_DESIGN') throw new IllegalStateError('NOT_IN_DESIGN', 'Only a project in design can be delivered');
      return [{ type: 'DesignDelivered', data: { needId: need.needId, deliveredAt: now } }];
    }
    case 'RequestRevision': {
      const need = requireOwnNeed(state, actor);
      if (need.revisions.includes(command.data.revisionId)) return [];
      if (need.status !== 'DELIVERED') throw new IllegalStateError('NOT_DELIVERED', 'You can ask for a revision once your design is delivered');
      const refused = revisionRefusal(need.plan ?? 'CLASSIC', need.revisions.length, need.deliveredAt, now);
      if (refused) throw new IllegalStateError('NO_REVISIONS_LEFT', refused);
      return [{ type: 'RevisionRequested', data: { needId: need.needId, revisionId: command.data.revisionId, note: command.data.note, requestedAt: now } }];
    }
    case 'DeleteNeed': {
      const need = requireOwnNeed(state, actor);
      if (need.status !== 'DRAFT') throw new IllegalStateError('NOT_A_DRAFT', 'Only a draft can be deleted');
      return [{ type: 'NeedDeleted', data: { needId: need.needId, deletedAt: now } }];
    }
    case 'UpgradeNeed': {
      const need = state.need;
      if (!need || need.status === 'DELETED') throw notFound();
      const { toPlan, paymentId, amountCents } = command.data;
      if (need.upgrades.includes(paymentId)) return [];
      const refused = upgradeRefusal(need, toPlan);
      if (refused) throw new IllegalStateError('UPGRADE_REFUSED', refused);
      return [{ type: 'NeedUpgraded', data: { needId: need.needId, fromPlan: need.plan!, toPlan, paymentId, amountCents, creditedCents: upgradeCost(need.plan!, need.payment!.amountCents, 0).creditedCents, upgradedAt: now } }];
    }
    case 'RequestRedesign': {
      const need = requireOwnNeed(state, actor);
      if (need.status !== 'DELIVERED') throw new IllegalStateError('NOT_DELIVERED', 'You can ask for a redesign once your design is delivered');
      if (need.redesigned) throw new IllegalStateError('ALREADY_REDESIGNED', 'This project has had its redesign already; ask for a revision instead');
      return [{ type: 'RedesignRequested', data: { needId: need.needId, reason: command.data.reason, requestedAt: now } }];
    }
    case 'RateProject': {
      const need = requireOwnNeed(state, actor);
      if (!need.deliveredAt) throw new IllegalStateError('NOT_DELIVERED', 'You can rate your design once it is delivered');
      const { stars, comment } = command.data;
      if (need.rating?.stars === stars && need.rating.comment === comment) return [];
      return [{ type: 'ProjectRated', data: { needId: need.needId, stars, comment, ratedAt: now } }];
    }
    case 'RecordTip': {
      const need = state.need;
      if (!need || need.status === 'DELETED') throw notFound();
      const { tipId, paymentId, amountCents, note } = command.data;
      if (need.tips.some((t) => t.tipId === tipId)) return [];
      const refused = tipRefusal(need);
      if (refused) throw new IllegalStateError('TIP_REFUSED', refused);
      return [{ type: 'DesignerTipped', data: { needId: need.needId, tipId, designerId: need.designerId!, paymentId, amountCents, note, tippedAt: now } }];
    }
    case 'BookMeeting': {
      const need = requireOwnNeed(state, actor);
      if (need.meetings.some((m) => m.meetingId === command.data.meetingId)) return [];
      const { free } = checkMeeting(need, command.data, now);
      const { meetingId, type, startsAt, paymentId } = command.data;
      if (paymentId && actor.kind !== 'system') throw new ForbiddenError();
      return [{ type: 'MeetingBooked', data: { needId: need.needId, meetingId, type, startsAt, free, paymentId, bookedAt: now } }];
    }
    case 'RecordProjectProducts':
    case 'RemoveProjectProduct':
    case 'ChooseProjectCode':
      return decideFurniture(command, state, requireOwnNeed);
    case 'AnswerNeedDetail':
      return decideDetail(command, state, requireOwnNeed);
    case 'AttachIdeas':
      return decideIdeas(command, state, requireOwnNeed);
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const needDecider: Decider<NeedState, NeedCommand, NeedEvent> = {
  initialState: initialNeedState,
  evolve: evolveNeed,
  decide: decideNeed,
};
