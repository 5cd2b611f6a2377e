import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { reviewCommands } from '../../../domain/review/commands';
import { type BoardSnapshot, reviewedObjects, reviewedProductIds } from '../../../domain/review/proposal';
import { NO_MARK, reviewOptions, statusIdOf, reviewTags } from '../../../domain/review/review-options';
import { commentIdMessage } from '../../../domain/review/board-review.decide';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { needById } from '../../../projections/projects/needs';
import { type CommentRow, commentsOfBoards, getComment, type ProposalRow } from '../../../projections/review/proposals';
import { parseWith } from '../../web/api.server';
import { proxiedImages } from '~/canvas';
import { boardIdInput, reviewedBoard, reviewWait, visibleProposal } from './proposals.server';

/**
 * The client's marks on a published board's products (part 1 §3 product comment,
 * part 2 §3 board product and review options): one comment per product, set for
 * the board, updated by its id; the designer answers and offers alternatives.
 */
const commentNotFound = () => new NotFoundError('COMMENT_NOT_FOUND', 'This comment does not exist');

/** The people of a board the decider checks against: its client and designers (from the proposal and the project, never the request). */
async function boardPeople(runtime: Runtime, proposal: ProposalRow, boardId: string) {
  const need = await needById(runtime.db, proposal.needId);
  const designerIds = [...new Set([proposal.designerId, ...(need?.designerId ? [need.designerId] : [])])];
  return { boardId, clientId: proposal.clientId, designerIds };
}

/** A comment as the JSON calls answer it (id, moodBoardCanvasId, intent, statusId, tagIds, content/text, answer, alternatives). */
export function commentJson(c: CommentRow) {
  return {
    id: c.commentId, moodBoardCanvasId: c.boardId, productId: c.productId, intent: c.intent, statusId: c.intent ? statusIdOf[c.intent] : NO_MARK,
    tagIds: c.tagIds, tags: c.tagIds.map((id) => reviewTags.find((t) => t.id === id)?.name ?? null).filter(Boolean), content: c.content, text: c.content,
    answer: c.answer, answeredAt: c.answeredAt, alternatives: c.alternatives, updatedAt: c.updatedAt,
  };
}

const dimensionsText = (d: unknown) => {
  if (!d || typeof d !== 'object') return '';
  const { width, depth, height, unit } = d as Record<string, unknown>;
  const parts = [['W', width], ['D', depth], ['H', height]].filter(([, v]) => typeof v === 'number' && v > 0).map(([k, v]) => `${k} ${v}`);
  return parts.length ? `${parts.join(' × ')}${typeof unit === 'string' ? ` ${unit}` : ''}` : '';
};

/** The products of a published board (alternatives excluded) with prices now, stock and the client's comment. */
export async function boardProducts(runtime: Runtime, board: BoardSnapshot, comments: readonly CommentRow[]) {
  const ids = reviewedProductIds(board);
  const goods = await getGoodsByIds(runtime.db, ids);
  const stock = await availableStock(runtime.db, goods.map((g) => g.id));
  const byId = new Map(goods.map((g) => [g.id, g]));
  return ids.map((id) => {
    const g = byId.get(id);
    const object = board.objects.find((o) => o.objMeta.productId === id)!;
    const comment = comments.find((c) => c.productId === id) ?? null;
    return {
      productId: id, uuid: id,
      name: g?.name ?? object.objMeta.name ?? 'Product',
      brand: g?.brand ?? object.objMeta.vendor ?? '',
      additional: g ? dimensionsText(g.dimensions) : '',
      description: g?.description ?? '',
      link: g?.visitUrl ?? null,
      priceCents: g?.priceCents ?? Math.round((object.objMeta.price ?? 0) * 100),
      salePriceCents: g?.salePriceCents ?? null,
      price: (g?.priceCents ?? Math.round((object.objMeta.price ?? 0) * 100)) / 100,
      salePrice: g?.salePriceCents == null ? null : g.salePriceCents / 100,
      markType: g?.markType ?? null,
      hasModel: false,
      availability: g?.availability ?? 'Not available',
      goodsCount: g ? (stock.get(g.id) ?? null) : 0,
      purchasable: g?.purchasable ?? false,
      savedPics: g?.savedPics ?? (object.objMeta.displayImg ? [object.objMeta.displayImg] : []),
      comment: comment ? commentJson(comment) : { id: null, statusId: NO_MARK, intent: null, tagIds: [] as number[], content: '', answer: null, alternatives: [] as string[] },
    };
  });
}
export type BoardProduct = Awaited<ReturnType<typeof boardProducts>>[number];

/** The alternatives a designer offered, as products the client can open and buy. */
export async function alternativeGoods(runtime: Runtime, comments: readonly CommentRow[]) {
  const ids = [...new Set(comments.flatMap((c) => c.alternatives))];
  const goods = await getGoodsByIds(runtime.db, ids);
  return new Map(goods.map((g) => [g.id, { productId: g.id, name: g.name, brand: g.brand, priceCents: g.priceCents, salePriceCents: g.salePriceCents, link: g.visitUrl, savedPics: g.savedPics, purchasable: g.purchasable }]));
}

/** The review side of a board (part 2 §3): name, clientNotes, width, height and its objects with alternatives excluded. */
export function reviewSide(board: BoardSnapshot, hosts: readonly string[]) {
  const objects = reviewedObjects(board).map((o) => proxiedImages(o, hosts));
  return {
    id: board.boardId, name: board.name, clientNotes: board.clientNotes, width: board.background.width, height: board.background.height,
    background: board.background, roomName: board.roomName,
    objects: JSON.stringify(objects.map((o) => ({ id: o.id, productId: o.objMeta.productId, customCategory: o.objMeta.customCategory, left: o.left, top: o.top, width: o.width, height: o.height, scaleX: o.scaleX, scaleY: o.scaleY, angle: o.angle }))),
    snapshot: JSON.stringify({ objects }),
  };
}


/** Everything a review page shows of one board of a version. */
export async function boardReview(runtime: Runtime, actor: Actor, boardId: unknown, proposalId?: unknown) {
  const { proposal, board, role } = await reviewedBoard(runtime, actor, boardId, proposalId);
  if (!board) return { proposal, board: null, role, products: [], comments: [], alternatives: new Map() };
  const comments = await commentsOfBoards(runtime.db, [board.boardId]);
  return { proposal, board, role, products: await boardProducts(runtime, board, comments), comments, alternatives: await alternativeGoods(runtime, comments) };
}

const markInput = z.object({
  intent: z.string().trim().max(20).nullish(),
  statusId: z.coerce.number().int().nullish(),
  tagIds: z.union([z.array(z.coerce.number().int()), z.string().transform((s) => s.split(',').filter(Boolean).map(Number))]).nullish(),
  content: z.string().max(5000, 'Please keep it under 2000 characters').nullish(),
  text: z.string().max(5000, 'Please keep it under 2000 characters').nullish(),
});

/**
 * POST moodBoardProductComment/setForMoodBoard/{id}: the client's mark on one
 * product of the board — a new comment, or a change to the product's comment.
 */
export async function setForMoodBoard(runtime: Runtime, actor: Actor, boardId: unknown, input: unknown) {
  const body = parseWith(markInput.extend({ productId: z.string({ required_error: 'Please choose a product' }).trim().min(1, 'Please choose a product').max(64), proposalId: z.string().max(64).optional() }), input);
  const { proposal, board } = await reviewedBoard(runtime, actor, boardId, body.proposalId || undefined);
  if (!board) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
  if (!reviewedProductIds(board).includes(body.productId)) throw new ValidationError('NOT_ON_BOARD', 'This product is not on the mood board', { productId: 'This product is not on the mood board' });
  const people = await boardPeople(runtime, proposal, board.boardId);
  const mark = { intent: body.intent, statusId: body.statusId, tagIds: body.tagIds, content: body.content ?? body.text };
  const existing = (await commentsOfBoards(runtime.db, [board.boardId])).find((c) => c.productId === body.productId);
  const commentId = existing?.commentId ?? `pc${randomBytes(8).toString('hex')}`;
  if (existing) await runtime.execute(reviewCommands.UpdateProductComment, { ...people, commentId, mark }, { actor }, reviewWait);
  else {
    if (mark.statusId === NO_MARK && !mark.intent) throw new ValidationError('UNKNOWN_INTENT', "Please choose Keep, See options or Don't want", { intent: "Please choose Keep, See options or Don't want" });
    await runtime.execute(reviewCommands.MarkProduct, { ...people, commentId, productId: body.productId, mark }, { actor }, reviewWait);
  }
  return commentJson((await getComment(runtime.db, commentId))!);
}

/** The comment and where it is reviewed, for one the actor may see. */
async function visibleComment(runtime: Runtime, actor: Actor, commentId: unknown) {
  const id = parseWith(z.string({ required_error: commentIdMessage, invalid_type_error: commentIdMessage }).trim().min(1, commentIdMessage).max(64, commentIdMessage).regex(/^[A-Za-z0-9_-]+$/, commentIdMessage), commentId);
  const comment = await getComment(runtime.db, id);
  if (!comment) throw commentNotFound();
  try {
    const { proposal } = await reviewedBoard(runtime, actor, comment.boardId);
    return { comment, proposal, people: await boardPeople(runtime, proposal, comment.boardId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw commentNotFound();
    throw error;
  }
}

/** PUT moodBoardProductComment/{id}: the client changes their comment (statusId -1 clears the mark; the intent changes the status). */
export async function updateComment(runtime: Runtime, actor: Actor, commentId: unknown, input: unknown) {
  const { comment, people } = await visibleComment(runtime, actor, commentId);
  const body = parseWith(markInput, input);
  await runtime.execute(reviewCommands.UpdateProductComment, { ...people, commentId: comment.commentId, mark: { intent: body.intent, statusId: body.statusId, tagIds: body.tagIds, content: body.content ?? body.text } }, { actor }, reviewWait);
  return commentJson((await getComment(runtime.db, comment.commentId))!);
}

/** The designer answers a comment (the client's mail follows from the event: processes/review/review-mails.ts). */
export async function answerComment(runtime: Runtime, actor: Actor, commentId: unknown, input: unknown) {
  const { comment, people } = await visibleComment(runtime, actor, commentId);
  const { answer } = parseWith(z.object({ answer: z.unknown() }), input);
  await runtime.execute(reviewCommands.AnswerProductComment, { ...people, commentId: comment.commentId, answer }, { actor }, reviewWait);
  return commentJson((await getComment(runtime.db, comment.commentId))!);
}

/** The designer offers marketplace products instead of one the client asked to see options for. */
export async function offerAlternatives(runtime: Runtime, actor: Actor, commentId: unknown, input: unknown) {
  const { comment, people } = await visibleComment(runtime, actor, commentId);
  const { goodsIds } = parseWith(z.object({
    goodsIds: z.union([z.array(z.string().trim()), z.string().transform((s) => s.split(/[\s,]+/).filter(Boolean))], { required_error: 'Choose at least one alternative' }),
  }), input);
  const found = await getGoodsByIds(runtime.db, goodsIds);
  const missing = goodsIds.filter((id) => !found.some((g) => g.id === id));
  if (missing.length) throw new ValidationError('UNKNOWN_GOODS', `No such product: ${missing.slice(0, 3).join(', ')}`, { goodsIds: `No such product: ${missing.slice(0, 3).join(', ')}` });
  await runtime.execute(reviewCommands.OfferAlternatives, { ...people, commentId: comment.commentId, goodsIds }, { actor }, reviewWait);
  return commentJson((await getComment(runtime.db, comment.commentId))!);
}

/** GET moodBoardProductComment with params: the comments of a board (moodBoardId) or of every board of a version (proposalId). */
export async function listComments(runtime: Runtime, actor: Actor, input: unknown) {
  const q = parseWith(z.object({ moodBoardId: boardIdInput.optional(), proposalId: z.string().max(64).optional() }).refine((d) => d.moodBoardId || d.proposalId, { message: 'Say which mood board (moodBoardId) or proposal (proposalId)', path: ['moodBoardId'] }), input);
  if (q.moodBoardId) {
    await reviewedBoard(runtime, actor, q.moodBoardId, q.proposalId || undefined);
    return (await commentsOfBoards(runtime.db, [q.moodBoardId])).map(commentJson);
  }
  const p = await visibleProposal(runtime, actor, q.proposalId);
  return (await commentsOfBoards(runtime.db, p.boardIds)).map(commentJson);
}

/** The options a client chooses from (tags with ids, prompts), for the JSON calls and pages. */
export const reviewOptionsJson = () => Object.values(reviewOptions).map((o) => ({ intent: o.intent, statusId: statusIdOf[o.intent], label: o.label, prompt: o.prompt, tags: o.tags.map((t) => ({ id: t.id, name: t.name })) }));
