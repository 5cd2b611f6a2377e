import type { Event } from '../shared/messages';
import type { DiyStep } from './steps';

/**
 * A DIY project (part 1 §2, part 2 §1): a free do-it-yourself mood board for one
 * room. The visitor picks a room, the photos they like and a budget; the site
 * draws design ideas from the marketplace; the board is saved to their projects
 * and may later become a paid design project. Its life is events on `diy-<diyId>`.
 */
export const diyStream = (diyId: string) => `diy-${diyId}`;

/** Who a DIY project belongs to: a visitor until they sign in, then the client. */
export type DiyOwner = { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string };

export interface DiyRoom {
  /** The room type's label id and name (domain/projects/rooms.ts). */
  roomTypeId: string;
  name: string;
}

export type DiyProjectEvent =
  | Event<'DiyProjectStarted', { diyId: string; owner: DiyOwner; room: DiyRoom; startedAt: string }>
  | Event<'DiyStepAnswered', { diyId: string; step: DiyStep; answer: Record<string, unknown>; answeredAt: string }>
  | Event<'DiyProjectClaimed', { diyId: string; visitorId: string; clientId: string; claimedAt: string }>
  | Event<'DiyProjectSaved', { diyId: string; savedAt: string }>
  | Event<'DiyUpgraded', { diyId: string; needPackageId: string; upgradedAt: string }>;

/** DRAFT while the steps are answered; SAVED once on "my projects"; UPGRADED once it became a paid design project. */
export type DiyStatus = 'DRAFT' | 'SAVED' | 'UPGRADED';

export interface DiyProject {
  diyId: string;
  owner: DiyOwner;
  room: DiyRoom;
  answers: Partial<Record<DiyStep, Record<string, unknown>>>;
  status: DiyStatus;
  savedAt: string | null;
  needPackageId: string | null;
}

export type DiyProjectState = { project: DiyProject | null };

export const initialDiyProjectState = (): DiyProjectState => ({ project: null });

export function evolveDiyProject(state: DiyProjectState, event: DiyProjectEvent): DiyProjectState {
  const p = state.project;
  switch (event.type) {
    case 'DiyProjectStarted': {
      const { diyId, owner, room } = event.data;
      return { project: { diyId, owner, room, answers: {}, status: 'DRAFT', savedAt: null, needPackageId: null } };
    }
    case 'DiyStepAnswered':
      return p ? { project: { ...p, answers: { ...p.answers, [event.data.step]: event.data.answer } } } : state;
    case 'DiyProjectClaimed':
      return p ? { project: { ...p, owner: { kind: 'client', clientId: event.data.clientId } } } : state;
    case 'DiyProjectSaved':
      return p ? { project: { ...p, savedAt: event.data.savedAt, status: p.status === 'DRAFT' ? 'SAVED' : p.status } } : state;
    case 'DiyUpgraded':
      return p ? { project: { ...p, needPackageId: event.data.needPackageId, status: 'UPGRADED' } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const diyProjectEventTypes = Object.keys({
  DiyProjectStarted: true,
  DiyStepAnswered: true,
  DiyProjectClaimed: true,
  DiyProjectSaved: true,
  DiyUpgraded: true,
} satisfies Record<DiyProjectEvent['type'], true>) as DiyProjectEvent['type'][];
