import type { Event } from '../shared/messages';
import type { MeetingType } from './meetings';
import type { PlanType } from './plans';
import type { StepKey } from './questionnaire';
import type { DetailKey } from './details';

/**
 * A design project (part 1 §3 Need): one room of a package the client chose on
 * /design/room. Its whole life is events on `need-<needId>`; `needId` is a number
 * (shown as C0000000123), `packageId` groups the rooms chosen together.
 */
export const needStream = (needId: string) => `need-${needId}`;

/** Who a project belongs to: a visitor until they sign in, then the client. */
export type NeedOwner = { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string };

export interface NeedRoom {
  /** The room type's label id and name (part 2 §3 room choice: the SITE item's value). */
  roomTypeId: string;
  name: string;
}

export type NeedEvent =
  | Event<'NeedDrafted', { needId: string; packageId: string; owner: NeedOwner; room: NeedRoom; createdAt: string }>
  | Event<'NeedStepAnswered', { needId: string; step: StepKey; answer: Record<string, unknown>; answeredAt: string }>
  | Event<'NeedClaimed', { needId: string; visitorId: string; clientId: string; claimedAt: string }>
  | Event<'NeedSubmitted', { needId: string; submittedAt: string }>
  | Event<'NeedPaid', { needId: string; plan: PlanType; paymentId: string; amountCents: number; discountCents: number; code: string | null; freeShippingUntil: string; paidAt: string }>
  | Event<'DesignerAssigned', { needId: string; designerId: string; assignedAt: string }>
  | Event<'DesignDelivered', { needId: string; deliveredAt: string }>
  | Event<'RevisionRequested', { needId: string; revisionId: string; note: string; requestedAt: string }>
  | Event<'NeedDeleted', { needId: string; deletedAt: string }>
  | Event<'NeedUpgraded', { needId: string; fromPlan: PlanType; toPlan: PlanType; paymentId: string; amountCents: number; creditedCents: number; upgradedAt: string }>
  | Event<'RedesignRequested', { needId: string; reason: string; requestedAt: string }>
  | Event<'ProjectRated', { needId: string; stars: number; comment: string; ratedAt: string }>
  | Event<'DesignerTipped', { needId: string; tipId: string; designerId: string; paymentId: string; amountCents: number; note: string; tippedAt: string }>
  | Event<'MeetingBooked', { needId: string; meetingId: string; type: MeetingType; startsAt: string; free: boolean; paymentId: string | null; bookedAt: string }>
  | Event<'ProjectProductsRecorded', { needId: string; products: ProjectProduct[]; recordedBy: string; recordedAt: string }>
  | Event<'ProjectProductRemoved', { needId: string; goodsId: string; removedBy: string; removedAt: string }>
  | Event<'ProjectCodeChosen', { needId: string; code: string | null; chosenAt: string }>
  | Event<'NeedDetailAnswered', { needId: string; detail: DetailKey; answer: Record<string, unknown>; answeredAt: string }>
  | Event<'NeedIdeasAttached', { needId: string } & ProjectIdeas & { attachedAt: string }>;

/** An idea board's cases and products, as they were when the client started the project from it (issue 24). */
export interface ProjectIdeas {
  boardId: string;
  boardName: string;
  caseIds: string[];
  goodsIds: string[];
}

/** A product the designer recorded for the project, and how many the room needs. */
export interface ProjectProduct {
  goodsId: string;
  count: number;
}

export type NeedStatus = 'DRAFT' | 'SUBMITTED' | 'PAID' | 'IN_DESIGN' | 'DELIVERED' | 'DELETED';

export interface Need {
  needId: string;
  packageId: string;
  owner: NeedOwner;
  room: NeedRoom;
  answers: Partial<Record<StepKey, Record<string, unknown>>>;
  /** The optional details of the brief around the steps (details.ts). */
  details: Partial<Record<DetailKey, Record<string, unknown>>>;
  status: NeedStatus;
  plan: PlanType | null;
  payment: { paymentId: string; amountCents: number; paidAt: string } | null;
  designerId: string | null;
  deliveredAt: string | null;
  revisions: string[];
  meetings: Array<{ meetingId: string; type: MeetingType; startsAt: string; free: boolean }>;
  upgrades: string[];
  redesigned: boolean;
  /** Past the questionnaire's last step (a project may be paid on the PAYMENT step and still be unsubmitted). */
  submitted: boolean;
  rating: { stars: number; comment: string } | null;
  /** Tips to the designer, by tip id. */
  tips: Array<{ tipId: string; amountCents: number; tippedAt: string }>;
  /** The furniture its designer recorded (need/manage goods). */
  products: ProjectProduct[];
  /** The project code the client applied (multipleNeed applyPromo), used when the plan is paid. */
  chosenCode: string | null;
  /** The idea board the project was started from, as it was then. */
  ideas: ProjectIdeas | null;
}

export type NeedState = { need: Need | null };

export const initialNeedState = (): NeedState => ({ need: null });

/** Part 1 §4: the free-shipping window a paid project grants ends one day after this date; the project grants 90 days. */
export const freeShippingDays = 90;

export function evolveNeed(state: NeedState, event: NeedEvent): NeedState {
  const need = state.need;
  switch (event.type) {
    case 'NeedDrafted': {
      const { needId, packageId, owner, room } = event.data;
      return { need: { needId, packageId, owner, room, answers: {}, details: {}, status: 'DRAFT', plan: null, payment: null, designerId: null, deliveredAt: null, revisions: [], meetings: [], upgrades: [], redesigned: false, submitted: false, rating: null, tips: [], products: [], chosenCode: null, ideas: null } };
    }
    case 'NeedStepAnswered':
      return need ? { need: { ...need, answers: { ...need.answers, [event.data.step]: event.data.answer } } } : state;
    case 'NeedClaimed':
      return need ? { need: { ...need, owner: { kind: 'client', clientId: event.data.clientId } } } : state;
    case 'NeedSubmitted':
      return need ? { need: { ...need, submitted: true, status: need.status === 'DRAFT' ? 'SUBMITTED' : need.status } } : state;
    case 'NeedPaid': {
      if (!need) return state;
      const { plan, paymentId, amountCents, paidAt } = event.data;
      return { need: { ...need, plan, payment: { paymentId, amountCents, paidAt }, status: need.status === 'DRAFT' || need.status === 'SUBMITTED' ? 'PAID' : need.status } };
    }
    case 'DesignerAssigned':
      return need ? { need: { ...need, designerId: event.data.designerId, status: need.status === 'PAID' || need.status === 'SUBMITTED' ? 'IN_DESIGN' : need.status } } : state;
    case 'DesignDelivered':
      return need ? { need: { ...need, deliveredAt: event.data.deliveredAt, status: 'DELIVERED' } } : state;
    case 'RevisionRequested':
      return need ? { need: { ...need, revisions: [...need.revisions, event.data.revisionId], status: 'IN_DESIGN' } } : state;
    case 'NeedDeleted':
      return need ? { need: { ...need, status: 'DELETED' } } : state;
    case 'NeedUpgraded':
      return need ? { need: { ...need, plan: event.data.toPlan, upgrades: [...need.upgrades, event.data.paymentId] } } : state;
    case 'RedesignRequested':
      return need ? { need: { ...need, redesigned: true, status: 'IN_DESIGN' } } : state;
    case 'ProjectRated':
      return need ? { need: { ...need, rating: { stars: event.data.stars, comment: event.data.comment } } } : state;
    case 'DesignerTipped': {
      if (!need) return state;
      const { tipId, amountCents, tippedAt } = event.data;
      return { need: { ...need, tips: [...need.tips, { tipId, amountCents, tippedAt }] } };
    }
    case 'MeetingBooked': {
      if (!need) return state;
      const { meetingId, type, startsAt, free } = event.data;
      return { need: { ...need, meetings: [...need.meetings, { meetingId, type, startsAt, free }] } };
    }
    case 'ProjectProductsRecorded': {
      if (!need) return state;
      const changed = new Map(event.data.products.map((p) => [p.goodsId, p.count]));
      const kept = need.products.map((p) => (changed.has(p.goodsId) ? { ...p, count: changed.get(p.goodsId)! } : p));
      const added = event.data.products.filter((p) => !need.products.some((x) => x.goodsId === p.goodsId));
      return { need: { ...need, products: [...kept, ...added] } };
    }
    case 'ProjectProductRemoved':
      return need ? { need: { ...need, products: need.products.filter((p) => p.goodsId !== event.data.goodsId) } } : state;
    case 'ProjectCodeChosen':
      return need ? { need: { ...need, chosenCode: event.data.code } } : state;
    case 'NeedDetailAnswered':
      return need ? { need: { ...need, details: { ...(need.details ?? {}), [event.data.detail]: event.data.answer } } } : state;
    case 'NeedIdeasAttached': {
      if (!need) return state;
      const { boardId, boardName, caseIds, goodsIds } = event.data;
      return { need: { ...need, ideas: { boardId, boardName, caseIds, goodsIds } } };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const needEventTypes = Object.keys({
  NeedDrafted: true,
  NeedStepAnswered: true,
  NeedClaimed: true,
  NeedSubmitted: true,
  NeedPaid: true,
  DesignerAssigned: true,
  DesignDelivered: true,
  RevisionRequested: true,
  NeedDeleted: true,
  MeetingBooked: true,
  NeedUpgraded: true,
  RedesignRequested: true,
  ProjectRated: true,
  DesignerTipped: true,
  ProjectProductsRecorded: true,
  ProjectProductRemoved: true,
  ProjectCodeChosen: true,
  NeedDetailAnswered: true,
  NeedIdeasAttached: true,
} satisfies Record<NeedEvent['type'], true>) as NeedEvent['type'][];
