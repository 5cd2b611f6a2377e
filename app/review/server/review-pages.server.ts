import { randomBytes } from 'node:crypto';
import { caseOfProject, proposeCase } from '~/content/index.server';
import { caseMessages } from '../../../domain/content/design-case';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { hasRole } from '../../../domain/authz';
import { revisionsLeft } from '../../../domain/projects/revisions';
import { type BoardSnapshot, reviewedObjects, reviewedProductIds } from '../../../domain/review/proposal';
import { reviewOptions, reviewIntents, statusIdOf, type ReviewIntent } from '../../../domain/review/review-options';
import { isDomainError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { needById } from '../../../projections/projects/needs';
import { commentsOfBoards, type ProposalRow, proposalsOfNeed } from '../../../projections/review/proposals';
import { shopperOf } from '~/commerce/index.server';
import { revisionsText } from '~/projects';
import { ok, requireUser, userAction, noAccessMessage } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { proxiedImages, proxyHosts } from '~/canvas';
import { roomCallOf } from '~/canvas/index.server';
import { rendersOf } from '../application/proposal-renders.server';
import type { Board } from '../../../domain/canvas/board';
import { orderCallerOf, queryMessages, saveMessage } from '~/orders/index.server';
import { type AlternativeOption, alternativeOptions } from '../application/alternative-picker.server';
import { answerComment, boardReview, offerAlternatives, setForMoodBoard } from '../application/comments.server';
import {
  addProposalBoard, approveMoodBoard, askRevision, currentReview, draftProposal, addKeptToCart, proposalsForDesigner, publishProposal, removeProposalBoard, renderProposalAgain,
  saveClientReview, staleReviewCode, visibleProposal,
} from '../application/proposals.server';

const noStore = { 'Cache-Control': 'private, no-store' };
const onceId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** A board as the read-only view draws it (alternatives excluded, images through the proxy). */
export function boardViewOf(runtime: Runtime, board: BoardSnapshot) {
  const hosts = proxyHosts(runtime);
  return {
    name: board.name, width: board.background.width, height: board.background.height, fill: board.background.fill, roomName: board.roomName,
    objects: reviewedObjects(board).map((o) => proxiedImages(o, hosts)),
  };
}

/** The versions of a project the client may see, for the version switcher. */
const versionsOf = (proposals: readonly ProposalRow[]) => proposals.map((p) => ({ proposalId: p.proposalId, version: p.version, status: p.status, publishedAt: p.publishedAt }));

/** What changed between two versions, board by board: products added and taken away. */
function compareVersions(now: ProposalRow, before: ProposalRow) {
  const products = (p: ProposalRow) => new Set(p.boards.flatMap((b) => reviewedProductIds(b)));
  const names = (p: ProposalRow) => new Map(p.boards.flatMap((b) => b.objects.filter((o) => o.objMeta.productId).map((o) => [o.objMeta.productId as string, o.objMeta.name ?? 'Product'] as const)));
  const a = products(now);
  const b = products(before);
  const nameOf = new Map([...names(before), ...names(now)]);
  return {
    version: before.version, proposalId: before.proposalId,
    added: [...a].filter((id) => !b.has(id)).map((id) => ({ productId: id, name: nameOf.get(id) ?? 'Product' })),
    removed: [...b].filter((id) => !a.has(id)).map((id) => ({ productId: id, name: nameOf.get(id) ?? 'Product' })),
    boardsAdded: now.boards.filter((x) => !before.boardIds.includes(x.boardId)).map((x) => x.name),
  };
}

/**
 * /design/review/review?proposalId=…: one published version of the client's
 * design — its boards, the overall review (with its row version), revisions left,
 * the other versions to switch to or compare with.
 */
export async function proposalReviewData(request: Request, runtime: Runtime, actor: Actor, proposalId: string) {
  const url = new URL(request.url);
  const p = await visibleProposal(runtime, actor, proposalId);
  const need = await needById(runtime.db, p.needId);
  if (!need) throw new Response('This proposal does not exist', { status: 404 });
  const clientView = actor.kind === 'user' && actor.userId === p.clientId;
  const all = await proposalsOfNeed(runtime.db, p.needId, { publishedOnly: true });
  const compareId = url.searchParams.get('compare');
  const compareWith = compareId ? all.find((x) => x.proposalId === compareId && x.proposalId !== p.proposalId) ?? null : null;
  const comments = await commentsOfBoards(runtime.db, p.boardIds);
  const plan = (need.plan ?? 'CLASSIC') as Parameters<typeof revisionsLeft>[0];
  return {
    kind: 'proposal' as const,
    proposalId: p.proposalId, needId: p.needId, projectId: need.projectId, room: need.room.name, version: p.version, status: p.status, publishedAt: p.publishedAt,
    clientView,
    boards: p.boards.map((b) => {
      const ids = reviewedProductIds(b);
      const marks = comments.filter((c) => c.boardId === b.boardId && ids.includes(c.productId) && c.intent);
      return { boardId: b.boardId, clientNotes: b.clientNotes, view: boardViewOf(runtime, b), products: ids.length, marked: marks.length, kept: marks.filter((c) => c.intent === 'KEEP').length, approved: p.approvedBoardIds.includes(b.boardId) };
    }),
    review: { overall: p.overall, rowVer: p.rowVer, savedAt: p.reviewSavedAt },
    revisions: p.revisions,
    revisionsLeft: need.plan ? revisionsText(revisionsLeft(plan, need.revisions, need.deliveredAt, new Date().toISOString())) : null,
    revisionId: onceId('rev'),
    versions: versionsOf(all),
    compare: compareWith ? compareVersions(p, compareWith) : null,
    /** The project's design case, if its designer proposed one: the client agrees or withdraws on its page. */
    designCase: clientView ? await caseOfProject(runtime, actor, p.needId) : null,
  };
}

export const proposalReviewAction = userAction(async ({ context, session, input, intent, request }) => {
  const proposalId = new URL(request.url).searchParams.get('proposalId') ?? '';
  const actor = session.actor;
  if (intent === 'overall') {
    try {
      await saveClientReview(context.runtime, actor, proposalId, { comments: { overall: input.overall ?? '' }, _rowVer: input.rowVer });
    } catch (error) {
      if (isDomainError(error) && error.code === staleReviewCode) {
        const newer = await currentReview(context.runtime, proposalId);
        return data({ ok: false as const, message: error.message, code: staleReviewCode, intent, newer, mine: input.overall ?? '' }, { status: 409 });
      }
      throw error;
    }
    return ok('Your review is saved and your designer can read it.', intent);
  }
  if (intent === 'revision') {
    await askRevision(context.runtime, actor, { proposalId, note: input.note ?? '', revisionId: input.revisionId || undefined });
    return ok('Your revision request is with your designer.', intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

/** /client/detail/mood_board?id=…: the review side of a published board, when the client opens one of their proposals. */
export async function boardReviewData(runtime: Runtime, actor: Actor, boardId: string, proposalId: string | null) {
  const r = await boardReview(runtime, actor, boardId, proposalId || undefined);
  if (!r.board) throw new Response('This mood board does not exist', { status: 404 });
  const all = await proposalsOfNeed(runtime.db, r.proposal.needId, { publishedOnly: true });
  const need = await needById(runtime.db, r.proposal.needId);
  const approved = r.proposal.approvedBoardIds.includes(r.board.boardId);
  // The published board as a room (issue 23): its products at their true size where the designer placed them, and the floor plan.
  const board3d: Board = { background: r.board.background, roomName: r.board.roomName, room: r.board.room ?? null, objects: Object.fromEntries(reviewedObjects(r.board).map((o) => [o.id, o])) };
  const room3d = { call: await roomCallOf(runtime, { boardId: r.board.boardId, board: board3d, project: { kind: 'need', id: r.proposal.needId } }), board: board3d };
  return {
    kind: 'review' as const,
    room3d,
    renders: rendersOf(r.proposal, r.board.boardId),
    boardId: r.board.boardId, name: r.board.name, clientNotes: r.board.clientNotes, proposalId: r.proposal.proposalId, version: r.proposal.version, status: r.proposal.status,
    needId: r.proposal.needId, projectId: need?.projectId ?? '', role: r.role,
    view: boardViewOf(runtime, r.board),
    products: r.products.map((p) => ({ ...p, alternatives: p.comment.alternatives.map((id: string) => r.alternatives.get(id)).filter(Boolean) })),
    options: reviewIntents.map((i) => ({ intent: i, statusId: statusIdOf[i], label: reviewOptions[i].label, prompt: reviewOptions[i].prompt, tags: reviewOptions[i].tags.map((t) => ({ id: t.id, name: t.name })) })),
    approved,
    canApprove: r.role === 'client' && !approved && r.proposal.status !== 'REVISION_ASKED',
    keptCount: r.products.filter((p) => p.comment.intent === 'KEEP').length,
    newer: all[0] && all[0].version > r.proposal.version && all[0].boardIds.includes(r.board.boardId) ? { proposalId: all[0].proposalId, version: all[0].version } : null,
  };
}

/** The board's thread between the client and the designer (the review socket's room), read on opening. */
export async function boardThread(runtime: Runtime, session: Parameters<typeof orderCallerOf>[0], boardId: string) {
  const caller = orderCallerOf(session);
  const page = await queryMessages(runtime, caller, { moodboardId: boardId, pageSize: 100 });
  return { me: caller.userId, list: page.list, messageId: onceId('om') };
}

/** The marks a product form sends: the chosen intent, the tags of that intent's group, the text. */
function markOf(form: FormData, input: Record<string, string>) {
  const intent = input.mark ?? '';
  const tagIds = (reviewIntents as readonly string[]).includes(intent) ? form.getAll(`tags_${intent}`).map(String).filter(Boolean).map(Number) : [];
  return { productId: input.productId ?? '', intent: intent === 'NONE' ? undefined : intent, statusId: intent === 'NONE' ? -1 : undefined, tagIds, content: input.content ?? '' };
}

/** After approving a board: this board is approved, and which boards of the version are still to approve (or that none are). */
export function approvedMessage(boards: readonly { name: string | null; approved: boolean }[], version: number): string {
  const left = boards.filter((b) => !b.approved).map((b) => b.name ?? 'Mood board');
  const cart = 'You can now add the products you kept to your cart.';
  if (!left.length) return boards.length > 1 ? `You approved this board: every board of version ${version} is now approved. ${cart}` : `You approved this board. ${cart}`;
  return `You approved this board. ${cart} Still to review in version ${version}: ${left.join(', ')}.`;
}

export const boardReviewAction = userAction(async ({ context, session, input, intent, request, form }) => {
  const url = new URL(request.url);
  const boardId = url.searchParams.get('id') ?? '';
  const proposalId = url.searchParams.get('proposalId') || input.proposalId || '';
  const actor = session.actor;
  if (intent === 'message') {
    await saveMessage(context.runtime, orderCallerOf(session), { moodboardId: boardId, text: input.text ?? '', messageId: input.messageId || undefined });
    return redirect(`${url.pathname}${url.search}#messages`);
  }
  if (intent === 'mark') {
    const mark = markOf(form, input);
    await setForMoodBoard(context.runtime, actor, boardId, { ...mark, proposalId: proposalId || undefined });
    return data({ ok: true as const, message: mark.statusId === -1 ? 'Mark cleared.' : 'Saved — your designer will see it.', intent, productId: mark.productId });
  }
  if (intent === 'approve') {
    const p = await approveMoodBoard(context.runtime, actor, { proposalId, moodBoardId: boardId });
    return ok(approvedMessage(p.moodBoards, p.version), intent);
  }
  if (intent === 'cart') {
    const result = await addKeptToCart(context.runtime, shopperOf(session), { proposalId, moodBoardId: boardId });
    if (input.next === 'cart') return redirect('/payment/index/cart');
    const refused = result.refused.length ? ` ${result.refused.length} could not be added: ${result.refused[0]!.message}` : '';
    return ok(`${result.message}${refused}`, intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

/** /hidden/project/proposal?needId=…: the designer's proposals for a project — the draft's private boards, publishing, and every version's review. */
export async function designerProposalLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  if (!hasRole(session.actor, 'designer') && !hasRole(session.actor, 'staff')) throw new Response(noAccessMessage, { status: 403 });
  const needId = new URL(request.url).searchParams.get('needId') ?? '';
  try {
    const { need, proposals, draft, draftBoards } = await proposalsForDesigner(context.runtime, session.actor, needId);
    const published = proposals.filter((p) => p.status !== 'DRAFT');
    const comments = await commentsOfBoards(context.runtime.db, [...new Set(published.flatMap((p) => p.boardIds))]);
    return data({
      needId: need.needId, projectId: need.projectId, room: need.room.name, status: need.status,
      designCase: await caseOfProject(context.runtime, session.actor, need.needId),
      draft: draft ? { proposalId: draft.proposalId, version: draft.version, boards: draftBoards } : null,
      published: published.map((p) => ({
        proposalId: p.proposalId, version: p.version, status: p.status, publishedAt: p.publishedAt, overall: p.overall, reviewSavedAt: p.reviewSavedAt, revisions: p.revisions,
        boards: p.boards.map((b) => {
          const mine = comments.filter((c) => c.boardId === b.boardId && c.intent);
          return { boardId: b.boardId, name: b.name, stills: rendersOf(p, b.boardId), approved: p.approvedBoardIds.includes(b.boardId), keep: mine.filter((c) => c.intent === 'KEEP').length, options: mine.filter((c) => c.intent === 'SEE_OPTIONS').length, dontWant: mine.filter((c) => c.intent === 'DONT_WANT').length, unanswered: mine.filter((c) => c.content && !c.answer).length };
        }),
      })),
    }, { headers: noStore });
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

export const designerProposalAction = userAction(async ({ context, session, input, intent, request, form }) => {
  const needId = new URL(request.url).searchParams.get('needId') ?? '';
  const actor = session.actor;
  if (intent === 'draft') {
    await draftProposal(context.runtime, actor, needId);
    return ok('Draft started: add mood boards, then publish it to your client.', intent);
  }
  if (intent === 'add-board') {
    const { boardId } = await addProposalBoard(context.runtime, actor, { proposalId: input.proposalId, name: input.name || undefined });
    return redirect(`/moodboard/detail/${boardId}`);
  }
  if (intent === 'remove-board') {
    await removeProposalBoard(context.runtime, actor, { proposalId: input.proposalId, boardId: input.boardId });
    return ok('Board taken off the draft.', intent);
  }
  if (intent === 'publish') {
    const notes: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (key.startsWith('notes_') && typeof value === 'string') notes[key.slice(6)] = value;
    const p = await publishProposal(context.runtime, actor, { proposalId: input.proposalId, notes });
    return ok(`Version ${p.version} is published: your client has been told.`, intent);
  }
  if (intent === 'render') {
    const p = await renderProposalAgain(context.runtime, actor, { proposalId: input.proposalId });
    return ok(`The room stills of version ${p.version} are being rendered: they will be here in a minute.`, intent);
  }
  if (intent === 'propose-case') {
    await proposeCase(context.runtime, { user: { id: session.user!.id }, actor }, { needId, title: input.title, description: input.description });
    return ok(caseMessages.proposed, intent);
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

/** /moodboard/comment/{boardId}: the designer's view of a published board — every mark and comment, answers and alternatives. */
export async function designerCommentsLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  if (!hasRole(session.actor, 'designer') && !hasRole(session.actor, 'staff')) throw new Response(noAccessMessage, { status: 403 });
  try {
    const url = new URL(request.url);
    const page = await boardReviewData(context.runtime, session.actor, params.canvasId ?? '', url.searchParams.get('proposalId'));
    // The alternatives picker of each product the client wants options for (?altFor=commentId&altq=… searches for one of them).
    const altFor = url.searchParams.get('altFor') ?? '';
    const altq = (url.searchParams.get('altq') ?? '').slice(0, 100);
    const onBoard = page.products.map((p) => p.productId);
    const pickers: Record<string, { query: string; options: AlternativeOption[] }> = {};
    for (const p of page.products) {
      if (!p.comment.id || p.comment.intent !== 'SEE_OPTIONS') continue;
      const query = p.comment.id === altFor ? altq : '';
      pickers[p.comment.id] = { query, options: await alternativeOptions(context.runtime, { productId: p.productId, offered: p.comment.alternatives, query, onBoard }) };
    }
    return data({ ...page, pickers, thread: await boardThread(context.runtime, session, page.boardId), now: new Date().toISOString() }, { headers: noStore });
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

export const designerCommentsAction = userAction(async ({ context, session, input, intent, request, form }) => {
  if (intent === 'message') {
    const url = new URL(request.url);
    const boardId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    await saveMessage(context.runtime, orderCallerOf(session), { moodboardId: boardId, text: input.text ?? '', messageId: input.messageId || undefined });
    return redirect(`${url.pathname}${url.search}#messages`);
  }
  if (intent === 'answer') {
    await answerComment(context.runtime, session.actor, input.commentId, { answer: input.answer ?? '' });
    return data({ ok: true as const, message: 'Answer sent to your client.', intent, commentId: input.commentId });
  }
  if (intent === 'alternatives') {
    const goodsIds = form.getAll('goodsIds').map(String).filter(Boolean);
    if (!goodsIds.length) return data({ ok: false as const, message: 'Tick at least one product to offer', intent, commentId: input.commentId }, { status: 400 });
    await offerAlternatives(context.runtime, session.actor, input.commentId, { goodsIds });
    return data({ ok: true as const, message: 'Alternatives sent to your client.', intent, commentId: input.commentId });
  }
  throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
});

export type ReviewIntentOption = { intent: ReviewIntent; statusId: number; label: string; prompt: string | null; tags: { id: number; name: string }[] };
