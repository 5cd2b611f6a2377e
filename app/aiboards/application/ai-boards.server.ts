import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { aiBoardsCommands } from '../../../domain/aiboards/commands';
import { aiBoardIdPattern } from '../../../domain/aiboards/ai-board.decide';
import { aiRooms, aiStyles, budgetLimits, chosenIds, composeBoard, type AiRoom, type AiStyle } from '../../../domain/aiboards/composer';
import { isDomainError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { aiBoardCandidates } from '../../../projections/aiboards/candidates.queries';
import { type AiBoardOwnerRef, type AiBoardRow, getAiBoardOf, listAiBoards } from '../../../projections/aiboards/ai-boards';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { isPrivateStorageKey, storageFor } from '../../../infra/storage';
import { openDiyCanvas, saveDiyStep, startDiy, type DiyCaller } from '~/diy/index.server';
import { storeCompressedUpload } from '~/files/index.server';
import { parseWith } from '../../web/api.server';

/** Who asks: a visitor (their boards are theirs until they sign in) or a signed-in client. */
export type AiCaller = DiyCaller;

const waitFor = { waitFor: ['ai-boards'] };
const notFoundMessage = 'This AI mood board does not exist';
const notFound = () => new NotFoundError('AI_BOARD_NOT_FOUND', notFoundMessage);
/** A signed-in client reads what they made as this visitor too (before the claim reaches the read model). */
const ownersOf = (c: AiCaller): AiBoardOwnerRef[] => (c.userId ? [{ kind: 'client', clientId: c.userId }, { kind: 'visitor', visitorId: c.visitorId }] : [{ kind: 'visitor', visitorId: c.visitorId }]);

export const roomMessage = 'Please choose a room from the list';
export const styleMessage = 'Please choose a style from the list';
export const budgetMessage = `Please enter a budget between $${budgetLimits.minDollars} and $${budgetLimits.maxDollars.toLocaleString('en-US')}`;
export const noPiecesMessage = 'Nothing in stock fits this room at this budget yet: please try a larger budget.';

const text = (message: string) => z.union([z.string(), z.number()], { errorMap: () => ({ message }) }).transform((v) => String(v).trim().toLowerCase());

/** The brief as the form and the calls send it: room (name or room type id), style, budget in dollars. */
export function parseBrief(input: unknown): { room: AiRoom; roomTypeId: string; style: AiStyle; budgetCents: number } {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const { room, style, budget } = parseWith(
    z.object({
      room: text(roomMessage),
      style: text(styleMessage),
      budget: z.union([z.number(), z.string().trim().regex(/^\$?\d{1,7}(\.\d{1,2})?$/, budgetMessage).transform((v) => Number(v.replace('$', '')))], { errorMap: () => ({ message: budgetMessage }) })
        .pipe(z.number({ invalid_type_error: budgetMessage }).finite(budgetMessage).min(budgetLimits.minDollars, budgetMessage).max(budgetLimits.maxDollars, budgetMessage)),
    }),
    { room: o.room ?? o.roomType, style: o.style, budget: o.budget },
  );
  const r = aiRooms.find((x) => x.name.toLowerCase() === room || x.roomTypeId === room || x.name.toLowerCase().replace(/\s+/g, '_') === room);
  if (!r) throw new ValidationError('UNKNOWN_ROOM', roomMessage, { room: roomMessage });
  const s = aiStyles.find((x) => x.toLowerCase() === style);
  if (!s) throw new ValidationError('UNKNOWN_STYLE', styleMessage, { style: styleMessage });
  return { room: r.name, roomTypeId: r.roomTypeId, style: s, budgetCents: Math.round(budget * 100) };
}

/** A chosen photo (a browser sends an empty part when none was chosen): checked and re-encoded by the files context. */
async function storePhoto(runtime: Runtime, caller: AiCaller, file: unknown) {
  if (file === undefined || file === null || file === '') return null;
  if (!(file instanceof Blob)) throw new ValidationError('PHOTO_NOT_A_FILE', 'Please choose a picture file', { photo: 'Please choose a picture file' });
  if (file.size === 0 && ((file as File).name ?? '') === '') return null;
  try {
    // The room photo is the client's own (their home): kept private, served only to the board's owner.
    const stored = await storeCompressedUpload(runtime, caller.actor, Buffer.from(await file.arrayBuffer()), { private: 'ai-boards' });
    return { key: stored.key, url: stored.url };
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') throw new ValidationError(error.code, error.message, { photo: error.message });
    throw error;
  }
}

/**
 * mbauto generate / the landing's form: composes a board from the live catalogue
 * (ADR 045), keeps it as a DIY project the caller owns (its products are the
 * project's ideas), and records the brief and the board (ComposeAiBoard).
 */
export async function composeAiBoard(runtime: Runtime, caller: AiCaller, input: unknown, file?: unknown) {
  const brief = parseBrief(input);
  const candidates = await aiBoardCandidates(runtime.db, brief);
  const board = composeBoard(brief, candidates);
  const picks = chosenIds(board.slots, []);
  if (!picks.length) throw new ValidationError('NO_PIECES', noPiecesMessage, { budget: noPiecesMessage });
  const photo = await storePhoto(runtime, caller, file);
  const project = await startDiy(runtime, caller, { roomType: brief.roomTypeId });
  await saveDiyStep(runtime, caller, { id: project.diyId, step: 'RENDERING', values: { goodsIds: picks } });
  const boardId = `ab${randomBytes(8).toString('hex')}`;
  const owner = caller.userId ? { kind: 'client' as const, clientId: caller.userId } : { kind: 'visitor' as const, visitorId: caller.visitorId };
  await runtime.execute(aiBoardsCommands.ComposeAiBoard, { boardId, owner, diyId: project.diyId, brief: { ...brief, photo }, slots: board.slots, totalCents: board.totalCents }, { actor: caller.actor }, waitFor);
  return getAiBoard(runtime, caller, { id: boardId });
}

const idOf = (input: unknown) => {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return parseWith(z.string({ required_error: notFoundMessage, invalid_type_error: notFoundMessage }).trim().regex(aiBoardIdPattern, notFoundMessage), o.id ?? o.boardId);
};

async function rowOf(runtime: Runtime, caller: AiCaller, input: unknown): Promise<AiBoardRow> {
  const row = await getAiBoardOf(runtime.db, ownersOf(caller), idOf(input));
  if (!row) throw notFound();
  return row;
}

/** mbauto get: one of the caller's AI boards with its products (another's: 404). */
export async function getAiBoard(runtime: Runtime, caller: AiCaller, input: unknown) {
  return viewOf(runtime, await rowOf(runtime, caller, input));
}

async function viewOf(runtime: Runtime, row: AiBoardRow) {
  const ids = row.slots.flatMap((s) => [s.pick?.goodsId, s.alternative?.goodsId]).filter((x): x is string => Boolean(x));
  const goods = new Map((await getGoodsByIds(runtime.db, ids)).map((g) => [g.id, g]));
  const piece = (p: AiBoardRow['slots'][number]['pick']) => {
    if (!p) return null;
    const g = goods.get(p.goodsId);
    return { goodsId: p.goodsId, priceCents: p.priceCents, why: p.why, name: g?.name ?? 'No longer listed', brand: g?.brand ?? '', picture: g?.savedPics[0] ?? null, href: g?.visitUrl ?? null, purchasable: g?.purchasable ?? false };
  };
  const slots = row.slots.map((s) => ({ key: s.key, label: s.label, targetCents: s.targetCents, showing: row.swapped.includes(s.key) ? ('alternative' as const) : ('pick' as const), pick: piece(s.pick), alternative: piece(s.alternative) }));
  return {
    id: row.boardId,
    diyId: row.diyId,
    room: row.brief.room,
    roomTypeId: row.brief.roomTypeId,
    style: row.brief.style,
    budgetCents: row.brief.budgetCents,
    photo: row.brief.photo ? { url: isPrivateStorageKey(row.brief.photo.key) ? `/media/ai-boards/${encodeURIComponent(row.boardId)}/photo` : row.brief.photo.url } : null,
    totalCents: row.totalCents,
    withinBudget: row.totalCents <= row.brief.budgetCents,
    goodsIds: chosenIds(row.slots, row.swapped),
    slots,
    url: `/design/ai/board/${row.boardId}`,
    createdAt: row.createdAt,
  };
}
export type AiBoardView = Awaited<ReturnType<typeof viewOf>>;

/** mbauto swap {id, slot, alternative?}: a slot shows its alternative (or its pick again; without `alternative`, the other one); the DIY project's pieces follow. */
export async function swapAiPiece(runtime: Runtime, caller: AiCaller, input: unknown) {
  const row = await rowOf(runtime, caller, input);
  const o = input as Record<string, unknown>;
  const slot = parseWith(z.string({ required_error: 'Please choose a piece', invalid_type_error: 'Please choose a piece' }).trim().min(1, 'Please choose a piece').max(30, 'Please choose a piece'), o.slot);
  const given = o.alternative;
  const alternative = given === undefined || given === null || given === '' ? !row.swapped.includes(slot) : given === true || given === 'true' || given === '1' || given === 1;
  await runtime.execute(aiBoardsCommands.SwapAiBoardPiece, { boardId: row.boardId, slot, alternative }, { actor: caller.actor }, waitFor);
  const view = await getAiBoard(runtime, caller, { id: row.boardId });
  await saveDiyStep(runtime, caller, { id: view.diyId, step: 'RENDERING', values: { goodsIds: view.goodsIds } });
  return view;
}

/**
 * GET /media/ai-boards/{id}/photo: the room photo of one's own AI board (a
 * visitor's, or a client's and the boards they brought along when signing up);
 * null (404) for anyone else's board, one without a photo, or a bad id.
 */
export async function aiBoardPhotoFile(runtime: Runtime, caller: AiCaller, boardId: string) {
  if (!aiBoardIdPattern.test(boardId)) return null;
  const row = await getAiBoardOf(runtime.db, ownersOf(caller), boardId);
  const key = row?.brief.photo?.key;
  if (!key || !isPrivateStorageKey(key)) return null;
  return storageFor(runtime).getObject(key);
}

/** diymb saveImageNeed {id, photo}: a room photo (checked and re-encoded) becomes the AI board's brief photo. */
export async function attachPhoto(runtime: Runtime, caller: AiCaller, input: unknown, file: unknown) {
  const row = await rowOf(runtime, caller, input);
  const photo = await storePhoto(runtime, caller, file);
  if (!photo) throw new ValidationError('PHOTO_REQUIRED', 'Please choose a picture file', { photo: 'Please choose a picture file' });
  await runtime.execute(aiBoardsCommands.AttachAiBoardPhoto, { boardId: row.boardId, photo }, { actor: caller.actor }, waitFor);
  return getAiBoard(runtime, caller, { id: row.boardId });
}

/** "Edit it on the canvas" / "See it in 3D": the DIY project's board opened with the chosen pieces laid out. */
export async function openAiBoard(runtime: Runtime, caller: AiCaller, input: unknown, where: 'canvas' | '3d'): Promise<string> {
  const view = await getAiBoard(runtime, caller, input);
  const canvasId = await openDiyCanvas(runtime, caller.actor, view.diyId, view.goodsIds);
  return where === 'canvas' ? `/div/moodboard?${new URLSearchParams({ id: view.diyId })}` : `/threeD?${new URLSearchParams({ boardId: canvasId })}`;
}

/** gnn getGnnMoodboardIds: the caller's AI boards, newest first. */
export async function myAiBoards(runtime: Runtime, caller: AiCaller, input: unknown) {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const { start, pageSize } = parseWith(z.object({ start: z.coerce.number({ invalid_type_error: 'start must be a number' }).int().min(0).max(100_000).default(0), pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int().min(1).max(100).default(20) }), { start: o.start ?? undefined, pageSize: o.pageSize ?? undefined });
  const { total, list } = await listAiBoards(runtime.db, ownersOf(caller), { start, pageSize });
  return {
    total,
    ids: list.map((r) => r.boardId),
    list: list.map((r) => ({ id: r.boardId, diyId: r.diyId, room: r.brief.room, style: r.brief.style, budgetCents: r.brief.budgetCents, totalCents: r.totalCents, url: `/design/ai/board/${r.boardId}`, createdAt: r.createdAt })),
  };
}
