import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { mayDesignProject } from '../../../domain/authz';
import { zOrdered } from '../../../domain/canvas/board';
import { boardIdPattern } from '../../../domain/canvas/canvas-board';
import { canvasCommands } from '../../../domain/canvas/commands';
import { projectCommands } from '../../../domain/projects/commands';
import { reviewCommands } from '../../../domain/review/commands';
import { type BoardSnapshot, reviewedProductIds } from '../../../domain/review/proposal';
import { maxNotesLength } from '../../../domain/review/proposal.decide';
import { IllegalStateError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getBoardRow } from '../../../projections/canvas/boards';
import { needById, type NeedView } from '../../../projections/projects/needs';
import { commentsOfBoards, getProposal, listProposals, type ProposalRow, proposalsOfNeed, proposalsWithBoard } from '../../../projections/review/proposals';
import { boardsWait, boardTemplate, serverActor } from '~/canvas/index.server';
import { createBoardDoc, toBase64 } from '~/canvas';
import { parseWith } from '../../web/api.server';
import { rendersOf } from './proposal-renders.server';
import { addBoardToCart, type Shopper } from '~/commerce/index.server';

/**
 * Designer proposals (issue 10): a designer drafts mood boards for an assigned
 * project privately — boards only they (and staff) can open — and publishes them
 * as a numbered version; the client only ever sees published versions, as they
 * were published. The client's overall review, revisions and approvals live on
 * the proposal; a revision also counts against the project's plan.
 */
export const reviewWait = { waitFor: ['review'] };
export const proposalNotFoundMessage = 'This proposal does not exist';
const notFound = () => new NotFoundError('PROPOSAL_NOT_FOUND', proposalNotFoundMessage);
const needNotFound = () => new NotFoundError('NEED_NOT_FOUND', 'This design project does not exist');

const userIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);
export const isStaff = (actor: Actor) => actor.kind === 'user' && actor.roles.includes('staff');

const idInput = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(64, message).regex(/^[A-Za-z0-9_-]+$/, message);
export const proposalIdInput = idInput(proposalNotFoundMessage);
const needIdInput = z.coerce.string({ required_error: 'This design project does not exist' }).trim().regex(/^\d{1,10}$/, 'This design project does not exist');
export const boardIdInput = z.string({ required_error: 'This mood board does not exist', invalid_type_error: 'This mood board does not exist' }).regex(boardIdPattern, 'This mood board does not exist');

/** The proposal id of a project's version: derived, so two racing drafts make one. */
const proposalIdFor = (needId: string, version: number) => `pp${createHash('sha256').update(`${needId}:${version}`).digest('hex').slice(0, 16)}`;

/** A project the actor designs (its assigned designer, or staff); anyone else is told it does not exist. */
export async function designedNeed(runtime: Runtime, actor: Actor, needId: unknown): Promise<NeedView> {
  const need = await needById(runtime.db, parseWith(needIdInput, needId));
  if (!need || need.status === 'DRAFT' || need.status === 'DELETED') throw needNotFound();
  if (!mayDesignProject(actor, need)) throw needNotFound();
  return need;
}

/** A proposal the actor may arrange: its project's designer or staff. */
async function designedProposal(runtime: Runtime, actor: Actor, proposalId: unknown): Promise<ProposalRow> {
  const p = await getProposal(runtime.db, parseWith(proposalIdInput, proposalId));
  if (!p) throw notFound();
  if (!isStaff(actor) && p.designerId !== userIdOf(actor)) throw notFound();
  return p;
}

/** A proposal the actor may see: a published one of their own project, or any of a project they design. */
export async function visibleProposal(runtime: Runtime, actor: Actor, proposalId: unknown): Promise<ProposalRow> {
  const p = await getProposal(runtime.db, parseWith(proposalIdInput, proposalId));
  if (!p) throw notFound();
  const me = userIdOf(actor);
  if (isStaff(actor) || p.designerId === me) return p;
  if (p.clientId === me && p.status !== 'DRAFT') return p;
  throw notFound();
}

/** The designer's view of a project's proposals: every version, drafts included, with each draft board's state. */
export async function proposalsForDesigner(runtime: Runtime, actor: Actor, needId: unknown) {
  const need = await designedNeed(runtime, actor, needId);
  const proposals = await proposalsOfNeed(runtime.db, need.needId, { publishedOnly: false });
  const draft = proposals.find((p) => p.status === 'DRAFT') ?? null;
  const draftBoards = draft
    ? await Promise.all(draft.boardIds.map(async (id) => {
      const row = await getBoardRow(runtime.db, id);
      return { boardId: id, name: row?.name ?? 'Mood board', objects: row ? Object.keys(row.board.objects).length : 0, products: row?.productIds.length ?? 0, updatedAt: row?.updatedAt ?? null };
    }))
    : [];
  return { need, proposals, draft, draftBoards };
}

/** Starts the next version (or returns the draft already started): it begins with the last version's boards. */
export async function draftProposal(runtime: Runtime, actor: Actor, needId: unknown): Promise<ProposalRow> {
  const need = await designedNeed(runtime, actor, needId);
  const proposals = await proposalsOfNeed(runtime.db, need.needId, { publishedOnly: false });
  const open = proposals.find((p) => p.status === 'DRAFT');
  if (open) return open;
  const version = (proposals[0]?.version ?? 0) + 1;
  const proposalId = proposalIdFor(need.needId, version);
  const boardIds = proposals[0]?.boardIds ?? [];
  await runtime.execute(reviewCommands.DraftProposal, { proposalId, needId: need.needId, clientId: need.clientId ?? '', designerId: need.designerId ?? userIdOf(actor) ?? '', version, boardIds }, { actor }, reviewWait);
  return (await getProposal(runtime.db, proposalId))!;
}

/** A new private board on the draft: only the designer (and staff) can open it until it is published. */
export async function addProposalBoard(runtime: Runtime, actor: Actor, input: unknown): Promise<{ proposal: ProposalRow; boardId: string }> {
  const { proposalId, name } = parseWith(z.object({ proposalId: proposalIdInput, name: z.string().trim().max(100, 'The name is at most 100 characters').optional() }), input);
  const p = await designedProposal(runtime, actor, proposalId);
  if (p.status !== 'DRAFT') throw new IllegalStateError('PROPOSAL_PUBLISHED', 'A published proposal cannot change: draft a new version');
  if (p.boardIds.length >= 20) throw new ValidationError('TOO_MANY_BOARDS', 'A proposal holds at most 20 mood boards');
  const need = (await needById(runtime.db, p.needId))!;
  const boardId = `mb${randomBytes(8).toString('hex')}`;
  const template = boardTemplate(need.room.name);
  const { changes } = createBoardDoc(template, serverActor);
  const boardName = name || `${need.room.name} · option ${String.fromCharCode(65 + (p.boardIds.length % 26))}`;
  await runtime.execute(canvasCommands.CreateBoard, {
    boardId, project: { kind: 'need', id: p.needId }, name: boardName, members: [{ userId: p.designerId, role: 'designer' }], private: true,
    initial: { background: template.background, roomName: template.roomName }, initialChanges: changes.map(toBase64),
  }, { actor }, boardsWait);
  await runtime.execute(reviewCommands.SetProposalBoards, { proposalId: p.proposalId, boardIds: [...p.boardIds, boardId] }, { actor }, reviewWait);
  return { proposal: (await getProposal(runtime.db, p.proposalId))!, boardId };
}

export async function removeProposalBoard(runtime: Runtime, actor: Actor, input: unknown): Promise<ProposalRow> {
  const { proposalId, boardId } = parseWith(z.object({ proposalId: proposalIdInput, boardId: boardIdInput }), input);
  const p = await designedProposal(runtime, actor, proposalId);
  if (!p.boardIds.includes(boardId)) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board is not part of the proposal');
  await runtime.execute(reviewCommands.SetProposalBoards, { proposalId: p.proposalId, boardIds: p.boardIds.filter((b) => b !== boardId) }, { actor }, reviewWait);
  return (await getProposal(runtime.db, p.proposalId))!;
}

const notesInput = z.record(z.string(), z.string().max(maxNotesLength, `Please keep the notes under ${maxNotesLength} characters`)).default({});

/**
 * Publishes the draft: each board as it stands now (with the designer's notes) is
 * frozen into the version; the project counts as delivered, so the client may
 * ask for revisions within their plan.
 */
export async function publishProposal(runtime: Runtime, actor: Actor, input: unknown): Promise<ProposalRow> {
  const { proposalId, notes } = parseWith(z.object({ proposalId: proposalIdInput, notes: notesInput }), input);
  const p = await designedProposal(runtime, actor, proposalId);
  const need = await needById(runtime.db, p.needId);
  if (p.status === 'DRAFT') {
    const boards: BoardSnapshot[] = [];
    for (const boardId of p.boardIds) {
      const row = await getBoardRow(runtime.db, boardId);
      if (!row) throw new NotFoundError('BOARD_NOT_FOUND', 'A mood board of this proposal no longer exists');
      boards.push({ boardId, name: row.name, clientNotes: (notes[boardId] ?? '').trim(), background: row.board.background, roomName: row.board.roomName, room: row.board.room ?? null, views: row.board.views ?? null, objects: zOrdered(row.board) });
    }
    await runtime.execute(reviewCommands.PublishProposal, { proposalId: p.proposalId, boards }, { actor }, reviewWait);
  }
  if (need?.status === 'IN_DESIGN') await runtime.execute(projectCommands.DeliverDesign, { needId: p.needId }, { actor }, { waitFor: ['projects-needs'] });
  return (await getProposal(runtime.db, p.proposalId))!;
}

/** POST designer/proposals/{id}/renders: the version's room stills rendered again (one failed, or it was published before renders existed). */
export async function renderProposalAgain(runtime: Runtime, actor: Actor, input: unknown): Promise<ProposalRow> {
  const { proposalId } = parseWith(z.object({ proposalId: proposalIdInput }), input);
  const p = await designedProposal(runtime, actor, proposalId);
  await runtime.execute(reviewCommands.RenderProposalAgain, { proposalId: p.proposalId }, { actor }, reviewWait);
  return (await getProposal(runtime.db, p.proposalId))!;
}

/** The client's own project, as the review pages need it. */
export async function ownNeed(runtime: Runtime, actor: Actor, needId: unknown): Promise<NeedView> {
  const need = await needById(runtime.db, parseWith(needIdInput, needId));
  if (!need || !need.clientId || need.clientId !== userIdOf(actor)) throw needNotFound();
  return need;
}

/** GET moodBoardProposal with params: needId (or none: every project of the caller); a client sees published versions only. */
export async function listProposalsFor(runtime: Runtime, actor: Actor, input: unknown) {
  const q = parseWith(z.object({
    needId: needIdInput.optional(),
    start: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }), input);
  const me = userIdOf(actor);
  if (!me) return { total: 0, list: [] };
  const where = isStaff(actor)
    ? { needId: q.needId, publishedOnly: false }
    : actor.kind === 'user' && actor.roles.includes('designer')
      ? { needId: q.needId, designerId: me, publishedOnly: false }
      : { needId: q.needId, clientId: me, publishedOnly: true };
  const { total, rows } = await listProposals(runtime.db, where, q);
  return { total, list: rows.map(proposalJson) };
}

/** A proposal as the JSON calls answer it (part 1 §3: id, needId, version, moodBoards, clientReview, _rowVer). */
export function proposalJson(p: ProposalRow) {
  const boards = p.status === 'DRAFT' ? p.boardIds.map((boardId) => ({ id: boardId, name: null as string | null, clientNotes: '' })) : p.boards.map((b) => ({ id: b.boardId, name: b.name as string | null, clientNotes: b.clientNotes }));
  return {
    id: p.proposalId, needId: p.needId, version: p.version, status: p.status,
    moodBoards: boards.map((b) => ({ ...b, approved: p.approvedBoardIds.includes(b.id) })),
    clientReview: { comments: { overall: p.overall }, _rowVer: p.rowVer, savedAt: p.reviewSavedAt },
    _rowVer: p.rowVer,
    revisions: p.revisions, publishedAt: p.publishedAt, draftedAt: p.draftedAt,
    renders: Object.fromEntries(p.boards.map((b) => [b.boardId, rendersOf(p, b.boardId)])),
  };
}

export const staleReviewCode = 'STALE_REVIEW';

/** PUT moodBoardProposal/{id}/clientReview: the overall text with the row version it was written over. */
export async function saveClientReview(runtime: Runtime, actor: Actor, proposalId: unknown, input: unknown) {
  const p = await visibleProposal(runtime, actor, proposalId);
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, any>;
  const review = (body.clientReview && typeof body.clientReview === 'object' ? body.clientReview : body) as Record<string, any>;
  const overall = review.comments?.overall ?? review.overall;
  const rowVer = review._rowVer ?? body._rowVer ?? review.rowVer;
  await runtime.execute(reviewCommands.SaveClientReview, { proposalId: p.proposalId, overall, rowVer: rowVer === undefined || rowVer === null || rowVer === '' ? undefined : Number(rowVer) }, { actor }, reviewWait);
  return proposalJson((await getProposal(runtime.db, p.proposalId))!);
}

/** The newest review text and version, shown when a save was refused as stale. */
export async function currentReview(runtime: Runtime, proposalId: string) {
  const p = await getProposal(runtime.db, proposalId);
  return p ? { overall: p.overall, _rowVer: p.rowVer } : null;
}

/** POST moodBoardProposal/approvedMoodboard {proposalId, moodBoardId}. */
export async function approveMoodBoard(runtime: Runtime, actor: Actor, input: unknown) {
  const { proposalId, moodBoardId } = parseWith(z.object({ proposalId: proposalIdInput, moodBoardId: boardIdInput }), { ...(input as object), moodBoardId: (input as Record<string, unknown>)?.moodBoardId ?? (input as Record<string, unknown>)?.boardId });
  const p = await visibleProposal(runtime, actor, proposalId);
  await runtime.execute(reviewCommands.ApproveMoodBoard, { proposalId: p.proposalId, boardId: moodBoardId }, { actor }, reviewWait);
  return proposalJson((await getProposal(runtime.db, p.proposalId))!);
}

/**
 * The client asks for a revision of a published version: it counts against the
 * plan's allowance (the project refuses once none are left), then the version is
 * marked as sent back.
 */
export async function askRevision(runtime: Runtime, actor: Actor, input: unknown) {
  const { proposalId, note, revisionId } = parseWith(z.object({ proposalId: proposalIdInput, note: z.unknown(), revisionId: idInput('Invalid revision').optional() }), input);
  const p = await visibleProposal(runtime, actor, proposalId);
  if (p.clientId !== userIdOf(actor)) throw notFound();
  const id = revisionId ?? `rev-${randomBytes(8).toString('hex')}`;
  if (p.status === 'APPROVED') throw new IllegalStateError('REVISION_REFUSED', 'This proposal is approved');
  await runtime.execute(projectCommands.RequestRevision, { needId: p.needId, revisionId: id, note }, { actor }, { waitFor: ['projects-needs'] });
  await runtime.execute(reviewCommands.AskProposalRevision, { proposalId: p.proposalId, revisionId: id, note }, { actor }, reviewWait);
  return proposalJson((await getProposal(runtime.db, p.proposalId))!);
}

/** When the client asks for a revision from the project page, the newest published version is sent back too. */
export async function markLatestSentBack(runtime: Runtime, actor: Actor, needId: string, revisionId: string, note: string) {
  const latest = (await proposalsOfNeed(runtime.db, needId, { publishedOnly: true }))[0];
  if (latest?.status === 'PUBLISHED' && latest.clientId === userIdOf(actor)) {
    await runtime.execute(reviewCommands.AskProposalRevision, { proposalId: latest.proposalId, revisionId, note }, { actor }, reviewWait);
  }
}

/**
 * Where a board is reviewed: the newest published version holding it that the
 * actor may see (or the version asked for). Designers and staff also see drafts.
 */
export async function reviewedBoard(runtime: Runtime, actor: Actor, boardId: unknown, proposalId?: unknown): Promise<{ proposal: ProposalRow; board: BoardSnapshot | null; role: 'client' | 'designer' | 'staff' }> {
  const id = parseWith(boardIdInput, boardId);
  const me = userIdOf(actor);
  const candidates = proposalId ? [await visibleProposal(runtime, actor, proposalId)] : await proposalsWithBoard(runtime.db, id);
  for (const p of candidates) {
    if (!p.boardIds.includes(id)) continue;
    const role = isStaff(actor) ? 'staff' : p.designerId === me ? 'designer' : p.clientId === me && p.status !== 'DRAFT' ? 'client' : null;
    if (!role) continue;
    return { proposal: p, board: p.boards.find((b) => b.boardId === id) ?? null, role };
  }
  throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
}

/** The kept products of an approved board, added to the client's cart for the project in one step. */
export async function keptGoods(runtime: Runtime, actor: Actor, input: unknown): Promise<{ proposal: ProposalRow; boardId: string; goodsIds: string[] }> {
  const { proposalId, moodBoardId } = parseWith(z.object({ proposalId: proposalIdInput, moodBoardId: boardIdInput }), input);
  const p = await visibleProposal(runtime, actor, proposalId);
  if (p.clientId !== userIdOf(actor)) throw notFound();
  const board = p.boards.find((b) => b.boardId === moodBoardId);
  if (!board) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board is not part of the proposal');
  if (!p.approvedBoardIds.includes(moodBoardId)) throw new IllegalStateError('NOT_APPROVED', 'Approve the mood board first');
  const onBoard = reviewedProductIds(board);
  const kept = (await commentsOfBoards(runtime.db, [moodBoardId])).filter((c) => c.intent === 'KEEP' && onBoard.includes(c.productId)).map((c) => c.productId);
  if (!kept.length) throw new ValidationError('NOTHING_KEPT', 'Mark the products you want to keep first');
  return { proposal: p, boardId: moodBoardId, goodsIds: kept };
}

/** The kept products of an approved board into the client's cart, bought for the project, in one step. */
export async function addKeptToCart(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { proposal, goodsIds } = await keptGoods(runtime, shopper.actor, input);
  return addBoardToCart(runtime, shopper, { goodsStr: goodsIds.join(',') }, { type: 'NEED', id: proposal.needId });
}
