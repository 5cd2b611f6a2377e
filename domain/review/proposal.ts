import { ALTERNATIVE, type Background, type BoardObject, type RoomNameLabel } from '../canvas/board';
import type { Event } from '../shared/messages';
import type { Room } from '../rooms/room';
import type { BoardView } from '../canvas/views';

/**
 * A designer's proposal for a design project (part 1 §3, part 2 §3; issue 10): the
 * mood boards of one version, drafted privately and published to the client, who
 * reviews it (the overall text carries a row version), may ask for a revision or
 * approve boards. Its life is events on `proposal-<proposalId>`.
 */
export const proposalStream = (proposalId: string) => `proposal-${proposalId}`;

export type ProposalStatus = 'DRAFT' | 'PUBLISHED' | 'REVISION_ASKED' | 'APPROVED';

export interface ClientReview {
  overall: string;
  /** The spec's `_rowVer`: bumped by every save; a save naming an older one is refused. */
  rowVer: number;
  savedAt: string | null;
}

/**
 * A board as it was published: what the client reviews never changes under them
 * while the designer goes on working (part 2 §3 "Mood board (review side)").
 */
export interface BoardSnapshot {
  boardId: string;
  name: string;
  clientNotes: string;
  background: Background;
  roomName: RoomNameLabel | null;
  /** The board's own room as published (ADR 039); none: the project's. */
  room?: Room | null;
  /** The designer's views for the renders as published (issue 23); none: the rule's viewpoints. */
  views?: BoardView[] | null;
  objects: BoardObject[];
}

/** Goods on a published board the client reviews: product objects, alternatives excluded. */
/** What the client sees of a published board: every object but the designer's alternatives. */
export const reviewedObjects = (board: BoardSnapshot): BoardObject[] => board.objects.filter((o) => o.objMeta.customCategory !== ALTERNATIVE);

export const reviewedProductIds = (board: BoardSnapshot): string[] => [
  ...new Set(reviewedObjects(board).filter((o) => o.objMeta.productId).map((o) => o.objMeta.productId as string)),
];

/** A still of a published board's room (issue 23, ADR 038): one viewpoint, kept in file storage at `proposalRenderKey`. */
export interface ProposalRender {
  /** The viewpoint's file name: the rule's ('across', 'side', 'overview'), or a designer's view's ('v-1' … 'v-6'). */
  view: string;
  label: string;
  width: number;
  height: number;
}

/** Where a render's WebP is stored. */
export const proposalRenderKey = (proposalId: string, boardId: string, view: string) => `proposal-renders/${proposalId}/${boardId}/${view}.webp`;

export interface Proposal {
  proposalId: string;
  needId: string;
  clientId: string;
  designerId: string;
  version: number;
  boardIds: string[];
  status: ProposalStatus;
  publishedAt: string | null;
  /** The boards as published (empty while drafting). */
  boards: BoardSnapshot[];
  review: ClientReview;
  approvedBoardIds: string[];
  revisions: { revisionId: string; note: string; askedAt: string }[];
  /** Each published board's room stills, by board id (attached after publishing). */
  renders: Record<string, ProposalRender[]>;
  /** When the stills were last asked for again (by the designer or staff), if ever. */
  rendersRequestedAt: string | null;
}

export type ProposalEvent =
  | Event<'ProposalDrafted', { proposalId: string; needId: string; clientId: string; designerId: string; version: number; boardIds: string[]; draftedAt: string }>
  | Event<'ProposalBoardsSet', { proposalId: string; boardIds: string[]; setAt: string }>
  | Event<'ProposalPublished', { proposalId: string; needId: string; version: number; boards: BoardSnapshot[]; publishedAt: string }>
  | Event<'ClientReviewSaved', { proposalId: string; overall: string; rowVer: number; savedAt: string }>
  | Event<'ProposalRevisionAsked', { proposalId: string; needId: string; revisionId: string; note: string; askedAt: string }>
  | Event<'MoodBoardApproved', { proposalId: string; needId: string; boardId: string; approvedAt: string }>
  | Event<'ProposalRendersAttached', { proposalId: string; version: number; boardId: string; renders: ProposalRender[]; attachedAt: string }>
  | Event<'ProposalRendersRequested', { proposalId: string; needId: string; version: number; requestedAt: string }>;

export type ProposalState = { proposal: Proposal | null };

/** Every board of a version approved (a version without boards is not). */
export const allApproved = (boardIds: readonly string[], approvedBoardIds: readonly string[]) => boardIds.length > 0 && boardIds.every((id) => approvedBoardIds.includes(id));
export const initialProposalState = (): ProposalState => ({ proposal: null });

export function evolveProposal(state: ProposalState, event: ProposalEvent): ProposalState {
  const p = state.proposal;
  switch (event.type) {
    case 'ProposalDrafted': {
      const { proposalId, needId, clientId, designerId, version, boardIds } = event.data;
      return {
        proposal: { proposalId, needId, clientId, designerId, version, boardIds: [...boardIds], status: 'DRAFT', publishedAt: null, boards: [], review: { overall: '', rowVer: 0, savedAt: null }, approvedBoardIds: [], revisions: [], renders: {}, rendersRequestedAt: null },
      };
    }
    case 'ProposalBoardsSet':
      return p ? { proposal: { ...p, boardIds: [...event.data.boardIds] } } : state;
    case 'ProposalPublished':
      return p ? { proposal: { ...p, status: 'PUBLISHED', publishedAt: event.data.publishedAt, boards: event.data.boards } } : state;
    case 'ClientReviewSaved':
      return p ? { proposal: { ...p, review: { overall: event.data.overall, rowVer: event.data.rowVer, savedAt: event.data.savedAt } } } : state;
    case 'ProposalRevisionAsked':
      return p ? { proposal: { ...p, status: 'REVISION_ASKED', revisions: [...p.revisions, { revisionId: event.data.revisionId, note: event.data.note, askedAt: event.data.askedAt }] } } : state;
    case 'MoodBoardApproved': {
      if (!p) return state;
      const approvedBoardIds = [...new Set([...p.approvedBoardIds, event.data.boardId])];
      // The version is approved once every one of its boards is; until then it stays with the client.
      return { proposal: { ...p, status: allApproved(p.boardIds, approvedBoardIds) ? 'APPROVED' : p.status, approvedBoardIds } };
    }
    case 'ProposalRendersAttached':
      return p ? { proposal: { ...p, renders: { ...p.renders, [event.data.boardId]: event.data.renders } } } : state;
    case 'ProposalRendersRequested':
      return p ? { proposal: { ...p, rendersRequestedAt: event.data.requestedAt } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const proposalEventTypes = Object.keys({
  ProposalDrafted: true,
  ProposalBoardsSet: true,
  ProposalPublished: true,
  ClientReviewSaved: true,
  ProposalRevisionAsked: true,
  MoodBoardApproved: true,
  ProposalRendersAttached: true,
  ProposalRendersRequested: true,
} satisfies Record<ProposalEvent['type'], true>) as ProposalEvent['type'][];
