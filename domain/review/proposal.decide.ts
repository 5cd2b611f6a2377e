import { z } from 'zod';
import { DomainError, ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { evolveProposal, initialProposalState, type Proposal, type ProposalEvent, type ProposalState } from './proposal';
import { idField } from '../shared/schemas';
import { backgroundSchema, boardObjectSchema, roomNameSchema } from '../canvas/schemas';
import { roomSchema } from '../rooms/room';
import { boardViewsSchema } from '../canvas/views';
import { boardIdPattern } from '../canvas/canvas-board';

const notFoundMessage = 'This proposal does not exist';
const id = (message: string) => idField(message);
const proposalId = id(notFoundMessage);
const boardId = z.string({ invalid_type_error: 'Invalid mood board' }).regex(boardIdPattern, 'Invalid mood board');
const boardIds = z.array(boardId, { invalid_type_error: 'Invalid mood board' }).max(20, 'A proposal holds at most 20 mood boards');
export const maxOverallLength = 5000;
export const staleReviewMessage = 'Your review was changed in another tab or window. The newer text is shown; add your changes to it and save again.';

export const draftProposalSchema = z.object({ proposalId, needId: id('Invalid project'), clientId: id('Invalid client'), designerId: id('Invalid designer'), version: z.number().int().min(1).max(1000), boardIds });
export const setProposalBoardsSchema = z.object({ proposalId, boardIds });
export const maxNotesLength = 2000;
/** A board as the app read it at publishing, with the designer's notes for the client. */
export const boardSnapshotSchema = z.object({
  boardId,
  name: z.string().max(100),
  clientNotes: z.string().trim().max(maxNotesLength, `Please keep the notes under ${maxNotesLength} characters`).default(''),
  background: backgroundSchema,
  roomName: roomNameSchema,
  room: roomSchema.nullable().optional(),
  views: boardViewsSchema.nullable().optional(),
  objects: z.array(boardObjectSchema).max(2000, 'This board is too large to publish'),
});
export const publishProposalSchema = z.object({ proposalId, boards: z.array(boardSnapshotSchema).max(20) });
export const saveClientReviewSchema = z.object({
  proposalId,
  overall: z.string({ invalid_type_error: 'Please write your review' }).max(maxOverallLength, `Please keep your review under ${maxOverallLength} characters`),
  rowVer: z.number({ required_error: 'The review’s version is missing', invalid_type_error: 'The review’s version is missing' }).int().min(0),
});
export const askProposalRevisionSchema = z.object({
  proposalId,
  revisionId: id('Invalid revision'),
  note: z.string({ required_error: 'Tell your designer what to change' }).trim().min(1, 'Tell your designer what to change').max(2000, 'Please keep it under 2000 characters'),
});
export const approveMoodBoardSchema = z.object({ proposalId, boardId: id('Invalid mood board') });
const renderSchema = z.object({
  view: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Invalid viewpoint'),
  label: z.string().trim().min(1).max(80),
  width: z.number().int().min(16).max(4096),
  height: z.number().int().min(16).max(4096),
});
/** The stills of one published board's room (issue 23), attached by the renders process. */
export const attachProposalRendersSchema = z.object({
  proposalId,
  version: z.number().int().min(1).max(1000),
  boardId,
  renders: z.array(renderSchema).min(1, 'No render to attach').max(8).refine((rs) => new Set(rs.map((r) => r.view)).size === rs.length, 'Each viewpoint once'),
});
/** The stills of a published version rendered again (issue 23): one that failed, or a version published before renders existed. */
export const renderProposalAgainSchema = z.object({ proposalId });
/** How long a request for new stills stands before another is taken. */
export const renderAgainPauseMs = 60_000;

export type ProposalCommand =
  | Command<'DraftProposal', z.infer<typeof draftProposalSchema>>
  | Command<'SetProposalBoards', z.infer<typeof setProposalBoardsSchema>>
  | Command<'PublishProposal', z.infer<typeof publishProposalSchema>>
  | Command<'SaveClientReview', z.infer<typeof saveClientReviewSchema>>
  | Command<'AskProposalRevision', z.infer<typeof askProposalRevisionSchema>>
  | Command<'ApproveMoodBoard', z.infer<typeof approveMoodBoardSchema>>
  | Command<'AttachProposalRenders', z.infer<typeof attachProposalRendersSchema>>
  | Command<'RenderProposalAgain', z.infer<typeof renderProposalAgainSchema>>;

const notFound = () => new NotFoundError('PROPOSAL_NOT_FOUND', notFoundMessage);
const isStaff = (actor: Actor) => actor.kind === 'system' || (actor.kind === 'user' && actor.roles.includes('staff'));
const userIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

/** The designer of the proposal (or staff) arranges it; anyone else does not see it. */
function asDesigner(state: ProposalState, actor: Actor): Proposal {
  const p = state.proposal;
  if (!p) throw notFound();
  if (isStaff(actor) || userIdOf(actor) === p.designerId) return p;
  if (userIdOf(actor) === p.clientId && p.status !== 'DRAFT') throw new ForbiddenError();
  throw notFound();
}

/** The client sees only what was published: a draft is "not found" to them, as another client's proposal is. */
function asClient(state: ProposalState, actor: Actor): Proposal {
  const p = state.proposal;
  if (!p || userIdOf(actor) !== p.clientId || p.status === 'DRAFT') throw notFound();
  return p;
}

export function decideProposal(command: ProposalCommand, state: ProposalState): ProposalEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'DraftProposal': {
      const d = command.data;
      if (!isStaff(actor) && userIdOf(actor) !== d.designerId) throw new ForbiddenError();
      if (state.proposal) {
        if (state.proposal.needId === d.needId && state.proposal.version === d.version) return [];
        throw new IllegalStateError('PROPOSAL_EXISTS', 'This proposal already exists');
      }
      return [{ type: 'ProposalDrafted', data: { ...d, boardIds: [...new Set(d.boardIds)], draftedAt: now } }];
    }
    case 'SetProposalBoards': {
      const p = asDesigner(state, actor);
      if (p.status !== 'DRAFT') throw new IllegalStateError('PROPOSAL_PUBLISHED', 'A published proposal cannot change: draft a new version');
      const ids = [...new Set(command.data.boardIds)];
      if (JSON.stringify(ids) === JSON.stringify(p.boardIds)) return [];
      return [{ type: 'ProposalBoardsSet', data: { proposalId: p.proposalId, boardIds: ids, setAt: now } }];
    }
    case 'PublishProposal': {
      const p = asDesigner(state, actor);
      if (p.status !== 'DRAFT') return [];
      if (!p.boardIds.length) throw new ValidationError('NO_BOARDS', 'Add at least one mood board before publishing', { boardIds: 'Add at least one mood board before publishing' });
      const boards = command.data.boards;
      if (boards.length !== p.boardIds.length || p.boardIds.some((b, i) => boards[i]?.boardId !== b))
        throw new ValidationError('BOARDS_CHANGED', 'The proposal’s boards changed while publishing: please try again', { boards: 'The proposal’s boards changed' });
      if (boards.every((b) => !b.objects.length)) throw new ValidationError('EMPTY_BOARDS', 'Put something on a mood board before publishing', { boards: 'Put something on a mood board before publishing' });
      return [{ type: 'ProposalPublished', data: { proposalId: p.proposalId, needId: p.needId, version: p.version, boards, publishedAt: now } }];
    }
    case 'SaveClientReview': {
      const p = asClient(state, actor);
      const { overall, rowVer } = command.data;
      if (rowVer !== p.review.rowVer) {
        // The same text saved twice (a retried request) is no conflict.
        if (rowVer === p.review.rowVer - 1 && overall === p.review.overall) return [];
        throw new DomainError('conflict', 'STALE_REVIEW', staleReviewMessage);
      }
      if (overall === p.review.overall) return [];
      return [{ type: 'ClientReviewSaved', data: { proposalId: p.proposalId, overall, rowVer: p.review.rowVer + 1, savedAt: now } }];
    }
    case 'AskProposalRevision': {
      const p = asClient(state, actor);
      if (p.revisions.some((r) => r.revisionId === command.data.revisionId)) return [];
      if (p.status !== 'PUBLISHED') throw new IllegalStateError('REVISION_REFUSED', p.status === 'APPROVED' ? 'This proposal is approved' : 'A revision was already asked for; your designer is on it');
      return [{ type: 'ProposalRevisionAsked', data: { proposalId: p.proposalId, needId: p.needId, revisionId: command.data.revisionId, note: command.data.note, askedAt: now } }];
    }
    case 'ApproveMoodBoard': {
      const p = asClient(state, actor);
      const { boardId } = command.data;
      if (!p.boardIds.includes(boardId)) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board is not part of the proposal');
      if (p.approvedBoardIds.includes(boardId)) return [];
      if (p.status === 'REVISION_ASKED') throw new IllegalStateError('REVISION_ASKED', 'A revision was asked for: approve the next version');
      return [{ type: 'MoodBoardApproved', data: { proposalId: p.proposalId, needId: p.needId, boardId, approvedAt: now } }];
    }
    case 'AttachProposalRenders': {
      const p = state.proposal;
      if (!p) throw notFound();
      if (!isStaff(actor)) throw new ForbiddenError();
      const { version, boardId, renders } = command.data;
      if (p.status === 'DRAFT' || version !== p.version) throw new IllegalStateError('NOT_PUBLISHED', 'Renders are attached to a published version');
      if (!p.boards.some((b) => b.boardId === boardId)) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board is not part of the proposal');
      // Rendered again (a retried step, a replay): the same stills change nothing.
      if (JSON.stringify(p.renders[boardId] ?? null) === JSON.stringify(renders)) return [];
      return [{ type: 'ProposalRendersAttached', data: { proposalId: p.proposalId, version, boardId, renders, attachedAt: now } }];
    }
    case 'RenderProposalAgain': {
      const p = asDesigner(state, actor);
      if (p.status === 'DRAFT') throw new IllegalStateError('NOT_PUBLISHED', 'Publish this version first: its stills are rendered then');
      if (p.rendersRequestedAt && Date.parse(now) - Date.parse(p.rendersRequestedAt) < renderAgainPauseMs)
        throw new DomainError('conflict', 'RENDERS_REQUESTED', 'The stills are being rendered: they will be here in a minute');
      return [{ type: 'ProposalRendersRequested', data: { proposalId: p.proposalId, needId: p.needId, version: p.version, requestedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
};
