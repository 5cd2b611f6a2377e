import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ideasCommands } from '../../../domain/ideas/commands';
import { defaultBoardIdOf, ideaLimits, ideaMessages, type IdeaOwner, type IdeaRef } from '../../../domain/ideas/idea-boards';
import { boardNameField } from '../../../domain/ideas/idea-boards.decide';
import { NotFoundError } from '../../../domain/shared/errors';
import { idField } from '../../../domain/shared/schemas';
import type { Runtime } from '../../../infra/runtime';
import { getGoods } from '../../../projections/catalogue/goods.queries';
import { caseById } from '../../../projections/content/design-cases';
import { boardById, boardsByIds, boardsHolding, boardsOf, hintDismissed, ideaBoardsProjection, itemsOf, ownerCounts } from '../../../projections/ideas/idea-boards';
import { parseWith } from '../../web/api.server';
import {
  boardCards,
  flag,
  ideaIdsField,
  ideaViews,
  ownBoard,
  ownerOfAsker,
  readableBoard,
  signedInOwner,
  type BoardCard,
  type IdeaAsker,
  type IdeaView,
} from './idea-views.server';

const waitFor = { waitFor: [ideaBoardsProjection.name] };
const whole = (name: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ invalid_type_error: `${name} is ${min} to ${max}` }).int(`${name} is ${min} to ${max}`).min(min, `${name} is ${min} to ${max}`).max(max, `${name} is ${min} to ${max}`).default(fallback);
const pageInput = (max: number) => z.object({ start: whole('start', 0, 1_000_000, 0), pageSize: whole('pageSize', 1, max, 20) });
const newBoardId = () => `ib${randomBytes(8).toString('hex')}`;
type IdeaCommand = (typeof ideasCommands)[keyof typeof ideasCommands];
const run = async (runtime: Runtime, asker: IdeaAsker, command: IdeaCommand, data: unknown) => runtime.execute(command, data, { actor: asker.actor }, waitFor);

/** board listBoard {start, pageSize}: one's boards, the default first, then newest first. */
export async function listBoards(runtime: Runtime, asker: IdeaAsker, input: unknown): Promise<{ total: number; list: BoardCard[] }> {
  const owner = signedInOwner(asker);
  const { start, pageSize } = parseWith(pageInput(100), input);
  const { total, list } = await boardsOf(runtime.db, owner, { start, pageSize });
  return { total, list: await boardCards(runtime, list) };
}

/** board getAllBoard: every one of one's boards. */
export async function allBoards(runtime: Runtime, asker: IdeaAsker): Promise<{ list: BoardCard[] }> {
  const { list } = await boardsOf(runtime.db, signedInOwner(asker));
  return { list: await boardCards(runtime, list) };
}

/** board listBoardName: one's boards' ids and names (the Save button's choice). */
export async function boardNames(runtime: Runtime, asker: IdeaAsker): Promise<{ id: string; name: string; isPrivate: boolean; isDefault: boolean }[]> {
  const { list } = await boardsOf(runtime.db, signedInOwner(asker));
  return list.map((b) => ({ id: b.boardId, name: b.name, isPrivate: b.isPrivate, isDefault: b.isDefault }));
}

/** board getBoardCount: how many boards and saved ideas one has. */
export async function boardCount(runtime: Runtime, asker: IdeaAsker) {
  return ownerCounts(runtime.db, signedInOwner(asker));
}

/** board getBoard {boardId, clientId?}: a board with its ideas — one's own, or anyone's public board; otherwise 404. */
export async function getBoard(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<BoardCard & { mine: boolean; items: IdeaView[] }> {
  const board = await readableBoard(runtime, asker, input.boardId ?? input.id, input.clientId);
  const [[card], { list }] = await Promise.all([boardCards(runtime, [board]), itemsOf(runtime.db, board.boardId, { pageSize: ideaLimits.itemsPerBoardMax })]);
  return { ...card!, mine: asker.user?.id === board.owner.id, items: await ideaViews(runtime, list) };
}

/** board listCase {boardId, start, pageSize}: a readable board's ideas, latest saved first. */
export async function listBoardIdeas(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<{ total: number; list: IdeaView[] }> {
  const board = await readableBoard(runtime, asker, input.boardId ?? input.id, input.clientId);
  const { start, pageSize } = parseWith(pageInput(100), input);
  const { total, list } = await itemsOf(runtime.db, board.boardId, { start, pageSize });
  return { total, list: await ideaViews(runtime, list) };
}

/** board listByIds {ids}: the boards named that the asker may read, in that order. */
export async function boardsByIdList(runtime: Runtime, asker: IdeaAsker, input: unknown): Promise<{ list: BoardCard[] }> {
  const ids = z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(idField(ideaMessages.notFound, 40), { required_error: 'Please name the boards (ids)', invalid_type_error: 'ids is a list of board ids' }).min(1, 'Please name the boards (ids)').max(ideaLimits.idsMax, `At most ${ideaLimits.idsMax} boards at a time`),
  );
  const { ids: wanted } = parseWith(z.object({ ids }), input);
  const found = await boardsByIds(runtime.db, wanted);
  const readable = found.filter((b) => b.owner.kind === 'user' && (!b.isPrivate || b.owner.id === asker.user?.id));
  return { list: await boardCards(runtime, readable) };
}

/** board saveBoard {id?, name, isPrivate?}: a new board (private unless said), or one's board renamed or made public/private. */
export async function saveBoard(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<BoardCard> {
  const owner = signedInOwner(asker);
  const id = input.id ?? input.boardId;
  const isPrivate = input.isPrivate === undefined || input.isPrivate === '' ? undefined : parseWith(z.object({ isPrivate: flag }), { isPrivate: input.isPrivate }).isPrivate;
  if (id === undefined || id === null || id === '') {
    const { name } = parseWith(z.object({ name: boardNameField }), { name: input.name });
    const boardId = newBoardId();
    await run(runtime, asker, ideasCommands.CreateIdeaBoard, { owner, boardId, name, isPrivate: isPrivate ?? true });
    return cardOf(runtime, boardId);
  }
  const board = await ownBoard(runtime, asker, id);
  await run(runtime, asker, ideasCommands.UpdateIdeaBoard, { owner, boardId: board.boardId, name: input.name === undefined ? undefined : input.name, isPrivate });
  return cardOf(runtime, board.boardId);
}

/** case updatePrivateBoard {boardId, isPrivate}: one's board made private or public (shareable by its link). */
export async function setBoardPrivacy(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<BoardCard> {
  const owner = signedInOwner(asker);
  const board = await ownBoard(runtime, asker, input.boardId ?? input.id);
  const { isPrivate } = parseWith(z.object({ isPrivate: flag }), { isPrivate: input.isPrivate ?? input.private ?? true });
  await run(runtime, asker, ideasCommands.UpdateIdeaBoard, { owner, boardId: board.boardId, isPrivate });
  return cardOf(runtime, board.boardId);
}

async function cardOf(runtime: Runtime, boardId: string): Promise<BoardCard> {
  const board = await boardById(runtime.db, boardId);
  if (!board) throw new NotFoundError('BOARD_NOT_FOUND', ideaMessages.notFound);
  return (await boardCards(runtime, [board]))[0]!;
}

/** board deleteBoard {id, continueDel}: an empty board goes; one with ideas only with continueDel (else 409 with the count). */
export async function deleteBoard(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<{ id: string; deletedItems: number }> {
  const owner = signedInOwner(asker);
  const board = await ownBoard(runtime, asker, input.id ?? input.boardId);
  const { continueDel } = parseWith(z.object({ continueDel: flag.default(false) }), { continueDel: input.continueDel === '' ? undefined : input.continueDel });
  await run(runtime, asker, ideasCommands.DeleteIdeaBoard, { owner, boardId: board.boardId, continueDel });
  return { id: board.boardId, deletedItems: board.itemCount };
}

/** board deleteCase {ids, boardId}: ideas taken off one's board. */
export async function removeIdeas(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<BoardCard> {
  const owner = signedInOwner(asker);
  const { ids } = parseWith(z.object({ ids: ideaIdsField }), { ids: input.ids });
  const board = await ownBoard(runtime, asker, input.boardId);
  await run(runtime, asker, ideasCommands.RemoveIdeas, { owner, boardId: board.boardId, items: ids });
  return cardOf(runtime, board.boardId);
}

/** board moveCase {ids, boardId, fromBoardId?}: ideas moved to another of one's boards (from the board named, or from wherever they are). */
export async function moveIdeas(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<BoardCard> {
  const owner = signedInOwner(asker);
  const { ids } = parseWith(z.object({ ids: ideaIdsField }), { ids: input.ids });
  const target = await ownBoard(runtime, asker, input.boardId);
  const from = input.fromBoardId ? (await ownBoard(runtime, asker, input.fromBoardId)).boardId : undefined;
  await run(runtime, asker, ideasCommands.MoveIdeas, { owner, toBoardId: target.boardId, fromBoardId: from, items: ids });
  return cardOf(runtime, target.boardId);
}

/** board notShowHint: POST remembers that one dismissed the "save to a board" hint; GET says whether to show it. */
export async function hint(runtime: Runtime, asker: IdeaAsker, dismiss: boolean): Promise<{ showHint: boolean }> {
  const owner = signedInOwner(asker);
  if (dismiss) await run(runtime, asker, ideasCommands.DismissIdeaHint, { owner });
  return { showHint: !(await hintDismissed(runtime.db, owner)) };
}

/** The idea a save names: {caseId} (a published case) or {goodsId | productId} (a listed product); anything else is not found. */
export async function ideaToSave(runtime: Runtime, input: Record<string, unknown>): Promise<IdeaRef> {
  const goodsId = input.goodsId ?? input.productId;
  if (goodsId !== undefined && goodsId !== '') {
    const { id } = parseWith(z.object({ id: idField(ideaMessages.productNotFound, 64) }), { id: goodsId });
    const g = await getGoods(runtime.db, id);
    if (!g || g.delisted) throw new NotFoundError('PRODUCT_NOT_FOUND', ideaMessages.productNotFound);
    return { kind: 'product', refId: g.id };
  }
  const { id } = parseWith(z.object({ id: idField('Please name the design case (caseId)', 80) }), { id: input.caseId ?? input.id });
  const c = await caseById(runtime.db, id);
  if (!c || c.status !== 'published') throw new NotFoundError('CASE_NOT_FOUND', ideaMessages.caseNotFound);
  return { kind: 'case', refId: c.caseId };
}

export interface SaveOutcome {
  boardId: string | null;
  item: IdeaRef;
  /** A visitor's save waits for their sign-in. */
  pending: boolean;
}

/**
 * case collectCase {caseId | goodsId} (no board: the default board "Saved ideas", made on the first save) and
 * collectCaseToFolder {caseId | goodsId, boardId} (one of one's boards). A visitor's save is kept under their
 * visitor id and moves into the account they sign in to (processes/ideas/idea-claims.ts).
 */
export async function saveIdea(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>, toBoard: boolean): Promise<SaveOutcome> {
  const item = await ideaToSave(runtime, input);
  const owner = ownerOfAsker(asker);
  if (owner.kind === 'visitor') {
    await run(runtime, asker, ideasCommands.SaveIdea, { owner, item });
    return { boardId: null, item, pending: true };
  }
  const boardId = toBoard || (input.boardId !== undefined && input.boardId !== '') ? (await ownBoard(runtime, asker, input.boardId)).boardId : undefined;
  await run(runtime, asker, ideasCommands.SaveIdea, { owner, boardId, item });
  return { boardId: boardId ?? (await defaultBoardOf(runtime, owner)), item, pending: false };
}

async function defaultBoardOf(runtime: Runtime, owner: IdeaOwner): Promise<string> {
  const { list } = await boardsOf(runtime.db, owner);
  return list.find((b) => b.isDefault)?.boardId ?? defaultBoardIdOf(owner);
}

/** case cancelCase {caseId | goodsId, boardId?}: unsaved from the board named, or from every board holding it. */
export async function unsaveIdea(runtime: Runtime, asker: IdeaAsker, input: Record<string, unknown>): Promise<{ item: IdeaRef; boardIds: string[] }> {
  const owner = ownerOfAsker(asker);
  const item = await refOnly(input);
  const boardId = input.boardId !== undefined && input.boardId !== '' ? (await ownBoard(runtime, asker, input.boardId)).boardId : undefined;
  const before = await boardsHolding(runtime.db, owner, item);
  await run(runtime, asker, ideasCommands.UnsaveIdea, { owner, boardId, item });
  return { item, boardIds: boardId ? before.filter((b) => b === boardId) : before };
}

/** An idea named to unsave: it need not be shown any more (a case unpublished since). */
async function refOnly(input: Record<string, unknown>): Promise<IdeaRef> {
  const goodsId = input.goodsId ?? input.productId;
  if (goodsId !== undefined && goodsId !== '') return { kind: 'product', refId: parseWith(z.object({ id: idField(ideaMessages.productNotFound, 64) }), { id: goodsId }).id };
  return { kind: 'case', refId: parseWith(z.object({ id: idField('Please name the design case (caseId)', 80) }), { id: input.caseId ?? input.id }).id };
}

/** Which of the asker's boards hold an idea (the Save button's "Saved"). */
export async function savedIn(runtime: Runtime, asker: IdeaAsker, item: IdeaRef): Promise<string[]> {
  return boardsHolding(runtime.db, ownerOfAsker(asker), item);
}

